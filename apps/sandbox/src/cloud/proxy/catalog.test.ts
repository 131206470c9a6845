import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CatalogError, publicEndpoint, tokenCatalogs, type CatalogService } from './catalog.ts';

const EXPIRES_AT = Date.parse('2026-11-26T12:00:00Z');

/** A Keystone that validates any token starting with `ok-`, expiring at EXPIRES_AT. */
async function startKeystone(answer?: (token: string) => { status: number; body: string }) {
  const asked: string[] = [];
  const server: Server = createServer((request, response) => {
    const token = String(request.headers['x-subject-token']);
    asked.push(token);
    const reply = answer?.(token) ?? {
      status: token.startsWith('ok-') ? 200 : 404,
      body: JSON.stringify({
        token: {
          expires_at: new Date(EXPIRES_AT).toISOString(),
          catalog: [
            { type: 'compute', endpoints: [{ interface: 'public', url: 'http://h/v2.1' }] },
          ],
        },
      }),
    };
    response.writeHead(reply.status, { 'Content-Type': 'application/json' });
    response.end(reply.body);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    root: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    asked,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function failureOf(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof CatalogError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('resolved');
}

describe('tokenCatalogs', () => {
  let keystone: Awaited<ReturnType<typeof startKeystone>>;
  let now: number;

  beforeEach(() => {
    now = EXPIRES_AT - 60_000;
  });

  afterEach(async () => {
    await keystone.close();
  });

  it('asks Keystone once per token until the token expires, then again', async () => {
    keystone = await startKeystone();
    const catalogs = tokenCatalogs({ keystoneRoot: keystone.root, now: () => now });

    await catalogs.catalogOf('ok-a');
    await catalogs.catalogOf('ok-a');
    await catalogs.catalogOf('ok-b');
    now = EXPIRES_AT - 1;
    const cached = await catalogs.catalogOf('ok-a');
    expect(keystone.asked).toEqual(['ok-a', 'ok-b']);
    expect(cached.expiresAt).toBe(EXPIRES_AT);

    now = EXPIRES_AT;
    // Keystone (a fake here) still says the old expiry: the token is refused, not served stale.
    expect(await failureOf(catalogs.catalogOf('ok-a'))).toEqual({
      status: 401,
      message: 'The token has expired.',
    });
    expect(keystone.asked).toEqual(['ok-a', 'ok-b', 'ok-a']);
    expect(catalogs.validations).toBe(3);
  });

  it('shares one validation among concurrent first requests with a token', async () => {
    keystone = await startKeystone();
    const catalogs = tokenCatalogs({ keystoneRoot: keystone.root, now: () => now });

    const answers = await Promise.all([1, 2, 3].map(() => catalogs.catalogOf('ok-a')));

    expect(keystone.asked).toEqual(['ok-a']);
    expect(answers.map((answer) => answer.expiresAt)).toEqual([EXPIRES_AT, EXPIRES_AT, EXPIRES_AT]);
  });

  it('keeps at most maxEntries tokens, dropping the oldest', async () => {
    keystone = await startKeystone();
    const catalogs = tokenCatalogs({ keystoneRoot: keystone.root, now: () => now, maxEntries: 2 });

    await catalogs.catalogOf('ok-1');
    await catalogs.catalogOf('ok-2');
    await catalogs.catalogOf('ok-3');
    await catalogs.catalogOf('ok-3');
    await catalogs.catalogOf('ok-2');
    await catalogs.catalogOf('ok-1');

    expect(keystone.asked).toEqual(['ok-1', 'ok-2', 'ok-3', 'ok-1']);
  });

  it('does not keep refusals: a refused token is asked about again', async () => {
    keystone = await startKeystone();
    const catalogs = tokenCatalogs({ keystoneRoot: keystone.root, now: () => now });

    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(await failureOf(catalogs.catalogOf('forged'))).toEqual({
        status: 401,
        message: 'The request you have made requires authentication.',
      });
    }
    expect(keystone.asked).toEqual(['forged', 'forged']);
  });

  it('answers 502 for a Keystone error or an answer without expiry, and when it is down', async () => {
    keystone = await startKeystone((token) =>
      token === 'broken' ? { status: 500, body: '{}' } : { status: 200, body: '{"token":{}}' },
    );
    const catalogs = tokenCatalogs({ keystoneRoot: keystone.root, now: () => now });

    expect(await failureOf(catalogs.catalogOf('broken'))).toEqual({
      status: 502,
      message: 'Keystone answered 500 when validating the token.',
    });
    expect(await failureOf(catalogs.catalogOf('odd'))).toEqual({
      status: 502,
      message: 'Keystone answered a token without a catalog or expiry.',
    });
    await keystone.close();
    const down = await failureOf(catalogs.catalogOf('ok-a'));
    expect(down.status).toBe(502);
    expect(down.message).toMatch(
      /^Keystone at http:\/\/127\.0\.0\.1:\d+ cannot be reached: (ECONNREFUSED|ECONNRESET)\.$/,
    );
  });
});

describe('publicEndpoint', () => {
  const catalog: CatalogService[] = [
    {
      type: 'compute',
      endpoints: [
        { interface: 'admin', region_id: 'eu-west2', url: 'http://admin/v2.1' },
        { interface: 'public', region_id: 'us-east1', url: 'http://us/v2.1' },
        { interface: 'public', region_id: 'eu-west2', url: 'http://eu/v2.1' },
      ],
    },
    {
      type: 'volume',
      endpoints: [{ interface: 'public', region_id: 'eu-west2', url: 'http://v2/v2' }],
    },
    {
      type: 'volumev3',
      endpoints: [{ interface: 'public', region_id: 'eu-west2', url: 'http://v3/v3' }],
    },
    {
      type: 'image',
      endpoints: [{ interface: 'public', region: 'RegionOne', url: 'http://glance' }],
    },
  ];

  it("picks the region's public endpoint", () => {
    expect(publicEndpoint(catalog, 'compute', 'eu-west2')).toBe('http://eu/v2.1');
    expect(publicEndpoint(catalog, 'compute', 'us-east1')).toBe('http://us/v2.1');
  });

  it('prefers block-storage, then volumev3, over the old volume type', () => {
    expect(publicEndpoint(catalog, 'volume', 'eu-west2')).toBe('http://v3/v3');
  });

  it('takes a service offered in one region only, whatever that region is called', () => {
    expect(publicEndpoint(catalog, 'image', 'eu-west2')).toBe('http://glance');
  });

  it('answers 404 when the service has no public endpoint for the region', () => {
    expect(() => publicEndpoint(catalog, 'compute', 'ap-south1')).toThrow(
      new CatalogError(
        404,
        "The token's catalog has no public compute endpoint in region ap-south1.",
      ),
    );
    expect(() => publicEndpoint(catalog, 'dns', 'eu-west2')).toThrow(CatalogError);
  });
});
