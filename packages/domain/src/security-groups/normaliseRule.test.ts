import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { networkAttributeKeys, normaliseSecurityRule } from './normaliseRule.ts';

describe('normaliseSecurityRule (§5 Security rules)', () => {
  test('no port bounds: no port keys at all (not null)', () => {
    const body = normaliseSecurityRule({
      direction: 'ingress',
      ethertype: 'IPv4',
      protocol: 'tcp',
    });
    expect(body).not.toHaveProperty('port_range_min');
    expect(body).not.toHaveProperty('port_range_max');
    const withNulls = normaliseSecurityRule({
      direction: 'ingress',
      ethertype: 'IPv4',
      protocol: 'udp',
      port_range_min: null,
      port_range_max: null,
    });
    expect(Object.keys(withNulls)).not.toContain('port_range_min');
    expect(Object.keys(withNulls)).not.toContain('port_range_max');
  });

  test('no remote prefix defaults to 0.0.0.0/0 (IPv4) or ::/0 (IPv6)', () => {
    expect(
      normaliseSecurityRule({ direction: 'ingress', ethertype: 'IPv4' }).remote_ip_prefix,
    ).toBe('0.0.0.0/0');
    expect(normaliseSecurityRule({ direction: 'egress', ethertype: 'IPv6' }).remote_ip_prefix).toBe(
      '::/0',
    );
    expect(
      normaliseSecurityRule({ direction: 'egress', ethertype: 'IPv6', remote_ip_prefix: '  ' })
        .remote_ip_prefix,
    ).toBe('::/0');
  });

  test('a given remote prefix is kept (trimmed)', () => {
    expect(
      normaliseSecurityRule({
        direction: 'ingress',
        ethertype: 'IPv4',
        remote_ip_prefix: ' 203.0.113.0/24 ',
      }).remote_ip_prefix,
    ).toBe('203.0.113.0/24');
  });

  test('a remote group replaces the prefix (Neutron refuses both)', () => {
    const body = normaliseSecurityRule({
      direction: 'ingress',
      ethertype: 'IPv4',
      remote_group_id: 'g-1',
      remote_ip_prefix: '10.0.0.0/8',
    });
    expect(body.remote_group_id).toBe('g-1');
    expect(body).not.toHaveProperty('remote_ip_prefix');
  });

  test('full example: ssh from anywhere', () => {
    expect(
      normaliseSecurityRule({
        direction: 'ingress',
        ethertype: 'IPv4',
        protocol: 6,
        port_range_min: 22,
        port_range_max: 22,
        description: 'ssh',
        security_group_id: 'sg-1',
      }),
    ).toEqual({
      direction: 'ingress',
      ethertype: 'IPv4',
      protocol: 'tcp',
      port_range_min: 22,
      port_range_max: 22,
      remote_ip_prefix: '0.0.0.0/0',
      description: 'ssh',
      security_group_id: 'sg-1',
    });
  });

  test('one bound of a port range means a single port', () => {
    const onlyMin = normaliseSecurityRule({
      direction: 'ingress',
      ethertype: 'IPv4',
      protocol: 'tcp',
      port_range_min: 443,
    });
    expect([onlyMin.port_range_min, onlyMin.port_range_max]).toEqual([443, 443]);
    const onlyMax = normaliseSecurityRule({
      direction: 'ingress',
      ethertype: 'IPv4',
      protocol: 'tcp',
      port_range_max: 80,
    });
    expect([onlyMax.port_range_min, onlyMax.port_range_max]).toEqual([80, 80]);
  });

  test('ICMP: type alone is sent alone (any code), type and code both kept', () => {
    const echo = normaliseSecurityRule({
      direction: 'ingress',
      ethertype: 'IPv4',
      protocol: 'icmp',
      port_range_min: 8,
    });
    expect(echo.port_range_min).toBe(8);
    expect(echo).not.toHaveProperty('port_range_max');
    const codeOnly = normaliseSecurityRule({
      direction: 'ingress',
      ethertype: 'IPv6',
      protocol: 'icmpv6',
      port_range_max: 0,
    });
    expect(codeOnly.protocol).toBe('ipv6-icmp');
    expect(codeOnly).not.toHaveProperty('port_range_min');
    expect(codeOnly.port_range_max).toBe(0);
  });

  test('port 0 is a bound, not "none"', () => {
    const body = normaliseSecurityRule({
      direction: 'ingress',
      ethertype: 'IPv4',
      protocol: 'udp',
      port_range_min: 0,
      port_range_max: 0,
    });
    expect(body.port_range_min).toBe(0);
  });

  test('any protocol is sent as null; empty description and group id are left out', () => {
    const body = normaliseSecurityRule({
      direction: 'egress',
      ethertype: 'IPv4',
      protocol: 'any',
      description: '',
      security_group_id: '',
    });
    expect(body).toEqual({
      direction: 'egress',
      ethertype: 'IPv4',
      protocol: null,
      remote_ip_prefix: '0.0.0.0/0',
    });
  });

  test('property: no null or undefined values are ever sent except protocol', () => {
    const maybePort = fc.option(fc.integer({ min: 0, max: 65535 }), { nil: null });
    fc.assert(
      fc.property(
        fc.record({
          direction: fc.constantFrom('ingress' as const, 'egress' as const),
          ethertype: fc.constantFrom('IPv4' as const, 'IPv6' as const),
          protocol: fc.constantFrom(null, 'tcp', 'udp', 'icmp', 58, 'any', 132),
          port_range_min: maybePort,
          port_range_max: maybePort,
          remote_ip_prefix: fc.constantFrom(null, '', '10.0.0.0/8'),
        }),
        (input) => {
          const body = normaliseSecurityRule(input);
          for (const [key, value] of Object.entries(body)) {
            if (key !== 'protocol') expect(value).not.toBeNull();
            expect(value).not.toBeUndefined();
          }
          expect('port_range_min' in body || 'port_range_max' in body).toBe(
            input.port_range_min !== null || input.port_range_max !== null,
          );
        },
      ),
    );
  });
});

describe('networkAttributeKeys (§5)', () => {
  test('double underscores become colons', () => {
    expect(
      networkAttributeKeys({
        name: 'private',
        provider__network_type: 'vxlan',
        provider__segmentation_id: 42,
        router__external: false,
      }),
    ).toEqual({
      name: 'private',
      'provider:network_type': 'vxlan',
      'provider:segmentation_id': 42,
      'router:external': false,
    });
  });

  test('single underscores are kept; every double underscore is converted', () => {
    const converted = networkAttributeKeys({ admin_state_up: true, a__b__c: 1 });
    expect(Object.keys(converted).sort()).toEqual(['a:b:c', 'admin_state_up']);
  });

  test('values are not transformed (nested keys stay)', () => {
    const nested = { keep__me: 1 };
    const converted = networkAttributeKeys({ value__spec: nested });
    expect(converted['value:spec']).toBe(nested);
  });

  test('property: a key without "__" is unchanged; converted keys have no "__"', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.integer()), (input) => {
        const output = networkAttributeKeys(input);
        for (const key of Object.keys(output)) expect(key.includes('__')).toBe(false);
        for (const [key, value] of Object.entries(input)) {
          if (!key.includes('__')) expect(output[key as keyof typeof output]).toBe(value);
        }
      }),
    );
  });
});
