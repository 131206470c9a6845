import { utimesSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createAgent } from '../../test-support/agent.ts';
import { createContractValidator } from '../../test-support/openapi.ts';
import { startTestServer } from '../../test-support/server.ts';

let server: Awaited<ReturnType<typeof startTestServer>> | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('GET /api/geo/country', () => {
  it('answers the CDN country header, or null', async () => {
    server = await startTestServer();
    const agent = createAgent(server.app);

    const known = await agent.call({
      method: 'GET',
      operation: '/geo/country',
      headers: { 'cf-ipcountry': 'NL' },
    });
    const unknown = await agent.call({
      method: 'GET',
      operation: '/geo/country',
      headers: { 'cf-ipcountry': 'XX1' },
    });

    expect(known.json()).toEqual({ country: 'NL' });
    expect(unknown.json()).toEqual({ country: null });
  });
});

describe('GET /api/refresh-status/', () => {
  it('says no-build without an app, and changes its key when the build changes', async () => {
    server = await startTestServer({ staticFiles: { 'index.html': '<!doctype html>' } });
    const agent = createAgent(server.app);

    const first = (await agent.call({ method: 'GET', operation: '/refresh-status/' })).json();
    const same = (await agent.call({ method: 'GET', operation: '/refresh-status/' })).json();
    utimesSync(join(server.staticDir, 'index.html'), new Date(), new Date(Date.now() + 60_000));
    const rebuilt = (await agent.call({ method: 'GET', operation: '/refresh-status/' })).json();

    expect(first.refresh_key).toMatch(/^[0-9a-f]{16}$/);
    expect(same).toEqual(first);
    expect(rebuilt.refresh_key).not.toBe(first.refresh_key);

    const bare = await startTestServer();
    const bareKey = (
      await createAgent(bare.app).call({ method: 'GET', operation: '/refresh-status/' })
    ).json();
    await bare.close();
    expect(bareKey).toEqual({ refresh_key: 'no-build' });
  });
});

describe('contract validators of the account schemas', () => {
  const responseValidator = createContractValidator();

  it('reject drift: tokens in a login body, a wrong flag, a float balance, a bad error body', () => {
    const customer = {
      uuid: '3f1c2a8e-5b7d-4e21-9c3a-0d4e5f6a7b8c',
      email: 'demo@cloud-portal.test',
      activated: true,
      suspended: false,
      suspend_reason: null,
      balance: '25.00',
      meta_total_funds_added: '0.00',
      meta_total_funds_spent: '0.00',
      meta_active_services: 0,
      meta_created_services: 0,
      meta_deleted_services: 0,
      totp_enabled: false,
      social_provider: null,
    };
    const expiry = { expires_at: '2026-11-21T12:15:00.000Z' };
    const login = responseValidator('/login/', 'post', 200);

    expect(login({ customer, access: expiry, refresh: expiry })).toBe(true);
    expect(login({ totp_required: true })).toBe(true);
    expect(login({ customer, access: { ...expiry, token: 'eyJ...' }, refresh: expiry })).toBe(
      false,
    );
    expect(login({ totp_required: false })).toBe(false);
    expect(login({ customer: { ...customer, balance: 25 }, access: expiry, refresh: expiry })).toBe(
      false,
    );
    expect(
      login({ customer: { ...customer, uuid: 'nope' }, access: expiry, refresh: expiry }),
    ).toBe(false);
    expect(responseValidator('/login/', 'post', 429)({ detail: 'Throttled.' })).toBe(false);
    expect(responseValidator('/totp/verify-setup/', 'post', 200)({ recovery_codes: ['abc'] })).toBe(
      false,
    );
  });
});
