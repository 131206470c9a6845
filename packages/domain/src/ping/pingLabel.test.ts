import { expect, test } from 'vitest';
import { PING_FAIL_VALUE } from './pingAggregate.ts';
import { pingLabel, type PingLabel } from './pingLabel.ts';

test.each<[number, PingLabel]>([
  [0, { key: 'account:ping.latency', params: { ms: 0 } }],
  [41.5, { key: 'account:ping.latency', params: { ms: 42 } }],
  [41.4, { key: 'account:ping.latency', params: { ms: 41 } }],
  [5000, { key: 'account:ping.latency', params: { ms: 5000 } }],
  [PING_FAIL_VALUE, { key: 'account:ping.failed' }],
  [-1, { key: 'account:ping.failed' }],
  [Number.NaN, { key: 'account:ping.failed' }],
])('%s → %j', (latency, expected) => {
  expect(pingLabel(latency)).toEqual(expected);
});
