// What every Neutron call of the SDK shares: the v2.0 prefix, the page size, list filters.
import { networkAttributeKeys } from '@cloud-portal/domain/security-groups';
import { pathSegment } from '../core/preconditions.ts';
import type { CloudQuery } from '../core/types.ts';

/**
 * Items per request of every Neutron list. §9 names no figure for the network service and
 * Neutron's own `pagination_max_limit` is unlimited by default, so this only bounds one page.
 */
export const NETWORK_LIST_LIMIT = 500;

/**
 * A Neutron path under `/v2.0`: the collection, then ids (each through `pathSegment`).
 *
 * @example
 * neutronPath('networks', 'd32019d3'); // '/v2.0/networks/d32019d3'
 * neutronPath('routers', 'f8a4', 'add_router_interface'); // '/v2.0/routers/f8a4/add_router_interface'
 */
export function neutronPath(collection: string, id?: string, action?: string): string {
  const base = `/v2.0/${collection}`;
  if (id === undefined) return base;
  return `${base}/${pathSegment(id)}${action === undefined ? '' : `/${action}`}`;
}

/**
 * The filters and `fields` of a Neutron list. Filter keys may use `__` for `:`
 * (`router__external: true` is sent as `router:external=true`, §5).
 */
export interface NeutronListInput {
  /** Attribute filters (`name`, `network_id`, `device_id`, `router__external`...). */
  readonly query?: CloudQuery;
  /** Only these fields of each item (Neutron's `fields=`); the SDK always adds `id` for paging. */
  readonly fields?: readonly string[];
}

/**
 * The query of a list: filters with their keys converted (§5) and `fields` (plus `id`).
 *
 * @example
 * neutronListQuery({ query: { router__external: true }, fields: ['name'] });
 * // { 'router:external': true, fields: ['name', 'id'] }
 */
export function neutronListQuery(input: NeutronListInput): CloudQuery {
  const query: Record<string, CloudQuery[string]> = input.query
    ? { ...networkAttributeKeys(input.query) }
    : {};
  if (input.fields !== undefined && input.fields.length > 0) {
    query['fields'] = input.fields.includes('id') ? [...input.fields] : [...input.fields, 'id'];
  }
  return query;
}

/** A `DoubleUnderscore<'router:external'>` is `router__external`: the §5 spelling of a key. */
type DoubleUnderscore<Key extends string> = Key extends `${infer Head}:${infer Tail}`
  ? `${Head}__${DoubleUnderscore<Tail>}`
  : Key;

/**
 * A request body whose colon keys (`router:external`) may also be written with `__`
 * (`router__external`), as §5 allows; the SDK sends the colon form.
 *
 * @example
 * const body: WithAttributeKeys<{ 'router:external'?: boolean }> = { router__external: true };
 */
export type WithAttributeKeys<Body extends object> = Body & {
  readonly [
    Key in keyof Body as Key extends `${string}:${string}` ? DoubleUnderscore<Key> : never
  ]?: Body[Key];
};
