import type { LoginRequest } from '@cloud-portal/api-client';

/**
 * What the fingerprint is made of (sent as `fp_data`, §3 / §7 sign-up and login). A type alias,
 * not an interface, so it fits openapi.yaml's free-form `fp_data` object as it is.
 */
export type FingerprintData = {
  userAgent: string;
  language: string;
  screen: string;
  timezone: string;
};

/** The `fp` / `fp_data` fields of login and sign-up. */
export interface Fingerprint {
  fp: string;
  fp_data: FingerprintData;
}

/**
 * Reads the fingerprint's components from the browser: user agent, language, screen size and
 * colour depth, time zone. Deliberately small: it helps the backend spot repeated sign-ups, it
 * is not a tracking device.
 * @example const data = fingerprintData(); // { userAgent: 'Mozilla/5.0 …', screen: '1920x1080x24', … }
 */
export function fingerprintData(): FingerprintData {
  const screen = globalThis.screen;
  return {
    userAgent: globalThis.navigator?.userAgent ?? '',
    language: globalThis.navigator?.language ?? '',
    screen: screen ? `${screen.width}x${screen.height}x${screen.colorDepth}` : '',
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
}

/**
 * `fp` = hex SHA-256 of the components joined with `|`, `fp_data` = the components. §8:
 * "Fingerprint errors return nothing", so any failure (no Web Crypto) gives `undefined`.
 * @example const fingerprint = await browserFingerprint(); // { fp: '3a7b…', fp_data: {…} }
 */
export async function browserFingerprint(
  data: FingerprintData = fingerprintData(),
): Promise<Fingerprint | undefined> {
  try {
    const text = [data.userAgent, data.language, data.screen, data.timezone].join('|');
    const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
    const fp = Array.from(new Uint8Array(digest), (byte) =>
      byte.toString(16).padStart(2, '0'),
    ).join('');
    return { fp, fp_data: data };
  } catch {
    return undefined;
  }
}

/**
 * The fingerprint as the fields of a login or sign-up body (`{}` when there is none, §8).
 * @example const body = { email, password, ...(await fingerprintFields()) };
 */
export async function fingerprintFields(): Promise<Pick<LoginRequest, 'fp' | 'fp_data'>> {
  const fingerprint = await browserFingerprint();
  if (!fingerprint) return {};
  return { fp: fingerprint.fp, fp_data: fingerprint.fp_data };
}
