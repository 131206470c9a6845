import type { ApiFailure } from '@cloud-portal/api-client';

/**
 * Whether a failed `POST transactions/` may have reached the server, so that the retry must send
 * the same Idempotency-Key (the server then answers the payment it created, never a second
 * one): a network failure or timeout (status 0), a 5xx, or 409 `idempotency_key_in_use` (the
 * first request is still running). Any other answer is final for that key.
 * @example isRetryableWithSameKey({ status: 502, ... }) // true
 */
export function isRetryableWithSameKey(failure: Pick<ApiFailure, 'status'>): boolean {
  return failure.status === 0 || failure.status >= 500 || failure.status === 409;
}

/**
 * One payment attempt's Idempotency-Key: made once (crypto.randomUUID) when the attempt is first
 * sent and kept for its retries; `renew` when the user changes the form (another attempt).
 * @example const attempt = new PaymentAttempt(); attempt.key(); attempt.key(); // same key twice
 */
export class PaymentAttempt {
  #key: string | undefined;

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  /** The key of the current attempt, made on first use. */
  key(): string {
    this.#key ??= this.newKey();
    return this.#key;
  }

  /** The form changed, or the server refused the attempt for good: the next send is a new one. */
  renew(): void {
    this.#key = undefined;
  }

  /** After a failed send: keep the key for a retry when the server may have seen it, else renew. */
  failed(failure: Pick<ApiFailure, 'status'>): void {
    if (!isRetryableWithSameKey(failure)) this.renew();
  }
}
