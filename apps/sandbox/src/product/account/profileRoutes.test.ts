import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAgent } from '../../test-support/agent.ts';
import { startTestServer } from '../../test-support/server.ts';
import { DEMO_CUSTOMER } from './index.ts';
import { EMPTY_PROFILE } from './profilesStore.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeEach(async () => {
  server = await startTestServer({ now: () => new Date('2026-11-21T12:00:00Z') });
});
afterEach(async () => {
  await server.close();
});

async function loggedIn(email = DEMO_CUSTOMER.email, password = DEMO_CUSTOMER.password) {
  const agent = createAgent(server.app);
  await agent.primeCsrf();
  expect((await agent.login(email, password)).statusCode).toBe(200);
  return agent;
}

const RUSSIAN_COMPANY = {
  ...EMPTY_PROFILE,
  first_name: ' Ada ',
  last_name: 'Lovelace',
  phone: '+7 (495) 123-45-67',
  country: 'RU',
  company_name: 'ООО Ромашка',
  company_address: 'Moscow, Tverskaya 1',
  taxpayer_kind: 'company' as const,
  inn: '7707083893',
  kpp: '773601001',
};

function save(agent: Awaited<ReturnType<typeof loggedIn>>, body: unknown) {
  return agent.call({ method: 'PUT', operation: '/customers/profile/', body });
}

describe('/api/customers/profile/', () => {
  it('starts empty, saves trimmed fields, and answers them back', async () => {
    const agent = await loggedIn();
    expect((await agent.call({ method: 'GET', operation: '/customers/profile/' })).json()).toEqual(
      EMPTY_PROFILE,
    );
    const saved = await save(agent, RUSSIAN_COMPANY);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...RUSSIAN_COMPANY, first_name: 'Ada' });
    expect((await agent.call({ method: 'GET', operation: '/customers/profile/' })).json()).toEqual({
      ...RUSSIAN_COMPANY,
      first_name: 'Ada',
    });
  });

  it('refuses a phone without + and country code, a wrong INN checksum and a short KPP', async () => {
    const agent = await loggedIn();
    const response = await save(agent, {
      ...RUSSIAN_COMPANY,
      phone: '8 495 123 45 67',
      inn: '7707083894',
      kpp: '7736010',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid_input',
      errors: {
        phone: [expect.any(String)],
        inn: ['The INN check digits do not match: check the number.'],
        kpp: ['A KPP has 9 characters.'],
      },
    });
    // Nothing was saved.
    expect(
      (await agent.call({ method: 'GET', operation: '/customers/profile/' })).json().phone,
    ).toBe('');
  });

  it('a sole trader has a 12-digit INN and no KPP; outside Russia INN and KPP are dropped', async () => {
    const agent = await loggedIn();
    const soleTrader = await save(agent, {
      ...RUSSIAN_COMPANY,
      taxpayer_kind: 'soleTrader',
      inn: '500100732259',
      kpp: '773601001',
    });
    expect(soleTrader.json()).toMatchObject({ inn: '500100732259', kpp: '' });
    const tenDigits = await save(agent, { ...RUSSIAN_COMPANY, taxpayer_kind: 'soleTrader' });
    expect(tenDigits.statusCode).toBe(400);
    expect(tenDigits.json().errors).toHaveProperty('inn');
    const dutch = await save(agent, { ...RUSSIAN_COMPANY, country: 'NL', inn: '123' });
    expect(dutch.json()).toMatchObject({ country: 'NL', inn: '', kpp: '' });
  });

  it('is per customer, needs a session and CSRF, and refuses unknown or oversized fields', async () => {
    const demo = await loggedIn();
    await save(demo, RUSSIAN_COMPANY);
    const signUp = createAgent(server.app);
    await signUp.primeCsrf();
    await signUp.call({
      method: 'POST',
      operation: '/customers/',
      body: { email: 'other@example.com', password: 'another-long-password' },
    });
    expect((await signUp.call({ method: 'GET', operation: '/customers/profile/' })).json()).toEqual(
      EMPTY_PROFILE,
    );

    const anonymous = createAgent(server.app);
    await anonymous.primeCsrf();
    expect((await save(anonymous, RUSSIAN_COMPANY)).statusCode).toBe(401);
    expect(
      (
        await demo.call({
          method: 'PUT',
          operation: '/customers/profile/',
          body: RUSSIAN_COMPANY,
          csrf: false,
        })
      ).statusCode,
    ).toBe(403);
    expect((await save(demo, { ...RUSSIAN_COMPANY, customer_uuid: 'x' })).statusCode).toBe(400);
    expect(
      (await save(demo, { ...RUSSIAN_COMPANY, company_name: 'x'.repeat(201) })).statusCode,
    ).toBe(400);
  });
});
