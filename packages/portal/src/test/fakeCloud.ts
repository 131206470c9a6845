// Test helper: an in-memory cloud behind a fake `fetch` (Keystone tokens, Neutron security
// groups and rules, empty Nova/Cinder/Glance lists), for the cloud start-up's unit tests.
import type { FetchFunction } from '@cloud-portal/cloud-sdk/core';
import type { EtherType, RuleDirection } from '@cloud-portal/domain/security-groups';

/** One request the fake cloud received. */
export interface FakeCloudCall {
  method: string;
  /** Path after `/cloud/{region}` (`/identity/v3/auth/tokens`). */
  path: string;
  region: string;
  query: URLSearchParams;
  /** `X-Auth-Token`, if sent. */
  token: string | undefined;
  /** The JSON body, parsed (`{}` when none was sent). */
  body: unknown;
}

interface Rule {
  id: string;
  security_group_id: string;
  direction: RuleDirection;
  ethertype: EtherType;
  protocol: string | null;
  port_range_min: number | null;
  port_range_max: number | null;
  remote_ip_prefix: string | null;
  remote_group_id: string | null;
  created_at: string;
}

interface Group {
  id: string;
  name: string;
  description: string;
  project_id: string;
  created_at: string;
  security_group_rules: Rule[];
}

/** Options of {@link fakeCloud}. */
export interface FakeCloudOptions {
  /** The consumer credentials Keystone accepts. */
  credentials?: { username: string; password: string };
  /** Token lifetime (ms on `now`). Default 1 h. */
  tokenLifetimeMs?: number;
  now?: () => number;
  /** Answer a call before the fake does (an injected fault); undefined lets it through. */
  intercept?: (call: FakeCloudCall) => Response | Promise<Response> | undefined;
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

// Lets other requests run in between (two tabs interleave at each request).
const yieldTurns = async () => {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
};

/**
 * A fake cloud: `fetch` for the SDK, the calls it received, the tokens it issued (which
 * `revokeTokens` makes refused with 401) and the security groups per region.
 * @example const cloud = fakeCloud(); createCloudConnection({ baseUrl: 'http://cloud.test', fetch: cloud.fetch });
 */
export function fakeCloud(options: FakeCloudOptions = {}) {
  const now = options.now ?? Date.now;
  const lifetime = options.tokenLifetimeMs ?? 3_600_000;
  const calls: FakeCloudCall[] = [];
  const live = new Set<string>();
  const groups = new Map<string, Group[]>();
  const keypairs = new Map<string, { name: string; public_key: string; fingerprint: string }[]>();
  let counter = 0;
  const next = (prefix: string) => `${prefix}-${(counter += 1)}`;
  const stamp = () => new Date(Date.UTC(2030, 0, 1) + counter * 1000).toISOString();
  const regionGroups = (region: string) => {
    let list = groups.get(region);
    if (!list) groups.set(region, (list = []));
    return list;
  };
  const newRule = (groupId: string, body: Partial<Rule>): Rule => ({
    id: next('rule'),
    security_group_id: groupId,
    direction: body.direction ?? 'egress',
    ethertype: body.ethertype ?? 'IPv4',
    protocol: body.protocol ?? null,
    port_range_min: body.port_range_min ?? null,
    port_range_max: body.port_range_max ?? null,
    remote_ip_prefix: body.remote_ip_prefix ?? null,
    remote_group_id: null,
    created_at: stamp(),
  });

  const fetch: FetchFunction = async (input, init) => {
    const url = new URL(input, 'http://cloud.test');
    const match = /^\/cloud\/([^/]+)(\/.*)$/.exec(url.pathname);
    if (!match) throw new Error(`fakeCloud: not a cloud URL ${input}`);
    const headers = new Headers(init.headers);
    const call: FakeCloudCall = {
      method: init.method ?? 'GET',
      region: match[1] ?? '',
      path: match[2] ?? '',
      query: url.searchParams,
      token: headers.get('x-auth-token') ?? undefined,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : {},
    };
    calls.push(call);
    await yieldTurns();
    if (init.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    const intercepted = await options.intercept?.(call);
    if (intercepted) return intercepted;
    const { method, path, region, body } = call;

    if (path === '/identity/v3/auth/tokens' && method === 'POST') {
      const user = (
        body as {
          auth?: { identity?: { password?: { user?: { name?: string; password?: string } } } };
        }
      ).auth?.identity?.password?.user;
      if (
        options.credentials &&
        (user?.name !== options.credentials.username ||
          user.password !== options.credentials.password)
      ) {
        return json(
          { error: { code: 401, message: 'The request you have made requires authentication.' } },
          401,
        );
      }
      const token = next('token');
      live.add(token);
      const issued = now();
      return json(
        {
          token: {
            issued_at: new Date(issued).toISOString(),
            expires_at: new Date(issued + lifetime).toISOString(),
            user: { id: 'user-1', name: user?.name },
            project: { id: 'project-1', name: 'project' },
            roles: [{ id: 'r', name: 'member' }],
          },
        },
        201,
        { 'X-Subject-Token': token },
      );
    }
    if (call.token === undefined || !live.has(call.token)) {
      return json(
        { error: { code: 401, message: 'The request you have made requires authentication.' } },
        401,
      );
    }

    if (path === '/network/v2.0/security-groups' && method === 'GET') {
      const name = call.query.get('name');
      const list = regionGroups(region).filter((group) => name === null || group.name === name);
      return json({ security_groups: structuredClone(list) });
    }
    if (path === '/network/v2.0/security-groups' && method === 'POST') {
      const wanted = (body as { security_group: { name: string; description?: string } })
        .security_group;
      const group: Group = {
        id: next('group'),
        name: wanted.name,
        description: wanted.description ?? '',
        project_id: 'project-1',
        created_at: stamp(),
        security_group_rules: [],
      };
      // Neutron gives a new group two egress rules.
      group.security_group_rules.push(
        newRule(group.id, { ethertype: 'IPv4' }),
        newRule(group.id, { ethertype: 'IPv6' }),
      );
      regionGroups(region).push(group);
      return json({ security_group: structuredClone(group) }, 201);
    }
    const groupMatch = /^\/network\/v2\.0\/security-groups\/([^/]+)$/.exec(path);
    if (groupMatch && method === 'DELETE') {
      const list = regionGroups(region);
      const index = list.findIndex((group) => group.id === groupMatch[1]);
      if (index === -1) return json({ NeutronError: { message: 'not found' } }, 404);
      list.splice(index, 1);
      return json(null, 204);
    }
    if (path === '/network/v2.0/security-group-rules' && method === 'POST') {
      const wanted = (
        body as { security_group_rule: Partial<Rule> & { security_group_id: string } }
      ).security_group_rule;
      const group = regionGroups(region).find(
        (candidate) => candidate.id === wanted.security_group_id,
      );
      if (!group) return json({ NeutronError: { message: 'no group' } }, 404);
      const rule = newRule(group.id, wanted);
      group.security_group_rules.push(rule);
      return json({ security_group_rule: rule }, 201);
    }
    const ruleMatch = /^\/network\/v2\.0\/security-group-rules\/([^/]+)$/.exec(path);
    if (ruleMatch && method === 'DELETE') {
      for (const group of regionGroups(region)) {
        const index = group.security_group_rules.findIndex((rule) => rule.id === ruleMatch[1]);
        if (index !== -1) {
          group.security_group_rules.splice(index, 1);
          return json(null, 204);
        }
      }
      return json({ NeutronError: { message: 'no rule' } }, 404);
    }
    if (path === '/compute/v2.1/servers/detail') return json({ servers: [] });
    const keys = keypairs.get(region) ?? [];
    if (path === '/compute/v2.1/os-keypairs' && method === 'GET') {
      return json({ keypairs: keys.map((keypair) => ({ keypair })) });
    }
    if (path === '/compute/v2.1/os-keypairs' && method === 'POST') {
      const wanted = (body as { keypair: { name: string; public_key: string } }).keypair;
      const keypair = {
        name: wanted.name,
        public_key: `${wanted.public_key}\n`,
        fingerprint: 'aa:bb',
        type: 'ssh',
        user_id: 'user-1',
      };
      keypairs.set(region, [...keys, keypair]);
      return json({ keypair }, 201);
    }
    const keyMatch = /^\/compute\/v2\.1\/os-keypairs\/([^/]+)$/.exec(path);
    if (keyMatch && method === 'DELETE') {
      keypairs.set(
        region,
        keys.filter((keypair) => keypair.name !== decodeURIComponent(keyMatch[1] ?? '')),
      );
      return json(null, 204);
    }
    if (path.startsWith('/compute/v2.1/os-quota-sets/')) {
      return json({
        quota_set: {
          id: 'project-1',
          instances: 10,
          cores: 20,
          ram: 51200,
          key_pairs: 100,
          metadata_items: 128,
          server_groups: 10,
          server_group_members: 10,
        },
      });
    }
    if (/^\/volume\/v3\/[^/]+\/volumes\/detail$/.test(path)) return json({ volumes: [] });
    if (path === '/image/v2/images') return json({ images: [] });
    return json({ error: { code: 404, message: `fakeCloud: no route ${method} ${path}` } }, 404);
  };

  return {
    fetch,
    calls,
    /** The groups of a region (live). */
    groups: regionGroups,
    /** Keystone forgets every token issued so far (they answer 401 from now on). */
    revokeTokens: () => live.clear(),
    /** Token requests so far. */
    tokenRequests: () => calls.filter((call) => call.path === '/identity/v3/auth/tokens').length,
  };
}
