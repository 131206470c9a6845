import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { findRepoRoot } from '../../config.ts';
import { startTestServer } from '../../test-support/server.ts';

const SAMPLES = join(
  findRepoRoot(),
  '..',
  'shared',
  'openstack-samples',
  'keystone',
  'v3',
  'admin',
);
const sample = (file: string): unknown => JSON.parse(readFileSync(join(SAMPLES, file), 'utf8'));

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

const get = (url: string) =>
  server.app.inject({ method: 'GET', url, headers: { host: 'portal.test:8080' } });

it('GET /identity/v3 is the official version document with Zed’s version and our URL, without a token', async () => {
  const expected = sample('identity-version-response.json') as { version: Record<string, unknown> };
  const response = await get('/cloud/eu-west2/identity/v3');
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    version: {
      ...expected.version,
      id: 'v3.14',
      updated: '2020-04-07T00:00:00Z',
      links: [{ href: 'http://portal.test:8080/cloud/eu-west2/identity/v3/', rel: 'self' }],
    },
  });
});

it('GET /identity/ lists it with 300 Multiple Choices, as Keystone’s root', async () => {
  const response = await get('/cloud/eu-west2/identity/');
  expect(response.statusCode).toBe(300);
  const body = response.json<{ versions: { values: { id: string }[] } }>();
  expect(body.versions.values.map((value) => value.id)).toEqual(['v3.14']);
  expect(Object.keys(body.versions.values[0] ?? {}).sort()).toEqual(
    Object.keys(
      (sample('identity-versions-response.json') as { versions: { values: object[] } }).versions
        .values[0] ?? {},
    ).sort(),
  );
});
