// The domain returns message keys, i18n holds the texts, and neither may import the other: this
// test (in portal, which sees both) fails when a key a domain rule returns has no English text.
import {
  BILLING_CYCLES,
  ERROR_MESSAGE_KEYS,
  FIREWALL_MESSAGE_KEYS,
  HTTP_STATUS_ERROR_CODES,
  NOTIFICATION_ALERT_TYPES,
  PLAN_CATEGORIES,
  PRODUCT_API_ERROR_CODES,
  TICKET_STATUSES,
  TICKET_TOPICS,
  TRANSACTION_KINDS,
  UNKNOWN_IMAGE_MESSAGE_KEY,
  VALIDATION_MESSAGE_KEYS,
  authStateReactions,
  billingCycleLabelKey,
  notificationAlertLabelKey,
  pingLabel,
  planCategoryLabelKey,
  productApiErrorKey,
  refreshToastState,
  regionUnavailableMessageKey,
  sideNavItemStates,
  ticketStatusLabelKey,
  ticketTopicLabelKey,
  transactionKindLabelKey,
  type RegionUnavailableReason,
} from '@cloud-portal/domain';
import { flattenMessages, reference, splitPluralKey } from '@cloud-portal/i18n';
import { describe, expect, test } from 'vitest';

// A plural text counts under its base key too (`servers:count` for `servers:count_one`).
const englishKeys = new Set(
  Object.entries(reference).flatMap(([namespace, messages]) =>
    Object.keys(flattenMessages(messages)).flatMap((key) => [
      `${namespace}:${key}`,
      `${namespace}:${splitPluralKey(key)?.base ?? key}`,
    ]),
  ),
);
const missing = (keys: Iterable<string>) => [...keys].filter((key) => !englishKeys.has(key));

describe('every message key a domain rule returns has an English text', () => {
  test('validation: each message in the namespace of its area', () => {
    expect(missing(Object.values(VALIDATION_MESSAGE_KEYS))).toEqual([]);
  });

  test('errors: the key catalogue, every known product-API code and every status code', () => {
    expect(missing(Object.values(ERROR_MESSAGE_KEYS))).toEqual([]);
    expect(missing(PRODUCT_API_ERROR_CODES.map(productApiErrorKey))).toEqual([]);
    expect(
      missing(Object.values(HTTP_STATUS_ERROR_CODES).map((code) => `errors:status.${code}`)),
    ).toEqual([]);
  });

  test('servers, regions and ping', () => {
    const reasons: RegionUnavailableReason[] = [
      'read_only',
      'maintenance',
      'out_of_stock',
      'unavailable',
      'no_free_ipv4',
      'no_free_ipv6',
    ];
    expect(
      missing([
        UNKNOWN_IMAGE_MESSAGE_KEY,
        ...reasons.map(regionUnavailableMessageKey),
        pingLabel(41).key,
        pingLabel(-3).key,
      ]),
    ).toEqual([]);
  });

  test('network: firewall words', () => {
    expect(missing(Object.values(FIREWALL_MESSAGE_KEYS))).toEqual([]);
  });

  test('account reactions, side navigation, refresh toast and catalogues', () => {
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
      ...TRANSACTION_KINDS.map(transactionKindLabelKey),
      ...NOTIFICATION_ALERT_TYPES.map(notificationAlertLabelKey),
    ];
    expect(
      missing([
        ...reactionKeys,
        ...sideNavKeys,
        ...catalogueKeys,
        refreshToastState(12).messageKey,
      ]),
    ).toEqual([]);
  });
});

test('the check itself notices a key without a text', () => {
  expect(missing(['billing:promo.notFound', 'billing:promo.neverWritten'])).toEqual([
    'billing:promo.neverWritten',
  ]);
});
