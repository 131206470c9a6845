// §4 Login, §7 Account and auth: the login payload and what to do with the answer.

/** The optional affiliate fields of a login payload (§4: dropped when empty). */
export interface LoginAffiliateFields {
  readonly affiliate_uuid?: string | null;
  readonly affiliate_hit?: string | number | null;
}

const AFFILIATE_FIELDS = ['affiliate_uuid', 'affiliate_hit'] as const;

function isEmptyField(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

/**
 * Drops empty `affiliate_uuid` and `affiliate_hit` from a login payload (§4 Login). Empty means
 * `undefined`, `null`, or a string that is blank after trimming; numbers (also 0) are kept.
 * Returns a new object; the other fields are untouched.
 *
 * @example
 * cleanLoginPayload({ email: 'a@b.c', password: 'x', affiliate_uuid: '', affiliate_hit: null });
 * // { email: 'a@b.c', password: 'x' }
 */
export function cleanLoginPayload<Payload extends LoginAffiliateFields>(payload: Payload): Payload {
  const cleaned: Record<string, unknown> = { ...(payload as Record<string, unknown>) };
  for (const field of AFFILIATE_FIELDS) {
    if (isEmptyField(cleaned[field])) delete cleaned[field];
  }
  return cleaned as Payload;
}

/** What the portal does after a login call answered (§4 Login). */
export type LoginOutcome =
  /** The session is not finished: ask for the TOTP (or recovery) code. */
  | { readonly kind: 'totpRequired' }
  /** The session is open: load the customer. */
  | { readonly kind: 'loadCustomer' };

/**
 * The next step after a login call (§4 Login): `totp_required: true` in the response means a
 * second step with a code; anything else (also an empty body) means the customer is loaded. Only
 * the boolean `true` counts: the server enforces the second factor anyway, so a malformed flag
 * ends in a failed customer load, never in a skipped check.
 *
 * @example
 * loginOutcome({ totp_required: true }); // { kind: 'totpRequired' }
 * loginOutcome({});                      // { kind: 'loadCustomer' }
 */
export function loginOutcome(response: unknown): LoginOutcome {
  const totpRequired =
    typeof response === 'object' &&
    response !== null &&
    (response as { readonly totp_required?: unknown }).totp_required === true;
  return totpRequired ? { kind: 'totpRequired' } : { kind: 'loadCustomer' };
}
