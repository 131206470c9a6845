import type {
  SecurityGroupLike,
  SecurityGroupRuleLike,
} from '@cloud-portal/domain/security-groups';

/** Remote-access ports a security group should not open to everybody (SSH and RDP). */
export const REMOTE_ACCESS_PORTS = [22, 3389] as const;

/** One thing to fix, with what the screen needs to link to it. */
export type ChecklistItem =
  | { kind: 'twoFactorOff' }
  | { kind: 'openSecurityGroup'; region: string; groupId: string; groupName: string; port: number }
  | { kind: 'serverWithoutSshKey'; region: string; serverId: string; serverName: string };

/** What the checklist reads of one region (the per-region lists the portal already loads, §4). */
export interface RegionSecurityInput {
  region: string;
  securityGroups: readonly SecurityGroupLike[];
  servers: ReadonlyArray<{
    id: string;
    name: string;
    key_name: string | null;
    security_groups?: readonly { readonly name: string }[];
  }>;
}

const WORLD = new Set(['0.0.0.0/0', '::/0']);

/** Whether an ingress rule lets anybody reach TCP `port`. */
function opensToWorld(rule: SecurityGroupRuleLike, port: number): boolean {
  if (rule.direction !== 'ingress') return false;
  const protocol = rule.protocol === null || rule.protocol === undefined ? 'any' : rule.protocol;
  if (!['any', 'tcp', '6', 6].includes(protocol)) return false;
  // A rule without a remote prefix or group admits every address (Neutron's default).
  const remoteGroup = rule.remote_group_id ?? rule.remote_address_group_id ?? null;
  const everybody =
    (rule.remote_ip_prefix === null || rule.remote_ip_prefix === undefined) && remoteGroup === null
      ? true
      : WORLD.has(rule.remote_ip_prefix ?? '');
  if (!everybody) return false;
  const min = rule.port_range_min ?? null;
  const max = rule.port_range_max ?? min;
  return min === null || (min <= port && port <= (max ?? min));
}

/**
 * The account security checklist: two-factor authentication off (when the account can use it,
 * §6), security groups attached to a server that open SSH (22) or RDP (3389) to the whole
 * internet in any region, and servers created without an SSH key (`key_name` empty). A group no
 * server uses guards nothing (the allow_all group every region has, §4 Startup, included) and is
 * not listed until a server uses it.
 * @example securityChecklist({ totpEnabled: false, totpAvailable: true, regions: [] })
 * // [{ kind: 'twoFactorOff' }]
 */
export function securityChecklist(input: {
  totpEnabled: boolean;
  totpAvailable: boolean;
  regions: readonly RegionSecurityInput[];
}): ChecklistItem[] {
  const items: ChecklistItem[] = [];
  if (input.totpAvailable && !input.totpEnabled) items.push({ kind: 'twoFactorOff' });
  for (const { region, securityGroups, servers } of input.regions) {
    const used = new Set(
      servers.flatMap((server) => (server.security_groups ?? []).map((group) => group.name)),
    );
    for (const group of securityGroups) {
      if (!used.has(group.name) && !used.has(group.id)) continue;
      const port = REMOTE_ACCESS_PORTS.find((candidate) =>
        (group.security_group_rules ?? []).some((rule) => opensToWorld(rule, candidate)),
      );
      if (port !== undefined) {
        items.push({
          kind: 'openSecurityGroup',
          region,
          groupId: group.id,
          groupName: group.name,
          port,
        });
      }
    }
    for (const server of servers) {
      if ((server.key_name ?? '').trim() === '') {
        items.push({
          kind: 'serverWithoutSshKey',
          region,
          serverId: server.id,
          serverName: server.name,
        });
      }
    }
  }
  return items;
}
