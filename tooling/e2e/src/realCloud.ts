// The real OpenStack behind the sandbox's proxy mode, reached directly (never through the
// sandbox), so that a test can check what the portal did against the cloud itself. It reads the
// cloud.json of tooling/realstack (or of CONFORMANCE_CLOUD): auth_url, username, password,
// project, user_domain, project_domain, region.
import { readFileSync } from 'node:fs';

interface CloudFile {
  auth_url: string;
  username: string;
  password: string;
  project: string;
  user_domain?: string;
  project_domain?: string;
  region: string;
}

interface CatalogEntry {
  type: string;
  endpoints: { interface: string; region: string; region_id?: string; url: string }[];
}

/** What a test asks the real cloud. */
export interface RealCloud {
  /** The names of the project's servers. */
  serverNames(): Promise<string[]>;
  /** A server's Nova status (`BUILD`, `ACTIVE`, `SHUTOFF`…), or `gone` once Nova answers 404. */
  serverStatus(id: string): Promise<string>;
  /** Deletes a server if it is still there (a failed test's leftovers). */
  deleteServer(id: string): Promise<void>;
}

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Logs in to the real cloud of `cloudFile` as its project user, with the Keystone URL of the file
 * and the compute endpoint of the token's catalog.
 * @example const cloud = await realCloud('/tmp/cloud-portal-realstack/cloud.json');
 */
export async function realCloud(cloudFile: string): Promise<RealCloud> {
  const cloud = JSON.parse(readFileSync(cloudFile, 'utf8')) as CloudFile;
  const auth = await fetch(`${cloud.auth_url.replace(/\/+$/, '')}/auth/tokens`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      auth: {
        identity: {
          methods: ['password'],
          password: {
            user: {
              name: cloud.username,
              domain: { name: cloud.user_domain ?? 'Default' },
              password: cloud.password,
            },
          },
        },
        scope: {
          project: { name: cloud.project, domain: { name: cloud.project_domain ?? 'Default' } },
        },
      },
    }),
  });
  const { token } = await json<{ token: { catalog: CatalogEntry[] } }>(auth, 'real Keystone');
  const headers = { 'X-Auth-Token': auth.headers.get('x-subject-token') ?? '' };
  const compute = token.catalog
    .find((entry) => entry.type === 'compute')
    ?.endpoints.find(
      (endpoint) =>
        endpoint.interface === 'public' &&
        (endpoint.region === cloud.region || endpoint.region_id === cloud.region),
    )?.url;
  if (compute === undefined) throw new Error(`no public compute endpoint in ${cloud.region}`);
  const root = compute.replace(/\/+$/, '');
  return {
    async serverNames() {
      const response = await fetch(`${root}/servers`, { headers });
      const { servers } = await json<{ servers: { name: string }[] }>(response, 'real Nova');
      return servers.map((server) => server.name);
    },
    async serverStatus(id) {
      const response = await fetch(`${root}/servers/${id}`, { headers });
      if (response.status === 404) return 'gone';
      const { server } = await json<{ server: { status: string } }>(response, 'real Nova');
      return server.status;
    },
    async deleteServer(id) {
      const response = await fetch(`${root}/servers/${id}`, { method: 'DELETE', headers });
      if (!response.ok && response.status !== 404) {
        throw new Error(`real Nova: deleting ${id}: ${response.status} ${await response.text()}`);
      }
    },
  };
}
