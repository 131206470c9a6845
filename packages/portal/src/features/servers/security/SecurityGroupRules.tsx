import {
  describeFirewallRule,
  FIREWALL_ANY,
  FIREWALL_MESSAGE_KEYS,
} from '@cloud-portal/domain/security-groups';
import { useTranslation } from 'react-i18next';
import type { CloudSecurityGroup } from '../../cloud/regionResources.ts';
import styles from './ServerSecurityTab.module.css';

/**
 * A group's rules, one line each (§3 firewall display fields: direction, protocol by name, ports
 * or ICMP type and code, ether type, the remote side; a remote group by its name).
 */
export function SecurityGroupRules({
  group,
  groups,
}: {
  group: CloudSecurityGroup;
  /** The region's groups, to name a rule's remote group. */
  groups: readonly CloudSecurityGroup[];
}) {
  const { t } = useTranslation(['servers', 'network']);
  if (group.security_group_rules.length === 0) {
    return <p className={styles.muted}>{t('page.security.noRules')}</p>;
  }
  const word = (value: string) => (value === FIREWALL_ANY ? t(FIREWALL_MESSAGE_KEYS.any) : value);
  return (
    <ul className={styles.rules} aria-label={t('page.security.rulesOf', { name: group.name })}>
      {group.security_group_rules.map((rule) => {
        const row = describeFirewallRule(rule);
        const remote =
          row.remoteKind === 'group'
            ? t('page.security.remoteGroup', {
                name: groups.find((candidate) => candidate.id === row.remote)?.name ?? row.remote,
              })
            : row.remote;
        const params = {
          direction: t(FIREWALL_MESSAGE_KEYS[row.direction]),
          protocol: word(row.protocol),
          etherType: row.etherType,
          remote,
        };
        return (
          <li key={rule.id}>
            {row.icmp
              ? t(row.direction === 'ingress' ? 'page.security.icmpFrom' : 'page.security.icmpTo', {
                  ...params,
                  type: word(row.icmp.type),
                  code: word(row.icmp.code),
                })
              : t(row.direction === 'ingress' ? 'page.security.ruleFrom' : 'page.security.ruleTo', {
                  ...params,
                  ports: word(row.portRange),
                })}
          </li>
        );
      })}
    </ul>
  );
}
