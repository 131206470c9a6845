// The domain returns message keys, i18n holds the texts, and neither may import the other: this
// test (in portal, which sees both) fails when a key a domain rule returns has no English text.
import {
  ERROR_MESSAGE_KEYS,
  HTTP_STATUS_ERROR_CODES,
  PLAN_CATEGORIES,
  TICKET_STATUSES,
  TICKET_TOPICS,
  UNKNOWN_IMAGE_MESSAGE_KEY,
  VALIDATION_MESSAGE_NAMES,
  authStateReactions,
  billingCycleLabelKey,
  BILLING_CYCLES,
  planCategoryLabelKey,
  regionUnavailableMessageKey,
  sideNavItemStates,
  ticketStatusLabelKey,
  ticketTopicLabelKey,
  type RegionUnavailableReason,
} from '@cloud-portal/domain';
import { flattenMessages, reference } from '@cloud-portal/i18n';
import { describe, expect, test } from 'vitest';

const englishKeys = new Set(
  Object.entries(reference).flatMap(([namespace, messages]) =>
    Object.keys(flattenMessages(messages)).map((key) => `${namespace}:${key}`),
  ),
);
const missing = (keys: Iterable<string>) => [...keys].filter((key) => !englishKeys.has(key));

describe('every message key a domain rule returns has an English text', () => {
  test('validation', () => {
    expect(missing(VALIDATION_MESSAGE_NAMES.map((name) => `validation:${name}`))).toEqual([]);
  });

  test('errors: the key catalogue and every status code', () => {
    expect(missing(Object.values(ERROR_MESSAGE_KEYS))).toEqual([]);
    expect(
      missing(Object.values(HTTP_STATUS_ERROR_CODES).map((code) => `errors:status.${code}`)),
    ).toEqual([]);
  });

  test('servers and regions', () => {
    const reasons: RegionUnavailableReason[] = [
      'read_only',
      'maintenance',
      'out_of_stock',
      'unavailable',
      'no_free_ipv4',
      'no_free_ipv6',
    ];
    expect(
      missing([UNKNOWN_IMAGE_MESSAGE_KEY, ...reasons.map(regionUnavailableMessageKey)]),
    ).toEqual([]);
  });

  test('account reactions, side navigation and catalogues', () => {
    const reactionKeys = [
      ...authStateReactions(
        { loggedIn: true, activated: true, suspended: false, suspendReason: null },
        { loggedIn: true, activated: true, suspended: true, suspendReason: 'BALANCE' },
        { pathname: '/control/servers/list', hash: '' },
      ),
      ...authStateReactions(
        { loggedIn: true, activated: true, suspended: true, suspendReason: 'BALANCE' },
        { loggedIn: true, activated: true, suspended: false, suspendReason: null },
        { pathname: '/control/servers/list', hash: '' },
      ),
    ].flatMap((reaction) => (reaction.kind === 'notify' ? [reaction.key] : []));
    expect(reactionKeys).toHaveLength(2);
    const sideNavKeys = sideNavItemStates({
      loggedIn: true,
      activated: false,
      suspended: true,
      suspendReason: 'BALANCE',
    }).flatMap((item) => (item.disabled ? [item.reasonKey] : []));
    expect(sideNavKeys.length).toBeGreaterThan(0);
    const catalogueKeys = [
      ...TICKET_STATUSES.map(ticketStatusLabelKey),
      ...TICKET_TOPICS.map(ticketTopicLabelKey),
      ...PLAN_CATEGORIES.map(planCategoryLabelKey),
      ...BILLING_CYCLES.map(billingCycleLabelKey),
    ];
    expect(missing([...reactionKeys, ...sideNavKeys, ...catalogueKeys])).toEqual([]);
  });
});
