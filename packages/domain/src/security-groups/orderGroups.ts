import { ALLOW_ALL_GROUP_NAME } from './allowAll.ts';

// §5 Lists: the security group list hides the group named default and puts allow_all first.

/** Name of the group Neutron creates in every project; hidden from the list (§5 Lists). */
export const DEFAULT_SECURITY_GROUP_NAME = 'default';

/**
 * Orders security groups for display (§5 Lists): the group named exactly `default` is hidden,
 * `allow_all` comes first, and every other group keeps the order it came in (the cloud's list
 * order, so a table can still sort by a column; a stable order means rows do not jump between
 * polls). Names are compared exactly, as Neutron does.
 *
 * @example
 * orderSecurityGroups([{ name: 'web' }, { name: 'default' }, { name: 'allow_all' }]).map((g) => g.name);
 * // ['allow_all', 'web']
 */
export function orderSecurityGroups<Group extends { readonly name: string }>(
  groups: readonly Group[],
): Group[] {
  const visible = groups.filter((group) => group.name !== DEFAULT_SECURITY_GROUP_NAME);
  return [
    ...visible.filter((group) => group.name === ALLOW_ALL_GROUP_NAME),
    ...visible.filter((group) => group.name !== ALLOW_ALL_GROUP_NAME),
  ];
}
