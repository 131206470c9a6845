import { PING_FAIL_VALUE } from '@cloud-portal/domain/ping';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { measureLatency, pingSocketUrl, type PingSocket } from './measureLatency.ts';

type Listener = (event: { data: unknown }) => void;

/**
 * A fake echo socket driven by the test: `reply(n)` decides what happens to the n-th message
 * (echo after some ms, never, or close the socket), on the fake clock.
 */
class FakeSocket implements PingSocket {
  readonly sent: string[] = [];
  closed = false;
  private readonly listeners = new Map<string, Listener[]>();
  constructor(
    private readonly behaviour: (sequence: number, socket: FakeSocket, message: string) => void,
  ) {}
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, data?: unknown) {
    for (const listener of this.listeners.get(type) ?? []) listener({ data });
  }
  send(data: string) {
    this.sent.push(data);
    this.behaviour(this.sent.length - 1, this, data);
  }
  close() {
    this.closed = true;
  }
}

let clock = 0;
beforeEach(() => {
  vi.useFakeTimers();
  clock = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

/** Echo after `delay(sequence)` ms of the fake clock. */
const echoAfter =
  (delay: (sequence: number) => number) =>
  (sequence: number, socket: FakeSocket, message: string) => {
    setTimeout(() => {
      clock += delay(sequence);
      socket.emit('message', message);
    }, 0);
  };

async function run(socket: FakeSocket, options: { open?: boolean; maxSamples?: number } = {}) {
  const result = measureLatency('ws://sandbox/ws/ping/eu-west2', {
    createSocket: () => socket,
    now: () => clock,
    maxSamples: options.maxSamples ?? 4,
  });
  if (options.open !== false) socket.emit('open');
  await vi.runAllTimersAsync();
  return result;
}

describe('measureLatency (§4 ping rule)', () => {
  test('the median round trip of the echoes, then the socket closes', async () => {
    const delays = [40, 42, 300, 41];
    const socket = new FakeSocket(echoAfter((sequence) => delays[sequence] ?? 0));
    await expect(run(socket)).resolves.toBe(41.5);
    expect(socket.sent).toHaveLength(4);
    expect(socket.closed).toBe(true);
  });

  test('sends 50 pings by default (§9)', async () => {
    const socket = new FakeSocket(echoAfter(() => 10));
    const result = measureLatency('ws://x', { createSocket: () => socket, now: () => clock });
    socket.emit('open');
    await vi.runAllTimersAsync();
    await expect(result).resolves.toBe(10);
    expect(socket.sent).toHaveLength(50);
  });

  test('a ping without an echo within 5000 ms fails; half failed → -3', async () => {
    // Pings 0 and 2 echo, 1 and 3 never do: 2 of 4 is "half or fewer".
    const socket = new FakeSocket((sequence, fake, message) => {
      if (sequence % 2 === 0) echoAfter(() => 20)(sequence, fake, message);
    });
    await expect(run(socket)).resolves.toBe(PING_FAIL_VALUE);
    expect(socket.sent).toHaveLength(4);
  });

  test('more than half succeed: measured, the timeouts left out', async () => {
    const socket = new FakeSocket((sequence, fake, message) => {
      if (sequence !== 3) echoAfter(() => 30)(sequence, fake, message);
    });
    await expect(run(socket)).resolves.toBe(30);
  });

  test('a late echo of a timed-out ping is not taken for the next ping', async () => {
    const socket = new FakeSocket((sequence, fake, message) => {
      // Ping 0 is answered only after 6 s (timed out); its echo arrives while ping 1 waits.
      if (sequence === 0) setTimeout(() => fake.emit('message', message), 6000);
      else if (sequence === 1)
        setTimeout(() => {
          clock += 100;
          fake.emit('message', message);
        }, 2000);
      else echoAfter(() => 100)(sequence, fake, message);
    });
    // Samples: null, 100, 100 → 100 (with the stale echo taken, ping 1 would measure 0).
    await expect(run(socket, { maxSamples: 3 })).resolves.toBe(100);
  });

  test('a socket that never opens within 5000 ms: -3 without sending', async () => {
    const socket = new FakeSocket(echoAfter(() => 10));
    await expect(run(socket, { open: false })).resolves.toBe(PING_FAIL_VALUE);
    expect(socket.sent).toHaveLength(0);
    expect(socket.closed).toBe(true);
  });

  test('an unknown region closes the socket at once (sandbox 4404): -3', async () => {
    const socket = new FakeSocket(echoAfter(() => 10));
    const result = measureLatency('ws://x', { createSocket: () => socket, now: () => clock });
    socket.emit('close');
    await vi.runAllTimersAsync();
    await expect(result).resolves.toBe(PING_FAIL_VALUE);
    expect(socket.sent).toHaveLength(0);
  });

  test('a socket that closes midway fails the remaining pings', async () => {
    const socket = new FakeSocket((sequence, fake, message) => {
      if (sequence < 2) echoAfter(() => 25)(sequence, fake, message);
      else setTimeout(() => fake.emit('close'), 0);
    });
    // 2 of 6 succeed → -3; nothing is sent after the close.
    await expect(run(socket, { maxSamples: 6 })).resolves.toBe(PING_FAIL_VALUE);
    expect(socket.sent).toHaveLength(3);
  });

  test('aborting rejects and closes the socket', async () => {
    const socket = new FakeSocket(() => undefined);
    const controller = new AbortController();
    const result = measureLatency('ws://x', {
      createSocket: () => socket,
      now: () => clock,
      signal: controller.signal,
    });
    const settled = expect(result).rejects.toThrow();
    socket.emit('open');
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    await settled;
    expect(socket.closed).toBe(true);
  });
});

describe('pingSocketUrl', () => {
  test('same origin, ws for http and wss for https, region encoded', () => {
    expect(pingSocketUrl('eu-west2', 'http://127.0.0.1:4750/company/x')).toBe(
      'ws://127.0.0.1:4750/ws/ping/eu-west2',
    );
    expect(pingSocketUrl('a b', 'https://cloud.example/')).toBe(
      'wss://cloud.example/ws/ping/a%20b',
    );
  });
});
