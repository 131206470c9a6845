import {
  aggregatePings,
  PING_MAX_SAMPLES,
  PING_TIMEOUT_MS,
  type PingSample,
} from '@cloud-portal/domain/ping';

// §4 Ping measurement: up to 50 pings over a websocket to the region's echo host, each sending a
// timestamp and expecting it back within 5000 ms; the result is the domain's aggregate (median of
// the successes, or the fail value -3 when half or fewer succeed). Pings go one after another, so
// each round trip is measured on an idle socket. A ping's message also carries its sequence
// number, so a late echo of a timed-out ping is never taken for the next one.

/** The part of a `WebSocket` the measurement uses (a fake in tests). */
export interface PingSocket {
  send(data: string): void;
  close(): void;
  addEventListener(type: 'open' | 'close' | 'error', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

/** Options of {@link measureLatency}; the defaults are the browser's and §4/§9's. */
export interface MeasureLatencyOptions {
  /** Opens the socket. Default: `new WebSocket(url)`. */
  createSocket?: (url: string) => PingSocket;
  /** A monotonic clock in ms. Default: `performance.now`. */
  now?: () => number;
  /** Pings sent at most. Default 50 (§9). */
  maxSamples?: number;
  /** Wait for the socket to open and for each echo, in ms. Default 5000 (§9). */
  timeoutMs?: number;
  /** Stops the measurement: the socket closes and the promise rejects with the signal's reason. */
  signal?: AbortSignal;
}

/**
 * The websocket URL of a region's echo host: `/ws/ping/{region}` on the page's own origin, `ws:`
 * or `wss:` to match `http:` or `https:` (DESIGN runtime topology: one origin serves everything).
 * @example pingSocketUrl('eu-west2', 'https://cloud.example/company') // 'wss://cloud.example/ws/ping/eu-west2'
 */
export function pingSocketUrl(regionId: string, pageUrl: string): string {
  const url = new URL(`/ws/ping/${encodeURIComponent(regionId)}`, pageUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

/** What the socket did while we waited for one thing. */
type SocketEvent = { kind: 'open' } | { kind: 'message'; data: unknown } | { kind: 'closed' };

/**
 * Measures the latency to one echo host (§4): the aggregated round trip in ms, or the fail value
 * -3 when the socket cannot open or half or fewer pings come back in time.
 * @example const ms = await measureLatency(pingSocketUrl('eu-west2', location.href));
 */
export async function measureLatency(
  url: string,
  {
    createSocket = (socketUrl) => new WebSocket(socketUrl),
    now = () => performance.now(),
    maxSamples = PING_MAX_SAMPLES,
    timeoutMs = PING_TIMEOUT_MS,
    signal,
  }: MeasureLatencyOptions = {},
): Promise<number> {
  signal?.throwIfAborted();
  const socket = createSocket(url);
  let closed = false;
  let waiter: ((event: SocketEvent) => void) | undefined;
  const deliver = (event: SocketEvent) => waiter?.(event);
  socket.addEventListener('open', () => deliver({ kind: 'open' }));
  socket.addEventListener('message', (event) => deliver({ kind: 'message', data: event.data }));
  const onGone = () => {
    closed = true;
    deliver({ kind: 'closed' });
  };
  socket.addEventListener('close', onGone);
  socket.addEventListener('error', onGone);

  let abort: (() => void) | undefined;
  const aborted = new Promise<never>((_, reject) => {
    abort = () => reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', abort, { once: true });
  });
  aborted.catch(() => undefined); // observed below; avoids an unhandled rejection when unused

  /** Waits until `accept` takes an event, the socket goes, or `timeoutMs` passes (`undefined`). */
  const next = (accept: (event: SocketEvent) => boolean) =>
    Promise.race([
      aborted,
      new Promise<SocketEvent | undefined>((resolve) => {
        const timer = setTimeout(() => finish(undefined), timeoutMs);
        function finish(event: SocketEvent | undefined) {
          clearTimeout(timer);
          waiter = undefined;
          resolve(event);
        }
        waiter = (event) => {
          if (event.kind === 'closed' || accept(event)) finish(event);
        };
      }),
    ]);

  const samples: PingSample[] = [];
  try {
    const opened = await next((event) => event.kind === 'open');
    if (opened?.kind !== 'open') return aggregatePings([]);
    for (let sequence = 0; sequence < maxSamples; sequence += 1) {
      if (closed) {
        samples.push(null); // the host went away: the remaining pings fail
        continue;
      }
      const sentAt = now();
      const message = `${sequence}:${sentAt}`;
      socket.send(message);
      const echo = await next((event) => event.kind === 'message' && event.data === message);
      samples.push(echo?.kind === 'message' ? now() - sentAt : null);
    }
    return aggregatePings(samples);
  } finally {
    if (signal && abort) signal.removeEventListener('abort', abort);
    socket.close();
  }
}
