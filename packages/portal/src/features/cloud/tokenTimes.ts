/**
 * Renewal margin before expiry: 5 minutes, at most half the token's lifetime. Keystone's default
 * lifetime is 1 h, so a token is renewed after 55 min. Five minutes cover what can delay a renewal
 * or outlive it: a hidden tab's timers (Chrome aligns them to one minute), a request that set out
 * just before the renewal with its 3 retries 3 s apart (§7), a long list being paged, and a renewal
 * that itself needs its 3 retries (§7 token fetch retries on 500/502). Half the lifetime bounds it
 * for short-lived tokens (a test cloud's), so those are still used before being renewed.
 */
export const TOKEN_RENEW_MARGIN_MS = 5 * 60_000;

/** The token is not sent in its last 30 s (at most a tenth of its life): it would expire in flight. */
export const TOKEN_SEND_CUTOFF_MS = 30_000;

/** When a token is renewed and until when it is sent, on the local clock. */
export interface TokenTimes {
  renewAt: number;
  validUntil: number;
}

/**
 * The local times of a token received at `receivedAt` (local ms). The lifetime is measured on the
 * cloud's clock (`expires_at - issued_at`) and laid onto the local one, so a browser clock that is
 * minutes off does not make the token look expired (or valid) when it is not. Without `issued_at`
 * the local clock is compared with `expires_at` directly.
 * @example
 * tokenTimes({ expiresAt: '2030-01-01T01:00:00Z', issuedAt: '2030-01-01T00:00:00Z' }, 0)
 * // { renewAt: 3_300_000, validUntil: 3_570_000 }
 */
export function tokenTimes(
  token: { expiresAt: string; issuedAt?: string | undefined },
  receivedAt: number,
): TokenTimes {
  const expires = Date.parse(token.expiresAt);
  const issued = token.issuedAt === undefined ? Number.NaN : Date.parse(token.issuedAt);
  const measured = Number.isFinite(issued) ? expires - issued : expires - receivedAt;
  const lifetime = Number.isFinite(measured) && measured > 0 ? measured : 0;
  return {
    renewAt: receivedAt + lifetime - Math.min(TOKEN_RENEW_MARGIN_MS, lifetime / 2),
    validUntil: receivedAt + lifetime - Math.min(TOKEN_SEND_CUTOFF_MS, lifetime / 10),
  };
}
