import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActiveServer } from '../../cloud/compute/testing.ts';
import { manualClock, type ManualClock } from '../../platform/clock.ts';
import { createAgent } from '../../test-support/agent.ts';
import { demoCloudClient } from '../../test-support/cloudClient.ts';
import { startTestServer } from '../../test-support/server.ts';
import { DEMO_CUSTOMER } from '../account/index.ts';

// The ledger through HTTP (every answer checked against openapi.yaml by the agent), with the
// sandbox's own scheduler on a manual clock: moving the clock past a server's 24 h runs the
// deduction as the running sandbox would.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const START = new Date('2026-11-21T10:00:00.000Z');

let server: Awaited<ReturnType<typeof startTestServer>>;
let clock: ManualClock;

type Agent = ReturnType<typeof createAgent>;

/** A call after renewing the session (the access token lives 15 minutes of sandbox time). */
async function renewed(agent: Agent, call: Parameters<Agent['call']>[0]) {
  if (agent.jar.has('refresh_token__'))
    await agent.call({ method: 'POST', operation: '/jwt-refresh/' });
  return agent.call(call);
}

const list = (agent: Agent, query = '') =>
  renewed(agent, { method: 'GET', operation: '/transactions/', path: `/transactions/${query}` });
const one = (agent: Agent, id: string) =>
  renewed(agent, {
    method: 'GET',
    operation: '/transactions/{id}/',
    path: `/transactions/${id}/`,
  });
const groups = (agent: Agent, query = '') =>
  renewed(agent, {
    method: 'GET',
    operation: '/transactions-groups/',
    path: `/transactions-groups/${query}`,
  });
const balance = async (agent: Agent) =>
  (await renewed(agent, { method: 'GET', operation: '/customers/' })).json()[0].balance;

async function demo() {
  const agent = createAgent(server.app);
  await agent.primeCsrf();
  expect((await agent.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).statusCode).toBe(200);
  return agent;
}

async function otherCustomer() {
  const agent = createAgent(server.app);
  await agent.primeCsrf();
  const signUp = await agent.call({
    method: 'POST',
    operation: '/customers/',
    body: { email: 'other@example.test', password: 'other-password-2026' },
  });
  expect(signUp.statusCode).toBe(201);
  return agent;
}

/** A demo server made through Nova, ACTIVE; answers its id and when it was created. */
async function demoServer() {
  const { client } = await demoCloudClient(server.app);
  const createdAt = clock.now().getTime();
  const { id } = await createActiveServer(client, {
    name: 'web-1',
    sleep: (ms) => clock.advance(ms),
  });
  return { id, createdAt };
}

beforeEach(async () => {
  clock = manualClock(START);
  server = await startTestServer({ clock });
});
afterEach(async () => {
  await server.close();
});

describe('without a session', () => {
  it('answers 401', async () => {
    const agent = createAgent(server.app);
    await agent.primeCsrf();
    for (const response of [await list(agent), await one(agent, '1'), await groups(agent)])
      expect(response.json()).toMatchObject({ code: 'not_authenticated' });
  });
});

describe('the ledger of the demo customer', () => {
  it('starts with its opening credit, which is the balance', async () => {
    const agent = await demo();
    const page = (await list(agent)).json();
    expect(page).toMatchObject({ count: 1, limit: 500, offset: 0 });
    expect(page.results[0]).toMatchObject({
      kind: 'opening',
      amount: '25.0000',
      currency: 'usd',
      status: 'applied',
      external_id: null,
    });
    expect(await balance(agent)).toBe('25.00');
  });

  it('gets each server’s 24 h charge from the scheduler, once, and the balance follows', async () => {
    const agent = await demo();
    const web = await demoServer();
    clock.set(new Date(web.createdAt + DAY - 1));
    expect((await list(agent, '?kind=charge')).json().count).toBe(0);

    clock.advance(1);
    const charges = (await list(agent, '?kind=charge')).json();
    expect(charges.count).toBe(1);
    // std.2c4g costs 0.0164/h: a day is 0.3936.
    expect(charges.results[0]).toMatchObject({
      kind: 'charge',
      type: 'server',
      amount: '-0.3936',
      external_id: web.id,
      period_start: new Date(web.createdAt).toISOString(),
      period_end: new Date(web.createdAt + DAY).toISOString(),
      created: new Date(web.createdAt + DAY).toISOString(),
    });
    expect(await balance(agent)).toBe('24.60');

    // A second day: one more charge, none repeated.
    clock.advance(DAY);
    expect((await list(agent, '?kind=charge')).json().count).toBe(2);
    expect(await balance(agent)).toBe('24.21');

    const { id } = charges.results[0];
    expect((await one(agent, String(id))).json()).toEqual(charges.results[0]);
    const days = (await groups(agent, '?kind=charge')).json();
    expect(days).toMatchObject({ count: 2, limit: 20, offset: 0 });
    expect(days.results[0]).toMatchObject({ kind: 'charge', amount: '-0.3936', count: 1 });

    // Another customer sees none of it.
    const other = await otherCustomer();
    expect((await one(other, String(id))).statusCode).toBe(404);
    expect((await list(other)).json()).toMatchObject({ count: 0, results: [] });
    expect((await groups(other)).json()).toMatchObject({ count: 0, results: [] });
    expect(await balance(other)).toBe('0.00');
  });

  it('filters by the UTC date of created', async () => {
    const agent = await demo();
    const today = START.toISOString().slice(0, 10).split('-').map(Number);
    const [year, month, day] = today;
    expect(
      (
        await list(agent, `?created__year=${year}&created__month=${month}&created__day=${day}`)
      ).json().count,
    ).toBe(1);
    expect((await list(agent, `?created__day=${(day ?? 1) + 1}`)).json().count).toBe(0);
  });
});

describe('malformed queries', () => {
  it('are 400 invalid_parameter naming the field', async () => {
    const agent = await demo();
    const cases: [string, string][] = [
      ['?kind=gift', 'kind'],
      ['?kind=charge&kind=refill', 'kind'],
      ['?limit=0', 'limit'],
      ['?limit=501', 'limit'],
      ['?limit=1.5', 'limit'],
      ['?offset=-1', 'offset'],
      ['?created__year=1969', 'created__year'],
      ['?created__month=13', 'created__month'],
      ['?created__day=0', 'created__day'],
      ['?created__day=x', 'created__day'],
    ];
    for (const [query, field] of cases) {
      const response = await list(agent, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('invalid_parameter');
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
    for (const query of ['?kind=gift', '?limit=501', '?offset=x']) {
      const response = await groups(agent, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('invalid_parameter');
    }
  });

  it('a transaction id that is not a number is 404', async () => {
    const agent = await demo();
    for (const id of ['abc', '0', '999999'])
      expect((await one(agent, id)).statusCode, id).toBe(404);
  });
});

describe('the deduction job', () => {
  it('runs at start, and after a failed run tries again an hour later', async () => {
    const billing = server.modules.billing.service;
    const deductions = () =>
      server.platform.scheduler.pending().filter((job) => job.name === 'billing deductions');
    expect(deductions().map((job) => job.dueAt)).toEqual([START]);

    const deductDue = billing.deductDue;
    billing.deductDue = () => {
      throw new Error('the database is busy');
    };
    clock.advance(1);
    expect(deductions().map((job) => job.dueAt)).toEqual([new Date(START.getTime() + HOUR)]);

    billing.deductDue = deductDue;
    clock.advance(HOUR);
    // Nothing to deduct for a day: the next run is 24 h after this one.
    expect(deductions().map((job) => job.dueAt)).toEqual([new Date(START.getTime() + HOUR + DAY)]);
  });
});
