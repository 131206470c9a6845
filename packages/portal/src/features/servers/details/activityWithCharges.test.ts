import type { Transaction } from '@cloud-portal/api-client';
import { describe, expect, test } from 'vitest';
import { activityWithCharges, serverChargeEvents } from './activityWithCharges.ts';
import type { ServerActivityEntry } from './serverActivity.ts';

const charge = (id: number, overrides: Partial<Transaction> = {}): Transaction => ({
  id,
  kind: 'charge',
  type: 'server',
  sub_type: null,
  message: 'Server web-1',
  amount: '-0.3936',
  currency: 'usd',
  status: 'applied',
  external_id: 'srv-1',
  period_start: '2026-11-21T05:00:00.000Z',
  period_end: '2026-11-22T05:00:00.000Z',
  created: '2026-11-22T05:00:00.000Z',
  ...overrides,
});

const action = (requestId: string, startedAt: string): ServerActivityEntry => ({
  requestId,
  action: 'stop',
  startedAt,
  userId: 'u',
  result: 'success',
});

describe('billing events on the activity timeline', () => {
  test("only this server's applied charges, as positive amounts", () => {
    const events = serverChargeEvents(
      [
        charge(1),
        charge(2, { external_id: 'srv-2' }),
        charge(3, { kind: 'refill', external_id: null, amount: '10.0000' }),
        charge(4, { status: 'failed' }),
      ],
      'srv-1',
    );
    expect(events).toEqual([
      {
        id: 1,
        at: '2026-11-22T05:00:00.000Z',
        amount: 0.3936,
        periodStart: '2026-11-21T05:00:00.000Z',
        periodEnd: '2026-11-22T05:00:00.000Z',
      },
    ]);
  });

  test('merged with the actions, newest first', () => {
    const merged = activityWithCharges(
      [action('req-b', '2026-11-22T10:00:00Z'), action('req-a', '2026-11-20T10:00:00Z')],
      serverChargeEvents(
        [
          charge(2, { created: '2026-11-23T05:00:00Z' }),
          charge(1, { created: '2026-11-21T05:00:00Z' }),
        ],
        'srv-1',
      ),
    );
    expect(merged.map((entry) => entry.key)).toEqual([
      'charge-2',
      'action-req-b',
      'charge-1',
      'action-req-a',
    ]);
  });
});
