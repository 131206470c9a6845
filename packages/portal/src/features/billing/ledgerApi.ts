// The customer's ledger (issue 14, §7 Billing: transactions, transaction groups, products),
// injected into the one product-API slice. The pending charges and shaper limits are the server
// billing endpoints (features/servers/billing/serverBillingApi.ts), shared with the server pages.
import type {
  BillingProduct,
  TransactionGroupPage,
  TransactionKind,
  TransactionPage,
} from '@cloud-portal/api-client';
import { productApi } from '../../app/productApi.ts';

/** §9 "Transaction groups 20": groups per page of the history. */
export const GROUPS_PAGE_SIZE = 20;

/** §9 "Transactions page default 500": the most `GET transactions/` answers at once. */
export const TRANSACTIONS_PAGE_SIZE = 500;

/** The filters `GET transactions/` takes (§7), in the portal's words. */
export interface TransactionQuery {
  kind?: TransactionKind | undefined;
  year?: number | undefined;
  month?: number | undefined;
  day?: number | undefined;
  /** Default 0. */
  offset?: number | undefined;
  /** Default {@link TRANSACTIONS_PAGE_SIZE}. */
  limit?: number | undefined;
}

/** One page of groups. */
export interface TransactionGroupQuery {
  kind?: TransactionKind | undefined;
  /** Default 0. */
  offset?: number | undefined;
}

/** Drops undefined keys (openapi-fetch would send `kind=undefined` otherwise). */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

/**
 * The query string of `GET transactions/` for a {@link TransactionQuery}.
 * @example transactionParams({ year: 2026, month: 11 }) // { created__year: 2026, created__month: 11, limit: 500, offset: 0 }
 */
export function transactionParams(query: TransactionQuery) {
  return defined({
    kind: query.kind,
    created__year: query.year,
    created__month: query.month,
    created__day: query.day,
    limit: query.limit ?? TRANSACTIONS_PAGE_SIZE,
    offset: query.offset ?? 0,
  });
}

const withLedgerTags = productApi.enhanceEndpoints({ addTagTypes: ['Ledger', 'Products'] });

/** The ledger endpoints of the product API. */
export const ledgerApi = withLedgerTags.injectEndpoints({
  endpoints: (build) => ({
    /** §7 `GET transactions-groups/?limit=20&offset=&kind=`: one statement line per day and kind. */
    listTransactionGroups: build.query<TransactionGroupPage, TransactionGroupQuery>({
      query:
        ({ kind, offset }) =>
        (client, signal) =>
          client.GET('/transactions-groups/', {
            params: { query: defined({ kind, limit: GROUPS_PAGE_SIZE, offset: offset ?? 0 }) },
            signal,
          }),
      // The screen shows a failure itself (with a retry): no §8 toast on top.
      extraOptions: { silent: true },
      providesTags: ['Ledger'],
    }),
    /** §7 `GET transactions/` with its filters: one page (up to 500) of transactions. */
    listTransactions: build.query<TransactionPage, TransactionQuery>({
      query: (query) => (client, signal) =>
        client.GET('/transactions/', { params: { query: transactionParams(query) }, signal }),
      extraOptions: { silent: true },
      providesTags: ['Ledger'],
    }),
    /** §7 `GET products/`: every billed resource's product (name, plan, hourly price). */
    listProducts: build.query<BillingProduct[], void>({
      query: () => (client, signal) => client.GET('/products/', { signal }),
      extraOptions: { silent: true },
      providesTags: ['Products'],
    }),
  }),
});

export const { useListTransactionGroupsQuery, useListTransactionsQuery, useListProductsQuery } =
  ledgerApi;
