import { createCloudClient } from '@cloud-portal/cloud-sdk/core';
import { isAllowAllRuleSet } from '@cloud-portal/domain/security-groups';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeCloud, type FakeCloudOptions } from '../../test/fakeCloud.ts';
import {
  allowAllSessionKey,
  ensureAllowAllGroup,
  ensureAllowAllOncePerSession,
} from './allowAll.ts';
import { inTabLocks } from './regionLocks.ts';

const REGION = 'eu-west2';

/** A fake cloud with one live token, and a client (one "tab") that sends it. */
async function setup(options: FakeCloudOptions = {}) {
  const cloud = fakeCloud(options);
  const login = await cloud.fetch('http://cloud.test/cloud/eu-west2/identity/v3/auth/tokens', {
    method: 'POST',
    body: JSON.stringify({
      auth: { identity: { password: { user: { name: 'u', password: 'p' } } } },
    }),
  });
  const token = login.headers.get('X-Subject-Token') ?? '';
  const tab = () =>
    createCloudClient({ baseUrl: 'http://cloud.test', fetch: cloud.fetch, token: () => token });
  return { cloud, tab };
}

const allowAllGroups = (cloud: ReturnType<typeof fakeCloud>) =>
  cloud.groups(REGION).filter((group) => group.name === 'allow_all');

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
});

describe('ensureAllowAllGroup (§4 Startup)', () => {
  test('a missing group is created, its initial rules deleted and the 4 rules added', async () => {
    const { cloud, tab } = await setup();
    await expect(ensureAllowAllGroup(tab(), REGION)).resolves.toBe('changed');
    const [group, ...others] = allowAllGroups(cloud);
    expect(others).toEqual([]);
    expect(group?.security_group_rules).toHaveLength(4);
    expect(isAllowAllRuleSet(group?.security_group_rules ?? [])).toBe(true);
    expect(
      group?.security_group_rules
        .map((rule) => `${rule.direction} ${rule.ethertype} ${rule.remote_ip_prefix}`)
        .sort(),
    ).toEqual([
      'egress IPv4 0.0.0.0/0',
      'egress IPv6 ::/0',
      'ingress IPv4 0.0.0.0/0',
      'ingress IPv6 ::/0',
    ]);
    const writes = cloud.calls
      .filter((call) => call.method !== 'GET')
      .map((call) => `${call.method} ${call.path.replace(/\/[^/]*-\d+$/, '/{id}')}`);
    expect(writes).toEqual([
      'POST /identity/v3/auth/tokens',
      'POST /network/v2.0/security-groups',
      'DELETE /network/v2.0/security-group-rules/{id}',
      'DELETE /network/v2.0/security-group-rules/{id}',
      'POST /network/v2.0/security-group-rules',
      'POST /network/v2.0/security-group-rules',
      'POST /network/v2.0/security-group-rules',
      'POST /network/v2.0/security-group-rules',
    ]);
  });

  test('a group with the right 4 rules is left alone (one list, no writes)', async () => {
    const { cloud, tab } = await setup();
    await ensureAllowAllGroup(tab(), REGION);
    const before = cloud.calls.length;
    await expect(ensureAllowAllGroup(tab(), REGION)).resolves.toBe('unchanged');
    expect(cloud.calls.slice(before).map((call) => call.method)).toEqual(['GET']);
  });

  test('a wrong rule count: every rule is deleted and the 4 recreated', async () => {
    const { cloud, tab } = await setup();
    await ensureAllowAllGroup(tab(), REGION);
    const [group] = allowAllGroups(cloud);
    group?.security_group_rules.splice(1, 1); // 3 rules left
    await expect(ensureAllowAllGroup(tab(), REGION)).resolves.toBe('changed');
    const [fixed] = allowAllGroups(cloud);
    expect(fixed?.id).toBe(group?.id);
    expect(isAllowAllRuleSet(fixed?.security_group_rules ?? [])).toBe(true);
  });

  test('two tabs starting together with a shared lock create one group', async () => {
    const { cloud, tab } = await setup();
    // One lock manager for both (as navigator.locks is for a browser's tabs); each tab has its
    // own sessionStorage, so none is shared here.
    const options = { projectId: 'project-1', locks: inTabLocks(), storage: undefined };
    const outcomes = await Promise.all([
      ensureAllowAllOncePerSession(tab(), REGION, options),
      ensureAllowAllOncePerSession(tab(), REGION, options),
    ]);
    expect(outcomes.sort()).toEqual(['changed', 'unchanged']);
    expect(allowAllGroups(cloud)).toHaveLength(1);
    expect(
      cloud.calls.filter(
        (call) => call.method === 'POST' && call.path === '/network/v2.0/security-groups',
      ),
    ).toHaveLength(1);
  });

  test('without a shared lock (no Web Locks), the two groups made at once end as one, with 4 rules', async () => {
    const { cloud, tab } = await setup();
    await Promise.all([ensureAllowAllGroup(tab(), REGION), ensureAllowAllGroup(tab(), REGION)]);
    expect(
      cloud.calls.filter(
        (call) => call.method === 'POST' && call.path === '/network/v2.0/security-groups',
      ),
    ).toHaveLength(2);
    const groups = allowAllGroups(cloud);
    expect(groups).toHaveLength(1);
    expect(isAllowAllRuleSet(groups[0]?.security_group_rules ?? [])).toBe(true);
  });
});

describe('ensureAllowAllOncePerSession', () => {
  afterEach(() => {
    sessionStorage.clear();
  });

  test('runs once per browser session per region: the second start sends nothing', async () => {
    const { cloud, tab } = await setup();
    const options = { projectId: 'project-1', locks: inTabLocks() };
    await expect(ensureAllowAllOncePerSession(tab(), REGION, options)).resolves.toBe('changed');
    expect(sessionStorage.getItem(allowAllSessionKey('project-1', REGION))).toBe('done');
    const before = cloud.calls.length;
    await expect(ensureAllowAllOncePerSession(tab(), REGION, options)).resolves.toBe('skipped');
    expect(cloud.calls.length).toBe(before);
    // Another region is its own.
    await expect(ensureAllowAllOncePerSession(tab(), 'us-east1', options)).resolves.toBe('changed');
  });

  test('a failure is logged, never thrown, and tried again next session', async () => {
    let failing = true;
    const { cloud, tab } = await setup({
      intercept: (call) =>
        failing && call.path === '/network/v2.0/security-groups' && call.method === 'POST'
          ? new Response(JSON.stringify({ NeutronError: { message: 'Quota exceeded' } }), {
              status: 409,
            })
          : undefined,
    });
    const options = { projectId: 'project-1', locks: inTabLocks() };
    await expect(ensureAllowAllOncePerSession(tab(), REGION, options)).resolves.toBe('failed');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('allow_all in eu-west2'));
    expect(sessionStorage.getItem(allowAllSessionKey('project-1', REGION))).toBeNull();
    failing = false;
    await expect(ensureAllowAllOncePerSession(tab(), REGION, options)).resolves.toBe('changed');
    expect(allowAllGroups(cloud)).toHaveLength(1);
  });
});
