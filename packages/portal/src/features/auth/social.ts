import type { SocialProvider } from '@cloud-portal/api-client';

/** The social providers of §1/§7, in the order the login screen shows them. */
export const SOCIAL_PROVIDERS: readonly SocialProvider[] = [
  'google',
  'vk',
  'yandex',
  'github',
  'linkedin',
];

/** Provider names as the providers write them (names, not translated texts). */
export const SOCIAL_PROVIDER_NAMES: Readonly<Record<SocialProvider, string>> = {
  google: 'Google',
  vk: 'VK',
  yandex: 'Yandex',
  github: 'GitHub',
  linkedin: 'LinkedIn',
};

/** sessionStorage key of the pending social login (its `state`, provider and return path). */
export const OAUTH_STATE_KEY = 'cloud-portal.oauthState';

/** What the portal remembers between leaving for the provider and coming back. */
export interface PendingSocialLogin {
  state: string;
  provider: SocialProvider;
  next: string | null;
}

/**
 * A fresh `state` value: 128 random bits as hex (CSPRNG), so another site cannot forge a return.
 * @example randomState(); // '9f2c…' (32 hex digits)
 */
export function randomState(): string {
  const bytes = new Uint8Array(new ArrayBuffer(16));
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The portal route a provider sends the visitor back to. */
export function socialReturnPath(provider: SocialProvider): string {
  return `/login/oauth/${provider}`;
}

/**
 * The provider's consent page. The sandbox stands in for every provider at
 * `/sandbox/oauth/{provider}`; with real providers this is their authorize URL built from the
 * brand's client id (apps/sandbox/README.md, "Configuring a real provider").
 * @example socialAuthorizeUrl('github', 'abc'); // '/sandbox/oauth/github?redirect_uri=%2Flogin%2Foauth%2Fgithub&state=abc'
 */
export function socialAuthorizeUrl(provider: SocialProvider, state: string): string {
  const query = new URLSearchParams({ redirect_uri: socialReturnPath(provider), state });
  return `/sandbox/oauth/${provider}?${query.toString()}`;
}

/**
 * Stores the pending login in sessionStorage (per tab, gone when the tab closes).
 * @example savePendingSocialLogin(sessionStorage, { state, provider: 'vk', next: null });
 */
export function savePendingSocialLogin(storage: Storage, pending: PendingSocialLogin): void {
  storage.setItem(OAUTH_STATE_KEY, JSON.stringify(pending));
}

/**
 * Takes the pending login out of storage (single use) if its `state` and provider match the
 * return; anything else (no pending login, another state, bad JSON) is `undefined`.
 * @example takePendingSocialLogin(sessionStorage, 'github', params.get('state'));
 */
export function takePendingSocialLogin(
  storage: Storage,
  provider: string,
  state: string | null,
): PendingSocialLogin | undefined {
  const raw = storage.getItem(OAUTH_STATE_KEY);
  storage.removeItem(OAUTH_STATE_KEY);
  if (raw === null || state === null || state === '') return undefined;
  try {
    const pending = JSON.parse(raw) as Partial<PendingSocialLogin>;
    return pending.state === state && pending.provider === provider
      ? (pending as PendingSocialLogin)
      : undefined;
  } catch {
    return undefined;
  }
}
