import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceText, signedDecimalToUnits } from './ledger.ts';
import { ledgerFixture } from './ledgerTesting.ts';

// Random histories of one customer's account: servers created and deleted at random prices,
// the clock moved by random amounts, deduction runs (also repeated, and after restarts), opening
// balances and manual credits. After every step the ledger must add up to the balance, and each
// server must have been charged exactly its due periods up to the last run — once each.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const START = new Date('2026-11-21T10:00:00.000Z');
const PRICES = ['0.0010', '0.0164', '0.0411', '0.1370'] as const;

type Step =
  | { op: 'advance'; ms: number }
  | { op: 'deduct' }
  | { op: 'restart' }
  | { op: 'credit'; kind: 'opening' | 'credit'; units: number }
  | { op: 'create'; price: (typeof PRICES)[number] }
  | { op: 'delete'; pick: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant('advance' as const), ms: fc.integer({ min: 1, max: 3 * DAY }) }),
  fc.record({ op: fc.constant('advance' as const), ms: fc.constantFrom(DAY, HOUR, 1) }),
  fc.record({ op: fc.constant('deduct' as const) }),
  fc.record({ op: fc.constant('restart' as const) }),
  fc.record({
    op: fc.constant('credit' as const),
    kind: fc.constantFrom('opening' as const, 'credit' as const),
    units: fc.integer({ min: -500_000, max: 5_000_000 }),
  }),
  fc.record({ op: fc.constant('create' as const), price: fc.constantFrom(...PRICES) }),
  fc.record({ op: fc.constant('delete' as const), pick: fc.nat() }),
);

interface ModelServer {
  id: string;
  created: number;
  deleted: number | null;
  hourlyUnits: number;
}

/** What a server owes for its periods ended by `at`, computed period by period from its grid. */
function expectedCharges(server: ModelServer, at: number): number {
  let total = 0;
  for (let k = 1; server.created + k * DAY <= at; k += 1) {
    const start = server.created + (k - 1) * DAY;
    const end = Math.min(start + DAY, server.deleted ?? Number.POSITIVE_INFINITY);
    if (end <= start) break;
    total += Math.floor((server.hourlyUnits * (end - start)) / HOUR);
  }
  return total;
}

const units = (amount: string) => {
  const value = signedDecimalToUnits(amount, 4);
  if (value === undefined) throw new Error(`not an amount: ${amount}`);
  return value;
};

describe('the ledger over random histories', () => {
  it('adds up to the balance and charges every period exactly once', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 40 }), (steps) => {
        const fixture = ledgerFixture(START);
        const customer = fixture.addCustomer('c1');
        const servers: ModelServer[] = [];
        let credited = 0;
        let lastRun: number | undefined;

        for (const current of steps) {
          switch (current.op) {
            case 'advance':
              fixture.advance(current.ms);
              break;
            case 'deduct':
              lastRun = fixture.now().getTime();
              fixture.billing.deductDue(fixture.now());
              break;
            case 'restart':
              fixture.restart();
              break;
            case 'credit': {
              const amount = `${current.units < 0 ? '-' : ''}${(Math.abs(current.units) / 10_000).toFixed(4)}`;
              fixture.billing.credit(customer, { kind: current.kind, amount, message: 'x' });
              credited += current.units;
              break;
            }
            case 'create': {
              const id = `server-${servers.length}`;
              fixture.addServer(customer, id, current.price);
              servers.push({
                id,
                created: fixture.now().getTime(),
                deleted: null,
                hourlyUnits: units(current.price),
              });
              break;
            }
            case 'delete': {
              const live = servers.filter((server) => server.deleted === null);
              const victim = live[current.pick % Math.max(live.length, 1)];
              if (victim === undefined) break;
              fixture.deleteServer(victim.id);
              victim.deleted = fixture.now().getTime();
              break;
            }
            default:
              current satisfies never;
          }

          // The sum of the customer's transactions, as the API lists them, is the balance.
          const listed = fixture.billing.transactions(customer, {}, { limit: 500, offset: 0 });
          const sum = listed.results.reduce((total, row) => total + units(row.amount), 0);
          expect(listed.count).toBe(listed.results.length);
          expect(fixture.billing.balance(customer)).toBe(balanceText(sum));

          // Credits are kept as written; each server is charged its periods up to the last run,
          // and no (server, period) appears twice.
          const charges = listed.results.filter((row) => row.kind === 'charge');
          expect(sum - charges.reduce((total, row) => total + units(row.amount), 0)).toBe(credited);
          const periods = charges.map((row) => `${row.external_id} ${row.period_end}`);
          expect(new Set(periods).size).toBe(periods.length);
          for (const server of servers) {
            const charged = charges
              .filter((row) => row.external_id === server.id)
              .reduce((total, row) => total - units(row.amount), 0);
            expect(charged).toBe(lastRun === undefined ? 0 : expectedCharges(server, lastRun));
          }
        }
      }),
      { numRuns: 100 },
    );
  });
});
