import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { AuthState, AuthStateSnapshot } from './authState.ts';
import { authStateReactions, type AccountReaction } from './authStateReactions.ts';

const WARNING: AccountReaction = { kind: 'notify', level: 'warning', key: 'account:suspended' };
const SUCCESS: AccountReaction = { kind: 'notify', level: 'success', key: 'account:unsuspended' };
const PAY_WITH: AccountReaction = { kind: 'redirect', to: 'pay-with' };
const PAY_WITH_ACTIVATE: AccountReaction = { kind: 'redirect', to: 'pay-with', hash: '#activate' };
const LOGIN: AccountReaction = { kind: 'redirect', to: 'login' };
const SERVER_LIST: AccountReaction = { kind: 'redirect', to: 'server-list' };
const START: AccountReaction = { kind: 'startBackgroundService' };

const SERVERS = '/control/servers/list';
const BILLING = '/control/billing/history';

/** A logged-in, activated, unsuspended customer, with overrides. */
function customer(overrides: Partial<AuthState> = {}): AuthState {
  return { loggedIn: true, activated: true, suspended: false, suspendReason: null, ...overrides };
}

interface Row {
  readonly rule: string;
  readonly previous: AuthStateSnapshot;
  readonly next: AuthStateSnapshot;
  readonly pathname: string;
  readonly hash?: string;
  readonly expected: readonly AccountReaction[];
}

const suspensionBegins: readonly Row[] = [
  {
    rule: 'from null to true, reason BALANCE, activated: warning and pay-with',
    previous: customer({ suspended: null }),
    next: customer({ suspended: true, suspendReason: 'BALANCE' }),
    pathname: SERVERS,
    expected: [WARNING, PAY_WITH],
  },
  {
    rule: 'from a missing field to true: same as null',
    previous: { loggedIn: true, activated: true },
    next: customer({ suspended: true, suspendReason: 'BALANCE' }),
    pathname: SERVERS,
    expected: [WARNING, PAY_WITH],
  },
  {
    rule: 'from nothing, not activated: pay-with with #activate',
    previous: customer({ activated: false, suspended: null }),
    next: customer({ activated: false, suspended: true, suspendReason: 'BALANCE' }),
    pathname: SERVERS,
    expected: [WARNING, PAY_WITH_ACTIVATE],
  },
  {
    rule: 'from nothing, activation unknown: counts as not activated',
    previous: { loggedIn: true },
    next: { loggedIn: true, suspended: true, suspendReason: 'BALANCE' },
    pathname: SERVERS,
    expected: [WARNING, PAY_WITH_ACTIVATE],
  },
  {
    rule: 'from nothing, reason NONE: no warning, still pay-with',
    previous: customer({ suspended: null }),
    next: customer({ suspended: true, suspendReason: 'NONE' }),
    pathname: SERVERS,
    expected: [PAY_WITH],
  },
  {
    rule: 'from nothing, reason NONE, not activated: no warning, pay-with#activate',
    previous: customer({ activated: false, suspended: null }),
    next: customer({ activated: false, suspended: true, suspendReason: 'NONE' }),
    pathname: SERVERS,
    expected: [PAY_WITH_ACTIVATE],
  },
  {
    rule: 'from nothing, reason written " none ": normalised to NONE',
    previous: customer({ suspended: null }),
    next: customer({ suspended: true, suspendReason: ' none ' }),
    pathname: SERVERS,
    expected: [PAY_WITH],
  },
  {
    rule: 'from nothing, unknown reason: warning',
    previous: customer({ suspended: null }),
    next: customer({ suspended: true, suspendReason: null }),
    pathname: SERVERS,
    expected: [WARNING, PAY_WITH],
  },
  {
    rule: 'from nothing, another reason (ABUSE): warning',
    previous: customer({ suspended: null }),
    next: customer({ suspended: true, suspendReason: 'ABUSE' }),
    pathname: SERVERS,
    expected: [WARNING, PAY_WITH],
  },
  {
    rule: 'from nothing, already on a billing page: still pay-with (no billing exception)',
    previous: customer({ suspended: null }),
    next: customer({ suspended: true, suspendReason: 'BALANCE' }),
    pathname: BILLING,
    expected: [WARNING, PAY_WITH],
  },
  {
    rule: 'from nothing, on a public page: pay-with too',
    previous: customer({ suspended: null }),
    next: customer({ suspended: true, suspendReason: 'BALANCE' }),
    pathname: '/news',
    expected: [WARNING, PAY_WITH],
  },
];

const suspensionFromFalse: readonly Row[] = [
  {
    rule: 'false to true, BALANCE, off billing: warning and pay-with',
    previous: customer(),
    next: customer({ suspended: true, suspendReason: 'BALANCE' }),
    pathname: SERVERS,
    expected: [WARNING, PAY_WITH],
  },
  {
    rule: 'false to true on a billing page: warning only',
    previous: customer(),
    next: customer({ suspended: true, suspendReason: 'BALANCE' }),
    pathname: BILLING,
    expected: [WARNING],
  },
  {
    rule: 'false to true on the pay-with page: warning only',
    previous: customer(),
    next: customer({ suspended: true, suspendReason: 'BALANCE' }),
    pathname: '/control/billing/make-payment/pay-with',
    expected: [WARNING],
  },
  {
    rule: 'false to true, reason NONE: no warning (same warning, same exception), pay-with',
    previous: customer(),
    next: customer({ suspended: true, suspendReason: 'NONE' }),
    pathname: SERVERS,
    expected: [PAY_WITH],
  },
  {
    rule: 'false to true, reason NONE, on billing: nothing',
    previous: customer(),
    next: customer({ suspended: true, suspendReason: 'NONE' }),
    pathname: BILLING,
    expected: [],
  },
  {
    rule: 'false to true, not activated: pay-with#activate',
    previous: customer({ activated: false }),
    next: customer({ activated: false, suspended: true, suspendReason: 'BALANCE' }),
    pathname: SERVERS,
    expected: [WARNING, PAY_WITH_ACTIVATE],
  },
];

const suspensionLifts: readonly Row[] = [
  {
    rule: 'true to false: success notice',
    previous: customer({ suspended: true, suspendReason: 'BALANCE' }),
    next: customer({ suspended: false, suspendReason: null }),
    pathname: BILLING,
    expected: [SUCCESS],
  },
  {
    rule: 'true to null (state cleared): nothing',
    previous: customer({ suspended: true, suspendReason: 'BALANCE' }),
    next: customer({ suspended: null }),
    pathname: SERVERS,
    expected: [],
  },
  {
    rule: 'null to false: nothing',
    previous: customer({ suspended: null }),
    next: customer({ suspended: false }),
    pathname: SERVERS,
    expected: [],
  },
  {
    rule: 'true to true with a new reason: nothing',
    previous: customer({ suspended: true, suspendReason: 'NONE' }),
    next: customer({ suspended: true, suspendReason: 'BALANCE' }),
    pathname: SERVERS,
    expected: [],
  },
];

const loggedInOut: readonly Row[] = [
  {
    rule: 'logged out on /control: login',
    previous: customer(),
    next: customer({ loggedIn: false }),
    pathname: SERVERS,
    expected: [LOGIN],
  },
  {
    rule: 'logged out on a deep /control path: login',
    previous: customer(),
    next: customer({ loggedIn: false }),
    pathname: '/control/servers/page/42/server-console',
    expected: [LOGIN],
  },
  {
    rule: 'logged out on a public page: nothing',
    previous: customer(),
    next: customer({ loggedIn: false }),
    pathname: '/news/3',
    expected: [],
  },
  {
    rule: 'unknown to logged out on /control (first load, no session): login',
    previous: undefined,
    next: { loggedIn: false },
    pathname: SERVERS,
    expected: [LOGIN],
  },
  {
    rule: 'still logged out on /control: nothing (no change)',
    previous: { loggedIn: false },
    next: { loggedIn: false },
    pathname: SERVERS,
    expected: [],
  },
  {
    rule: 'logout that also clears a suspension: login only, no success notice',
    previous: customer({ suspended: true, suspendReason: 'BALANCE' }),
    next: { loggedIn: false, activated: null, suspended: false, suspendReason: null },
    pathname: SERVERS,
    expected: [LOGIN],
  },
  {
    rule: 'logout on a public page that resets the account: nothing at all',
    previous: customer({ activated: false, suspended: null }),
    next: { loggedIn: false, activated: true, suspended: true, suspendReason: 'BALANCE' },
    pathname: '/',
    expected: [],
  },
  {
    rule: 'logged in on /login: server-list',
    previous: { loggedIn: false },
    next: { loggedIn: true },
    pathname: '/login',
    expected: [SERVER_LIST],
  },
  {
    rule: 'logged in on /register: server-list',
    previous: { loggedIn: false },
    next: { loggedIn: true },
    pathname: '/register',
    expected: [SERVER_LIST],
  },
  {
    rule: 'logged in on the rocket variant login /sign-in/: server-list',
    previous: { loggedIn: null },
    next: { loggedIn: true },
    pathname: '/sign-in/',
    expected: [SERVER_LIST],
  },
  {
    rule: 'logged in on the home page: nothing',
    previous: { loggedIn: false },
    next: { loggedIn: true },
    pathname: '/',
    expected: [],
  },
  {
    rule: 'already logged in on /login: nothing (no change)',
    previous: { loggedIn: true },
    next: { loggedIn: true },
    pathname: '/login',
    expected: [],
  },
];

const activation: readonly Row[] = [
  {
    rule: 'false to true: background service',
    previous: customer({ activated: false }),
    next: customer({ activated: true }),
    pathname: SERVERS,
    expected: [START],
  },
  {
    rule: 'false to true with #activate: background service, then pay-with without hash',
    previous: customer({ activated: false }),
    next: customer({ activated: true }),
    pathname: '/control/billing/make-payment/pay-with',
    hash: '#activate',
    expected: [START, PAY_WITH],
  },
  {
    rule: 'hash without #: "activate" still matches',
    previous: customer({ activated: false }),
    next: customer({ activated: true }),
    pathname: '/control/billing/make-payment/pay-with',
    hash: 'activate',
    expected: [START, PAY_WITH],
  },
  {
    rule: 'false to true with another hash: background service only',
    previous: customer({ activated: false }),
    next: customer({ activated: true }),
    pathname: '/control/billing/make-payment/pay-with',
    hash: '#recharge',
    expected: [START],
  },
  {
    rule: 'nothing to true (already activated account loads): background service',
    previous: customer({ activated: null }),
    next: customer({ activated: true }),
    pathname: SERVERS,
    expected: [START],
  },
  {
    rule: 'true to true: nothing',
    previous: customer(),
    next: customer(),
    pathname: SERVERS,
    hash: '#activate',
    expected: [],
  },
  {
    rule: 'true to false: nothing',
    previous: customer(),
    next: customer({ activated: false }),
    pathname: SERVERS,
    expected: [],
  },
];

const combinations: readonly Row[] = [
  {
    rule: 'login on /login of a suspended account: warning, service, pay-with wins over server-list',
    previous: { loggedIn: false },
    next: customer({ suspended: true, suspendReason: 'BALANCE' }),
    pathname: '/login',
    expected: [WARNING, START, PAY_WITH],
  },
  {
    rule: 'login on /login of a new account: pay-with#activate for its NONE suspension',
    previous: { loggedIn: false },
    next: customer({ activated: false, suspended: true, suspendReason: 'NONE' }),
    pathname: '/login',
    expected: [PAY_WITH_ACTIVATE],
  },
  {
    rule: 'login on /login of a healthy account: service, then server-list',
    previous: { loggedIn: false },
    next: customer(),
    pathname: '/login',
    expected: [START, SERVER_LIST],
  },
  {
    rule: 'login on /register of a not-activated, unsuspended account: server-list only',
    previous: { loggedIn: false },
    next: customer({ activated: false }),
    pathname: '/register',
    expected: [SERVER_LIST],
  },
  {
    rule: 'activation lifts the suspension on #activate: success, service, pay-with',
    previous: customer({ activated: false, suspended: true, suspendReason: 'NONE' }),
    next: customer({ activated: true, suspended: false, suspendReason: null }),
    pathname: '/control/billing/make-payment/pay-with',
    hash: '#activate',
    expected: [SUCCESS, START, PAY_WITH],
  },
  {
    rule: 'suspended and activated at once on billing: the activation redirect still applies',
    previous: customer({ activated: false }),
    next: customer({ activated: true, suspended: true, suspendReason: 'BALANCE' }),
    pathname: BILLING,
    hash: '#activate',
    expected: [WARNING, START, PAY_WITH],
  },
  {
    rule: 'first customer load on a public page: suspension and service',
    previous: undefined,
    next: customer({ suspended: true, suspendReason: 'BALANCE' }),
    pathname: '/',
    expected: [WARNING, START, PAY_WITH],
  },
  {
    rule: 'next state missing entirely: nothing',
    previous: customer(),
    next: undefined,
    pathname: SERVERS,
    expected: [],
  },
];

describe.each([
  ['suspension begins (from nothing)', suspensionBegins],
  ['suspension becomes true from false', suspensionFromFalse],
  ['suspension lifts', suspensionLifts],
  ['logged in / logged out', loggedInOut],
  ['activated becomes true', activation],
  ['several changes at once', combinations],
])('authStateReactions: %s', (_name, rows) => {
  test.each(rows.map((row) => [row.rule, row] as const))('%s', (_rule, row) => {
    expect(
      authStateReactions(row.previous, row.next, { pathname: row.pathname, hash: row.hash ?? '' }),
    ).toEqual(row.expected);
  });
});

const flag = fc.constantFrom(true, false, null, undefined);
const snapshot: fc.Arbitrary<AuthStateSnapshot> = fc.option(
  fc.record(
    {
      loggedIn: flag,
      activated: flag,
      suspended: flag,
      suspendReason: fc.constantFrom('BALANCE', 'NONE', 'ABUSE', null, undefined),
    },
    { requiredKeys: [] },
  ),
  { nil: undefined },
);
const location = fc.record({
  pathname: fc.constantFrom('/', '/login', '/register', '/sign-in', SERVERS, BILLING, '/news'),
  hash: fc.constantFrom('', '#activate', '#recharge'),
});

function rank(reaction: AccountReaction): number {
  switch (reaction.kind) {
    case 'notify':
      return 0;
    case 'startBackgroundService':
      return 1;
    case 'redirect':
      return 2;
    default:
      return reaction satisfies never;
  }
}

describe('authStateReactions: properties', () => {
  test('an unchanged state gives no reactions', () => {
    fc.assert(
      fc.property(snapshot, location, (state, where) => {
        expect(authStateReactions(state, state, where)).toEqual([]);
      }),
    );
  });

  test('notices come first, then the service, then at most one redirect', () => {
    fc.assert(
      fc.property(snapshot, snapshot, location, (previous, next, where) => {
        const reactions = authStateReactions(previous, next, where);
        const ranks = reactions.map(rank);
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
        expect(reactions.filter((reaction) => reaction.kind === 'redirect').length).toBeLessThan(2);
        expect(reactions.filter((reaction) => reaction.kind === 'notify').length).toBeLessThan(2);
      }),
    );
  });

  test('a logged-out state gets at most the login redirect, and only on /control', () => {
    fc.assert(
      fc.property(snapshot, snapshot, location, (previous, next, where) => {
        const reactions = authStateReactions(previous, { ...next, loggedIn: false }, where);
        const expected = where.pathname.startsWith('/control') && previous?.loggedIn !== false;
        expect(reactions).toEqual(expected ? [LOGIN] : []);
      }),
    );
  });
});
