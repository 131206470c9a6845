// Which security groups a server has and which it can get, in §5's list order.
import { orderSecurityGroups } from '@cloud-portal/domain/security-groups';
import type { CloudSecurityGroup, CloudServer } from '../../cloud/regionResources.ts';

/** A group of the server: its name (how Nova names it) and the region's group, when known. */
export interface ServerGroup {
  name: string;
  group: CloudSecurityGroup | undefined;
}

/**
 * The server's groups and the region's others, each in §5's order (`default` hidden, `allow_all`
 * first, the rest as listed). Nova lists a group once per port: names are counted once. A name
 * the region's list does not have (yet) is still shown, without its rules. `undefined` groups
 * mean Nova has not given the server any yet (it is being built).
 * @example serverGroups(server, regionGroups).attached.map((entry) => entry.name) // ['allow_all', 'web']
 */
export function serverGroups(
  server: Pick<CloudServer, 'security_groups'>,
  regionGroups: readonly CloudSecurityGroup[] | undefined,
): { attached: ServerGroup[] | undefined; available: CloudSecurityGroup[] } {
  const names = server.security_groups
    ? [...new Set(server.security_groups.map((entry) => entry.name))]
    : undefined;
  const groupNamed = (name: string) => regionGroups?.find((group) => group.name === name);
  const attached = names
    ? orderSecurityGroups(names.map((name) => ({ name, group: groupNamed(name) })))
    : undefined;
  const taken = new Set(names ?? []);
  // Two region groups may share a name; Nova would refuse the ambiguous one anyway: offer it once.
  const seen = new Set<string>();
  const available = orderSecurityGroups(regionGroups ?? []).filter((group) => {
    if (taken.has(group.name) || seen.has(group.name)) return false;
    seen.add(group.name);
    return true;
  });
  return { attached, available };
}
