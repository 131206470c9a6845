import { createHmac, randomUUID } from 'node:crypto';
import type { Customer, LoginSuccess } from '@cloud-portal/api-client';
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Mailer } from '../../fakes/mail/outboxStore.ts';
import type { EventBus } from '../../platform/events.ts';
import type { SecretsStore } from '../../platform/secrets.ts';
import type { ScryptCost } from '../../platform/security/password.ts';
import type { AccountRecordsStore } from './accountRecordsStore.ts';
import type { CustomerRecord, CustomersStore } from './customersStore.ts';
import type { SessionRecord, SessionsStore } from './sessionsStore.ts';
import type { LoginEventsStore, LoginMethod, LoginOutcome } from './loginEventsStore.ts';
import type { ProfilesStore } from './profilesStore.ts';
import { ANONYMOUS_BINDING, issueCsrfToken } from '../../platform/security/csrf.ts';
import { signJwt, verifyJwt } from '../../platform/security/jwt.ts';
import { createRateLimiter, type RateLimiter } from '../../platform/security/rateLimit.ts';
import { hashToken, randomToken } from '../../platform/security/tokens.ts';

/** Cookie names (documented in openapi.yaml and the README). */
export const COOKIES = {
  access: 'access_token__',
  accessExpires: 'access_expires__',
  refresh: 'refresh_token__',
  csrf: 'csrftoken__',
  challenge: 'login_challenge__',
  affiliateUuid: 'affiliate_uuid',
  affiliateHit: 'affiliate_hit',
  /** Staff impersonation marker (SPEC §4, §6): readable, holds the impersonated email. */
  loggedAsClient: 'LOGGED_AS_CLIENT',
} as const;

/** The session and CSRF cookies, whose names and attributes follow the request's scheme. */
export type SessionCookie = 'access' | 'accessExpires' | 'refresh' | 'csrf' | 'challenge';

/**
 * Prefix of the session cookie names over https. The browser then insists on `Secure`, `Path=/`
 * and no `Domain`, so neither a sibling subdomain nor a plain-http page can set or overwrite
 * them; the server reads only the prefixed names there.
 */
export const HOST_PREFIX = '__Host-';

/** Which session cookies scripts may read (the app copies the CSRF token, checks the expiry). */
const HTTP_ONLY: Readonly<Record<SessionCookie, boolean>> = {
  access: true,
  accessExpires: false,
  refresh: true,
  csrf: false,
  challenge: true,
};

function isHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

/**
 * The name of a session cookie for this request: `__Host-` + the name over https (directly or
 * through a trusted TLS-terminating proxy), the plain name over http so local use keeps working.
 *
 * @example
 * sessionCookieName(request, 'csrf'); // '__Host-csrftoken__' over https, 'csrftoken__' over http
 */
export function sessionCookieName(request: FastifyRequest, cookie: SessionCookie): string {
  return isHttps(request) ? `${HOST_PREFIX}${COOKIES[cookie]}` : COOKIES[cookie];
}

/**
 * Attributes of a session cookie: `SameSite=Lax`, `Secure` over https. Over https every one is
 * on `Path=/` (the prefix requires it); over http the refresh and login-challenge cookies stay
 * on `Path=/api/`, as before.
 */
function sessionCookieOptions(request: FastifyRequest, cookie: SessionCookie) {
  const apiOnly = cookie === 'refresh' || cookie === 'challenge';
  return {
    sameSite: 'lax' as const,
    secure: isHttps(request),
    path: apiOnly && !isHttps(request) ? '/api/' : '/',
    httpOnly: HTTP_ONLY[cookie],
  };
}

/**
 * The value of a session cookie of the request, under its name for the request's scheme.
 *
 * @example
 * const refresh = readSessionCookie(request, 'refresh');
 */
export function readSessionCookie(
  request: FastifyRequest,
  cookie: SessionCookie,
): string | undefined {
  return request.cookies[sessionCookieName(request, cookie)];
}

/**
 * Sets a session cookie under its name and attributes for the request's scheme; `maxAge` in
 * seconds (default: a browser-session cookie).
 *
 * @example
 * setSessionCookie(request, reply, 'challenge', token, 300);
 */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  cookie: SessionCookie,
  value: string,
  maxAge?: number,
): void {
  reply.setCookie(sessionCookieName(request, cookie), value, {
    ...sessionCookieOptions(request, cookie),
    ...(maxAge === undefined ? {} : { maxAge }),
  });
}

/**
 * Deletes a session cookie (same name, path and `Secure` as when set, or the browser ignores it).
 *
 * @example
 * clearSessionCookie(request, reply, 'challenge');
 */
export function clearSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  cookie: SessionCookie,
): void {
  reply.clearCookie(sessionCookieName(request, cookie), sessionCookieOptions(request, cookie));
}

/** Lifetimes, in ms. */
export const LIFETIMES = {
  access: 15 * 60_000,
  /** Of one refresh token; refreshing never takes a session past `session`. */
  refresh: 30 * 24 * 60 * 60_000,
  /** Absolute lifetime of a session, from login: refresh cannot extend it. */
  session: 30 * 24 * 60 * 60_000,
  loginChallenge: 5 * 60_000,
  passwordReset: 60 * 60_000,
} as const;

/** Limits of the attempt counters (in-memory, sliding 15-minute windows). */
export interface RateLimits {
  /** Failed logins (and TOTP codes) per account. Default 5. */
  perAccount: number;
  /** Login, sign-up, reset and TOTP attempts per client address. Default 30. */
  perAddress: number;
  /** Window in ms. Default 15 minutes. */
  windowMs: number;
}

/** Default {@link RateLimits}. */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  perAccount: 5,
  perAddress: 30,
  windowMs: 15 * 60_000,
};

/** The logged-in customer of a request. */
export interface Authenticated {
  customer: CustomerRecord;
  session: SessionRecord;
}

/** The account module's own tables. */
export interface AccountStores {
  customers: CustomersStore;
  sessions: SessionsStore;
  accountRecords: AccountRecordsStore;
  loginEvents: LoginEventsStore;
  profiles: ProfilesStore;
}

/** Shared state and helpers of the account routes. */
export interface AccountContext {
  stores: AccountStores;
  /** Where account mail goes (reset links, notices). */
  mailer: Mailer;
  /** The platform's event bus: the account module publishes `customer.signed_up`. */
  events: EventBus;
  now: () => Date;
  /** scrypt cost of new password and recovery-code hashes. */
  passwordCost: ScryptCost;
  /** `recovery` only checks recovery codes issued before scrypt (see recoveryCodes.ts). */
  keys: { jwt: Buffer; csrf: Buffer; recovery: Buffer };
  accountFailures: RateLimiter;
  addressAttempts: RateLimiter;
  /** Pending TOTP logins by challenge token hash. */
  challenges: Map<string, { customerUuid: string; expiresAt: number }>;
  /** Authorization codes of the sandbox OAuth providers, by code hash (single use, 1 minute). */
  oauthCodes: Map<string, { provider: string; email: string; expiresAt: number }>;
  /** The customer's balance (`Decimal`): the billing ledger's, handed over by modules.ts. */
  balanceOf(customerUuid: string): string;
  /** §3 meta_total_funds_added / _spent (`Decimal`s): the billing ledger's, via modules.ts. */
  fundsOf(customerUuid: string): CustomerFunds;
  authenticate(request: FastifyRequest): Authenticated | undefined;
  csrfBinding(request: FastifyRequest): string;
  /** Sets a fresh CSRF cookie for `binding`; answers its value (the fake pages' forms echo it). */
  setCsrfCookie(request: FastifyRequest, reply: FastifyReply, binding: string): string;
  /**
   * Whether the request carries no live access token and a refresh token that has already been
   * exchanged: another request of the same browser rotated it a moment ago (the answer with the
   * new cookies has not reached this one), or a replay. Its CSRF binding is then unknown, and the
   * browser's CSRF cookie is left as it is rather than replaced by an anonymous one (which would
   * make the page's next post fail once the new cookies are in).
   */
  refreshJustRotated(request: FastifyRequest): boolean;
  openSession(request: FastifyRequest, reply: FastifyReply, customer: CustomerRecord): LoginSuccess;
  /** Writes a login attempt on `customer` into its login history (client address, User-Agent). */
  recordLogin(
    request: FastifyRequest,
    customer: CustomerRecord,
    outcome: LoginOutcome,
    method: LoginMethod,
  ): void;
  clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void;
}

/** What the customer paid in and spent in total (§3 Customer meta), as `Decimal`s. */
export interface CustomerFunds {
  added: string;
  spent: string;
}

/** Funds of a customer the ledger knows nothing about. */
export const NO_FUNDS: CustomerFunds = { added: '0.00', spent: '0.00' };

/**
 * The product-API view of a customer (openapi.yaml `Customer`) with its balance (the billing
 * ledger's sum, `AccountContext.balanceOf`) and the funds added and spent (also the ledger's,
 * `AccountContext.fundsOf`). The service counters are zero until something computes them.
 *
 * @example
 * reply.send([customerBody(customer, context.balanceOf(customer.uuid))]);
 */
export function customerBody(
  customer: CustomerRecord,
  balance: string,
  funds: CustomerFunds = NO_FUNDS,
): Customer {
  return {
    uuid: customer.uuid,
    email: customer.email,
    activated: customer.activated,
    suspended: customer.suspended,
    suspend_reason: customer.suspendReason,
    balance,
    meta_total_funds_added: funds.added,
    meta_total_funds_spent: funds.spent,
    meta_active_services: 0,
    meta_created_services: 0,
    meta_deleted_services: 0,
    totp_enabled: customer.totpSecret !== null,
    social_provider: (customer.socialProvider ?? null) as Customer['social_provider'],
  };
}

/** The request's User-Agent header ('' when absent). */
function userAgentOf(request: FastifyRequest): string {
  const header = request.headers['user-agent'];
  return typeof header === 'string' ? header : '';
}

function deriveKey(master: string, purpose: string): Buffer {
  return createHmac('sha256', Buffer.from(master, 'base64url')).update(purpose).digest();
}

/** When a refresh token issued at `now` expires: its own lifetime, cut at the session deadline. */
function refreshExpiry(now: Date, sessionDeadline: Date): Date {
  return new Date(Math.min(now.getTime() + LIFETIMES.refresh, sessionDeadline.getTime()));
}

/** `Secure` only when the request came over https (local http use keeps working). */
function cookieBase(request: FastifyRequest) {
  return { sameSite: 'lax' as const, secure: isHttps(request), path: '/' };
}

/**
 * Sets the access, expiry-hint and refresh cookies; answers their expiry times. Neither token
 * outlives the session's absolute deadline, and the cookies' Max-Age shrinks as it nears.
 */
function writeSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  input: {
    jwtKey: Buffer;
    now: Date;
    customerUuid: string;
    sessionId: string;
    refreshToken: string;
    refreshExpires: Date;
    sessionDeadline: Date;
  },
): Pick<LoginSuccess, 'access' | 'refresh'> {
  const issuedSeconds = Math.floor(input.now.getTime() / 1000);
  const accessExpiresSeconds = Math.min(
    issuedSeconds + LIFETIMES.access / 1000,
    Math.floor(input.sessionDeadline.getTime() / 1000),
  );
  const accessMaxAge = accessExpiresSeconds - issuedSeconds;
  const access = signJwt(input.jwtKey, {
    sub: input.customerUuid,
    sid: input.sessionId,
    iat: issuedSeconds,
    exp: accessExpiresSeconds,
  });
  setSessionCookie(request, reply, 'access', access, accessMaxAge);
  // No secret: only tells scripts a token is there (§4 Request layer, api-client hasAccessToken).
  setSessionCookie(request, reply, 'accessExpires', String(accessExpiresSeconds), accessMaxAge);
  setSessionCookie(
    request,
    reply,
    'refresh',
    input.refreshToken,
    Math.floor((input.refreshExpires.getTime() - input.now.getTime()) / 1000),
  );
  return {
    access: { expires_at: new Date(accessExpiresSeconds * 1000).toISOString() },
    refresh: { expires_at: input.refreshExpires.toISOString() },
  };
}

/**
 * Creates the account context: keys derived from the per-data-dir master secret (generated on
 * first start, stored in `sandbox_secrets`), rate limiters and session helpers.
 *
 * @example
 * const context = createAccountContext({
 *   stores, mailer, events, secrets, now, passwordCost: SCRYPT_COST,
 *   balanceOf: (uuid) => billing.service.balance(uuid),
 * });
 */
export function createAccountContext({
  stores,
  mailer,
  events,
  secrets,
  now,
  passwordCost,
  balanceOf,
  fundsOf = () => NO_FUNDS,
  rateLimits = DEFAULT_RATE_LIMITS,
}: {
  stores: AccountStores;
  balanceOf: (customerUuid: string) => string;
  fundsOf?: ((customerUuid: string) => CustomerFunds) | undefined;
  mailer: Mailer;
  events: EventBus;
  secrets: SecretsStore;
  now: () => Date;
  passwordCost: ScryptCost;
  rateLimits?: RateLimits;
}): AccountContext {
  const master = secrets.secret('master', () => randomToken(32));
  const keys = {
    jwt: deriveKey(master, 'access-jwt'),
    csrf: deriveKey(master, 'csrf'),
    recovery: deriveKey(master, 'recovery-codes'),
  };
  const clock = () => now().getTime();
  const accountFailures = createRateLimiter({
    limit: rateLimits.perAccount,
    windowMs: rateLimits.windowMs,
    now: clock,
  });
  const addressAttempts = createRateLimiter({
    limit: rateLimits.perAddress,
    windowMs: rateLimits.windowMs,
    now: clock,
  });

  function sessionFromAccess(request: FastifyRequest): SessionRecord | undefined {
    const token = readSessionCookie(request, 'access');
    if (token === undefined) return undefined;
    const claims = verifyJwt(keys.jwt, token, Math.floor(clock() / 1000));
    if (claims === undefined) return undefined;
    const session = stores.sessions.findLive(claims.sid, now());
    return session?.customerUuid === claims.sub ? session : undefined;
  }

  function setCsrfCookie(request: FastifyRequest, reply: FastifyReply, binding: string): string {
    // Readable by scripts on purpose: the app copies it into X-CSRFToken (double submit).
    const token = issueCsrfToken(keys.csrf, binding);
    setSessionCookie(request, reply, 'csrf', token);
    return token;
  }

  return {
    stores,
    mailer,
    events,
    now,
    passwordCost,
    balanceOf,
    fundsOf,
    keys,
    accountFailures,
    addressAttempts,
    challenges: new Map(),
    oauthCodes: new Map(),
    authenticate(request) {
      const session = sessionFromAccess(request);
      if (session === undefined) return undefined;
      const customer = stores.customers.findByUuid(session.customerUuid);
      if (customer === undefined) return undefined;
      stores.sessions.touch(session.id, now());
      return { customer, session };
    },
    csrfBinding(request) {
      const session = sessionFromAccess(request);
      if (session !== undefined) return session.id;
      const refresh = readSessionCookie(request, 'refresh');
      if (refresh !== undefined) {
        const found = stores.sessions.lookupRefresh(hashToken(refresh), now());
        if (found.kind === 'valid') return found.session.id;
      }
      return ANONYMOUS_BINDING;
    },
    setCsrfCookie,
    refreshJustRotated(request) {
      if (sessionFromAccess(request) !== undefined) return false;
      const refresh = readSessionCookie(request, 'refresh');
      if (refresh === undefined) return false;
      return stores.sessions.lookupRefresh(hashToken(refresh), now()).kind === 'reused';
    },
    openSession(request, reply, customer) {
      const issuedAt = now();
      const sessionId = randomUUID();
      const refreshToken = randomToken(32);
      const sessionDeadline = new Date(issuedAt.getTime() + LIFETIMES.session);
      const refreshExpires = refreshExpiry(issuedAt, sessionDeadline);
      stores.sessions.create({
        id: sessionId,
        customerUuid: customer.uuid,
        refreshTokenHash: hashToken(refreshToken),
        now: issuedAt,
        expiresAt: sessionDeadline,
        refreshExpiresAt: refreshExpires,
        ip: request.ip,
        userAgent: userAgentOf(request),
      });
      const tokens = writeSessionCookies(request, reply, {
        jwtKey: keys.jwt,
        now: issuedAt,
        customerUuid: customer.uuid,
        sessionId,
        refreshToken,
        refreshExpires,
        sessionDeadline,
      });
      setCsrfCookie(request, reply, sessionId);
      return {
        customer: customerBody(customer, balanceOf(customer.uuid), fundsOf(customer.uuid)),
        ...tokens,
      };
    },
    recordLogin(request, customer, outcome, method) {
      stores.loginEvents.record({
        customerUuid: customer.uuid,
        ip: request.ip,
        userAgent: userAgentOf(request),
        outcome,
        method,
        now: now(),
      });
    },
    clearSessionCookies(request, reply) {
      for (const cookie of ['access', 'accessExpires', 'refresh', 'challenge'] as const)
        clearSessionCookie(request, reply, cookie);
      reply.clearCookie(COOKIES.loggedAsClient, cookieBase(request));
    },
  };
}

/**
 * Renews the session of a valid refresh token: rotates it and sets fresh cookies (used by
 * `POST /jwt-refresh/`). Answers the new expiry times, or `undefined` for an invalid token; a
 * replayed (already rotated) token revokes the session.
 *
 * @example
 * const tokens = refreshSession(context, request, reply);
 */
export function refreshSession(
  context: AccountContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Pick<LoginSuccess, 'access' | 'refresh'> | undefined {
  const presented = readSessionCookie(request, 'refresh');
  if (presented === undefined) return undefined;
  const now = context.now();
  const presentedHash = hashToken(presented);
  const found = context.stores.sessions.lookupRefresh(presentedHash, now);
  if (found.kind === 'reused') {
    // The token was exchanged before: someone holds a copy. End the session for everyone.
    context.stores.sessions.revoke(found.session.id, now);
    return undefined;
  }
  if (found.kind === 'invalid') return undefined;
  const refreshToken = randomToken(32);
  // The session keeps the deadline set at login: rotation renews the token, not the session.
  const sessionDeadline = new Date(found.session.expiresAt);
  const refreshExpires = refreshExpiry(now, sessionDeadline);
  const rotated = context.stores.sessions.rotateRefresh(
    presentedHash,
    hashToken(refreshToken),
    found.session.id,
    now,
    refreshExpires,
  );
  if (!rotated) return undefined;
  context.stores.sessions.touch(found.session.id, now);
  return writeSessionCookies(request, reply, {
    jwtKey: context.keys.jwt,
    now,
    customerUuid: found.session.customerUuid,
    sessionId: found.session.id,
    refreshToken,
    refreshExpires,
    sessionDeadline,
  });
}
