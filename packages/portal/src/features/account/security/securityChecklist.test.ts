import { describe, expect, test } from 'vitest';
import { securityChecklist, type RegionSecurityInput } from './securityChecklist.ts';

const rule = (overrides: Record<string, unknown>) => ({
  id: `rule-${Math.random()}`,
  direction: 'ingress' as const,
  ethertype: 'IPv4' as const,
  protocol: 'tcp',
  port_range_min: 22,
  port_range_max: 22,
  remote_ip_prefix: '0.0.0.0/0',
  ...overrides,
});

const server = (id: string, groups: string[], keyName: string | null = 'laptop') => ({
  id,
  name: `server-${id}`,
  key_name: keyName,
  security_groups: groups.map((name) => ({ name })),
});

function region(input: Partial<RegionSecurityInput>): RegionSecurityInput {
  return { region: 'eu-west2', securityGroups: [], servers: [], ...input };
}

describe('securityChecklist', () => {
  test('two-factor off is listed only when the account can use it (§6)', () => {
    expect(securityChecklist({ totpEnabled: false, totpAvailable: true, regions: [] })).toEqual([
      { kind: 'twoFactorOff' },
    ]);
    expect(securityChecklist({ totpEnabled: true, totpAvailable: true, regions: [] })).toEqual([]);
    expect(securityChecklist({ totpEnabled: false, totpAvailable: false, regions: [] })).toEqual(
      [],
    );
  });

  test('a used group open to the world on 22 or 3389 is listed, with its region', () => {
    const items = securityChecklist({
      totpEnabled: true,
      totpAvailable: true,
      regions: [
        region({
          region: 'eu-central1',
          securityGroups: [
            { id: 'g-ssh', name: 'ssh', security_group_rules: [rule({})] },
            {
              id: 'g-rdp',
              name: 'rdp',
              security_group_rules: [
                rule({
                  ethertype: 'IPv6',
                  remote_ip_prefix: '::/0',
                  port_range_min: 3000,
                  port_range_max: 4000,
                }),
              ],
            },
          ],
          servers: [server('a', ['ssh', 'rdp'])],
        }),
      ],
    });
    expect(items).toEqual([
      {
        kind: 'openSecurityGroup',
        region: 'eu-central1',
        groupId: 'g-ssh',
        groupName: 'ssh',
        port: 22,
      },
      {
        kind: 'openSecurityGroup',
        region: 'eu-central1',
        groupId: 'g-rdp',
        groupName: 'rdp',
        port: 3389,
      },
    ]);
  });

  test('any protocol and all ports (allow_all) count once a server uses the group; unused groups do not', () => {
    const allowAll = {
      id: 'g-all',
      name: 'allow_all',
      security_group_rules: [rule({ protocol: null, port_range_min: null, port_range_max: null })],
    };
    const unused = securityChecklist({
      totpEnabled: true,
      totpAvailable: true,
      regions: [region({ securityGroups: [allowAll], servers: [server('a', ['default'])] })],
    });
    expect(unused).toEqual([]);
    const used = securityChecklist({
      totpEnabled: true,
      totpAvailable: true,
      regions: [region({ securityGroups: [allowAll], servers: [server('a', ['allow_all'])] })],
    });
    expect(used).toEqual([
      {
        kind: 'openSecurityGroup',
        region: 'eu-west2',
        groupId: 'g-all',
        groupName: 'allow_all',
        port: 22,
      },
    ]);
  });

  test('restricted sources, other ports, UDP and egress are fine', () => {
    const items = securityChecklist({
      totpEnabled: true,
      totpAvailable: true,
      regions: [
        region({
          securityGroups: [
            {
              id: 'g',
              name: 'web',
              security_group_rules: [
                rule({ remote_ip_prefix: '203.0.113.0/24' }),
                rule({ port_range_min: 443, port_range_max: 443 }),
                rule({ protocol: 'udp' }),
                rule({ direction: 'egress' }),
                rule({ remote_ip_prefix: null, remote_group_id: 'g' }),
              ],
            },
          ],
          servers: [server('a', ['web'])],
        }),
      ],
    });
    expect(items).toEqual([]);
  });

  test('servers without an SSH key are listed, in every region', () => {
    const items = securityChecklist({
      totpEnabled: true,
      totpAvailable: true,
      regions: [
        region({ servers: [server('a', [], null), server('b', [])] }),
        region({ region: 'us-east1', servers: [server('c', [], '')] }),
      ],
    });
    expect(items).toEqual([
      { kind: 'serverWithoutSshKey', region: 'eu-west2', serverId: 'a', serverName: 'server-a' },
      { kind: 'serverWithoutSshKey', region: 'us-east1', serverId: 'c', serverName: 'server-c' },
    ]);
  });
});
