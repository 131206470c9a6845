import { base32Encode } from './base32.ts';

// RFC 6238 TOTP as authenticator apps use it by default (and as the sign-in check of DESIGN.md
// security does): HMAC-SHA-1, 6 digits, 30-second steps from the Unix epoch; a code of the
// previous or next step is accepted too, for clocks that drift a little. HOTP (RFC 4226) is the
// HMAC of the step counter with dynamic truncation. The clock and the randomness are arguments:
// the caller passes `Date.now()` and `crypto.getRandomValues` bytes. HMAC comes from WebCrypto
// (`crypto.subtle`, in browsers and Node), hence the promises.

/** Seconds per TOTP step (RFC 6238 default). */
export const TOTP_PERIOD_SECONDS = 30;

/** Digits of a code (RFC 6238 default). */
export const TOTP_DIGITS = 6;

/** Steps before and after the current one whose codes are also accepted (±1: ±30 s). */
export const TOTP_WINDOW_STEPS = 1;

/** Bytes of a new secret: 20 (160 bits), RFC 4226's recommended length for SHA-1. */
export const TOTP_SECRET_BYTES = 20;

/**
 * Result of {@link verifyTotp}: which step matched, relative to the current one (−1 previous,
 * 0 current, 1 next) and as the absolute step counter (store it as the next `lastUsedStep`).
 */
export type TotpVerification =
  | { readonly valid: true; readonly stepOffset: number; readonly step: number }
  | { readonly valid: false };

/** Options of {@link verifyTotp}. */
export interface VerifyTotpOptions {
  /**
   * The step of the last code accepted for this secret: codes of that step and older ones are
   * refused, so each code works once (RFC 6238 §5.2). Default: none (every step of the window).
   */
  readonly lastUsedStep?: number;
}

/**
 * The TOTP step counter of an instant: whole 30-second steps since the Unix epoch.
 *
 * @example
 * totpCounter(59_000); // 1
 */
export function totpCounter(nowMs: number): number {
  if (!Number.isFinite(nowMs)) throw new RangeError(`Expected a finite time, got ${nowMs}`);
  return Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS);
}

/**
 * Seconds left until the code of `nowMs` changes (30 at the start of a step, 1 at its end).
 *
 * @example
 * totpSecondsLeft(59_000); // 1
 */
export function totpSecondsLeft(nowMs: number): number {
  return TOTP_PERIOD_SECONDS - (Math.floor(nowMs / 1000) % TOTP_PERIOD_SECONDS);
}

/**
 * The RFC 4226 HOTP value of `counter` for a secret: HMAC-SHA-1 of the 8-byte big-endian counter,
 * dynamic truncation, the last `digits` decimal digits with leading zeros.
 *
 * @example
 * await hotp(new TextEncoder().encode('12345678901234567890'), 1); // '287082'
 */
export async function hotp(
  secret: Uint8Array,
  counter: number,
  digits: number = TOTP_DIGITS,
): Promise<string> {
  if (!Number.isSafeInteger(counter) || counter < 0) {
    throw new RangeError(`Expected a non-negative integer counter, got ${counter}`);
  }
  const message = new Uint8Array(8);
  // The counter is 64-bit; a safe integer fits in 53 bits, split in two 32-bit halves.
  const view = new DataView(message.buffer);
  view.setUint32(0, Math.floor(counter / 2 ** 32));
  view.setUint32(4, counter % 2 ** 32);
  const key = await crypto.subtle.importKey(
    'raw',
    Uint8Array.from(secret),
    { name: 'HMAC', hash: 'SHA-1' },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, message));
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary =
    ((mac[offset]! & 0x7f) << 24) |
    (mac[offset + 1]! << 16) |
    (mac[offset + 2]! << 8) |
    mac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/**
 * The 6-digit TOTP code of a secret at an instant.
 *
 * @example
 * await totpCode(new TextEncoder().encode('12345678901234567890'), 59_000); // '287082'
 */
export async function totpCode(secret: Uint8Array, nowMs: number): Promise<string> {
  return hotp(secret, totpCounter(nowMs));
}

/**
 * Checks a typed code against a secret at `nowMs`: the current step and one step either side,
 * skipping steps up to `options.lastUsedStep` (a server passes the step it accepted last, so a
 * code cannot be replayed). Spaces in the code are ignored ('123 456', as apps show it); anything
 * but 6 digits is invalid.
 *
 * @example
 * await verifyTotp(secret, '287082', 59_000); // { valid: true, stepOffset: 0, step: 1 }
 * await verifyTotp(secret, '287082', 59_000, { lastUsedStep: 1 }); // { valid: false }
 * await verifyTotp(secret, '000000', 59_000); // { valid: false }
 */
export async function verifyTotp(
  secret: Uint8Array,
  code: string,
  nowMs: number,
  options: VerifyTotpOptions = {},
): Promise<TotpVerification> {
  const typed = code.replace(/\s/g, '');
  if (!new RegExp(`^[0-9]{${TOTP_DIGITS}}$`).test(typed)) return { valid: false };
  const counter = totpCounter(nowMs);
  const lastUsedStep = options.lastUsedStep ?? -1;
  // Current step first: it is the one a correct clock matches.
  for (const stepOffset of [0, -TOTP_WINDOW_STEPS, TOTP_WINDOW_STEPS]) {
    const step = counter + stepOffset;
    if (step < 0 || step <= lastUsedStep) continue;
    if ((await hotp(secret, step)) === typed) return { valid: true, stepOffset, step };
  }
  return { valid: false };
}

/** What an `otpauth://` URI names: the issuer (site) and the account shown in the app. */
export interface OtpauthLabel {
  /** Issuer shown by the app, e.g. the brand's site name. */
  readonly issuer: string;
  /** Account name shown under the issuer, e.g. an email or "test". */
  readonly account: string;
}

/**
 * The Key Uri Format (`otpauth://totp/...`) authenticator apps scan from a QR code, with the
 * secret in base32 and the defaults spelled out (SHA1, 6 digits, 30 s).
 *
 * @example
 * otpauthUri(new TextEncoder().encode('12345678901234567890'), { issuer: 'Cloud', account: 'test' });
 * // 'otpauth://totp/Cloud:test?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=Cloud&algorithm=SHA1&digits=6&period=30'
 */
export function otpauthUri(secret: Uint8Array, label: OtpauthLabel): string {
  const name = `${encodeURIComponent(label.issuer)}:${encodeURIComponent(label.account)}`;
  const query = new URLSearchParams({
    secret: base32Encode(secret),
    issuer: label.issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  });
  return `otpauth://totp/${name}?${query.toString().replace(/\+/g, '%20')}`;
}

/**
 * Groups a base32 secret in blocks of four for reading and typing ('GEZD GNBV …').
 *
 * @example
 * groupSecret('GEZDGNBVGY'); // 'GEZD GNBV GY'
 */
export function groupSecret(base32: string): string {
  return base32.replace(/(.{4})(?=.)/g, '$1 ');
}
