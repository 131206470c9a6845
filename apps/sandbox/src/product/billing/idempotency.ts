import { createHash } from 'node:crypto';
import type { PaymentsStore } from './paymentsStore.ts';

// The IETF httpapi Idempotency-Key draft for POST transactions/: a client sends a unique key per
// payment attempt and the same key on every retry. The server remembers, per customer and key,
// a fingerprint of the request and the response it gave:
// - same key, same body → the stored response, again (a retry after a lost response);
// - same key, other body → 422 (the key was reused by mistake);
// - same key while the first request is still being processed → 409 (retry later);
// - a request that failed without an answer releases its key, so a retry runs it again.
// A claim left by a request that died mid-way (a crash) is taken over after CLAIM_TIMEOUT_MS.

/** Longest key accepted (openapi `IdempotencyKey`). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/** A claim older than this (sandbox time) belongs to a request that died; it may be retaken. */
export const CLAIM_TIMEOUT_MS = 60_000;

/** An answer to store and replay: its status and JSON body. */
export interface StoredAnswer {
  statusCode: number;
  body: unknown;
}

/** What `runIdempotent` answers. */
export type IdempotentOutcome =
  | { kind: 'fresh'; answer: StoredAnswer }
  | { kind: 'replayed'; answer: StoredAnswer }
  | { kind: 'in_use' }
  | { kind: 'mismatch' };

/**
 * The key of an `Idempotency-Key` header value: the draft makes it a structured-field string
 * (`"8e03978e-…"`), which many clients send bare; both are read. Undefined unless it is 1–255
 * printable ASCII characters.
 *
 * @example
 * idempotencyKeyOf('"abc-123"'); // 'abc-123'
 * idempotencyKeyOf('x'.repeat(256)); // undefined
 */
export function idempotencyKeyOf(header: string): string | undefined {
  const key = /^"[^"\\]*"$/.test(header) ? header.slice(1, -1) : header;
  return key.length >= 1 && key.length <= IDEMPOTENCY_KEY_MAX_LENGTH && /^[\x20-\x7e]+$/.test(key)
    ? key
    : undefined;
}

/** JSON with object keys sorted, so that `{a, b}` and `{b, a}` are the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null)
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/**
 * The fingerprint of a request: SHA-256 of the operation and its canonical JSON body.
 *
 * @example
 * requestFingerprint('createPayment', { amount: '10', kind: 'refill' }); // 'sha256:…'
 */
export function requestFingerprint(operation: string, body: unknown): string {
  return `sha256:${createHash('sha256')
    .update(`${operation}\n${canonical(body)}`)
    .digest('hex')}`;
}

/**
 * Runs `work` once per customer and key: the first request claims the key, runs, and stores its
 * answer; later ones get that answer again, or 'mismatch' / 'in_use'. If `work` throws, the claim
 * is released (nothing was answered) and the error goes on.
 *
 * @example
 * const outcome = runIdempotent(store, { customerUuid, key, fingerprint, now }, () => ({
 *   statusCode: 201, body: payment,
 * }));
 */
export function runIdempotent(
  store: Pick<
    PaymentsStore,
    'idempotencyKey' | 'claimKey' | 'retakeKey' | 'finishKey' | 'releaseKey'
  >,
  request: { customerUuid: string; key: string; fingerprint: string; now: Date },
  work: () => StoredAnswer,
): IdempotentOutcome {
  const { customerUuid, key, fingerprint } = request;
  const at = request.now.toISOString();
  if (!store.claimKey(customerUuid, key, fingerprint, at)) {
    const existing = store.idempotencyKey(customerUuid, key);
    if (existing === undefined) return { kind: 'in_use' }; // released meanwhile: retry
    if (existing.fingerprint !== fingerprint) return { kind: 'mismatch' };
    if (existing.state === 'done')
      return {
        kind: 'replayed',
        answer: {
          statusCode: existing.statusCode ?? 500,
          body: JSON.parse(existing.response ?? 'null') as unknown,
        },
      };
    const abandoned =
      request.now.getTime() - new Date(existing.createdAt).getTime() >= CLAIM_TIMEOUT_MS;
    if (!abandoned || !store.retakeKey(customerUuid, key, fingerprint, existing.createdAt, at))
      return { kind: 'in_use' };
  }
  let answer: StoredAnswer;
  try {
    answer = work();
  } catch (error) {
    store.releaseKey(customerUuid, key);
    throw error;
  }
  store.finishKey(customerUuid, key, answer.statusCode, JSON.stringify(answer.body));
  return { kind: 'fresh', answer };
}
