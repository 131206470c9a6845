import { expect, test } from 'vitest';
import { PING_FAIL_VALUE } from './pingAggregate.ts';
import { pingLabel, type PingLabel } from './pingLabel.ts';

test.each<[number, PingLabel]>([
  [0, { key: 'servers:ping.latency', params: { ms: 0 } }],
  [41.5, { key: 'servers:ping.latency', params: { ms: 42 } }],
  [41.4, { key: 'servers:ping.latency', params: { ms: 41 } }],
  [5000, { key: 'servers:ping.latency', params: { ms: 5000 } }],
  [PING_FAIL_VALUE, { key: 'servers:ping.failed' }],
  [-1, { key: 'servers:ping.failed' }],
  [Number.NaN, { key: 'servers:ping.failed' }],
])('%s → %j', (latency, expected) => {
  expect(pingLabel(latency)).toEqual(expected);
});
