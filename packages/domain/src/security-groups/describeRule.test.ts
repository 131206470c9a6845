import { describe, expect, test } from 'vitest';
import { describeFirewallRule, FIREWALL_ANY, FIREWALL_MESSAGE_KEYS } from './describeRule.ts';
import type { SecurityGroupRuleLike } from './securityGroup.types.ts';

const base: SecurityGroupRuleLike = {
  id: 'r',
  direction: 'ingress',
  ethertype: 'IPv4',
  protocol: null,
  port_range_min: null,
  port_range_max: null,
  remote_ip_prefix: null,
  remote_group_id: null,
};

describe('describeFirewallRule (§3 Firewall rule display fields)', () => {
  test('an allow-anything rule', () => {
    expect(describeFirewallRule(base)).toEqual({
      protocol: FIREWALL_ANY,
      portRange: 'any',
      direction: 'ingress',
      etherType: 'IPv4',
      remote: '0.0.0.0/0',
      remoteKind: 'prefix',
    });
    expect(describeFirewallRule({ ...base, ethertype: 'IPv6', direction: 'egress' })).toMatchObject(
      {
        etherType: 'IPv6',
        direction: 'egress',
        remote: '::/0',
      },
    );
  });

  test('protocol numbers are shown as names', () => {
    expect(describeFirewallRule({ ...base, protocol: '6' }).protocol).toBe('tcp');
    expect(describeFirewallRule({ ...base, protocol: 17 }).protocol).toBe('udp');
    expect(describeFirewallRule({ ...base, protocol: 253 }).protocol).toBe('253');
  });

  test('port range: single port, range, any', () => {
    expect(
      describeFirewallRule({ ...base, protocol: 'tcp', port_range_min: 22, port_range_max: 22 })
        .portRange,
    ).toBe('22');
    expect(
      describeFirewallRule({ ...base, protocol: 'tcp', port_range_min: 8000, port_range_max: 8080 })
        .portRange,
    ).toBe('8000-8080');
    expect(describeFirewallRule({ ...base, protocol: 'tcp', port_range_min: 443 }).portRange).toBe(
      '443',
    );
    expect(describeFirewallRule({ ...base, protocol: 'tcp', port_range_max: 53 }).portRange).toBe(
      '53',
    );
    expect(describeFirewallRule({ ...base, protocol: 'tcp' }).portRange).toBe('any');
  });

  test('ICMP: type and code instead of ports', () => {
    const echo = describeFirewallRule({
      ...base,
      protocol: 'icmp',
      port_range_min: 8,
      port_range_max: 0,
    });
    expect(echo.portRange).toBe('any');
    expect(echo.icmp).toEqual({ type: '8', code: '0' });
    const anyIcmp6 = describeFirewallRule({ ...base, ethertype: 'IPv6', protocol: 58 });
    expect(anyIcmp6.protocol).toBe('ipv6-icmp');
    expect(anyIcmp6.icmp).toEqual({ type: 'any', code: 'any' });
    expect(describeFirewallRule({ ...base, protocol: 'tcp' })).not.toHaveProperty('icmp');
  });

  test('remote: prefix, group or address group', () => {
    expect(describeFirewallRule({ ...base, remote_ip_prefix: '10.0.0.0/8' })).toMatchObject({
      remote: '10.0.0.0/8',
      remoteKind: 'prefix',
    });
    expect(describeFirewallRule({ ...base, remote_ip_prefix: '' }).remote).toBe('0.0.0.0/0');
    expect(describeFirewallRule({ ...base, remote_group_id: 'sg-web' })).toMatchObject({
      remote: 'sg-web',
      remoteKind: 'group',
    });
    expect(describeFirewallRule({ ...base, remote_address_group_id: 'ag-1' })).toMatchObject({
      remote: 'ag-1',
      remoteKind: 'addressGroup',
    });
  });
});

test('every translated firewall word a row shows has a network key', () => {
  const row = describeFirewallRule({ ...base, direction: 'egress' });
  expect(FIREWALL_MESSAGE_KEYS[row.direction]).toBe('network:firewall.egress');
  expect(FIREWALL_MESSAGE_KEYS[FIREWALL_ANY]).toBe('network:firewall.any');
  expect(FIREWALL_MESSAGE_KEYS.ingress).toBe('network:firewall.ingress');
});
