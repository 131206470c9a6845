import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  ALLOW_ALL_GROUP_NAME,
  allowAllRules,
  createdGroupRuleDeletions,
  findAllowAllGroup,
  isAllowAllRuleSet,
  planAllowAllGroup,
  ruleMatchesAllowAllRule,
  type AllowAllStep,
} from './allowAll.ts';
import type { SecurityGroupLike, SecurityGroupRuleLike } from './securityGroup.types.ts';

// Trimmed from Neutron's security-group-create-response.json: a new group comes with 2 default
// egress rules whose remote prefix is null.
const NEUTRON_DEFAULT_EGRESS: SecurityGroupRuleLike[] = [
  {
    direction: 'egress',
    ethertype: 'IPv4',
    id: '38ce2d8e-e8f1-48bd-83c2-d33cb9f50c3d',
    port_range_max: null,
    port_range_min: null,
    protocol: null,
    remote_group_id: null,
    remote_ip_prefix: null,
    security_group_id: '2076db17-a522-4506-91de-c6dd8e837028',
  },
  {
    direction: 'egress',
    ethertype: 'IPv6',
    id: '565b9502-12de-4ffd-91e9-68885cff6ae1',
    port_range_max: null,
    port_range_min: null,
    protocol: null,
    remote_group_id: null,
    remote_ip_prefix: null,
    security_group_id: '2076db17-a522-4506-91de-c6dd8e837028',
  },
];

function rule(id: string, fields: Partial<SecurityGroupRuleLike> = {}): SecurityGroupRuleLike {
  return {
    id,
    direction: 'ingress',
    ethertype: 'IPv4',
    protocol: null,
    port_range_min: null,
    port_range_max: null,
    remote_ip_prefix: null,
    remote_group_id: null,
    ...fields,
  };
}

/** The 4 correct rules as Neutron lists them (null remote prefix = anywhere). */
function correctRules(): SecurityGroupRuleLike[] {
  return [
    rule('r1', { direction: 'ingress', ethertype: 'IPv4' }),
    rule('r2', { direction: 'egress', ethertype: 'IPv4' }),
    rule('r3', { direction: 'ingress', ethertype: 'IPv6', remote_ip_prefix: '::/0' }),
    rule('r4', { direction: 'egress', ethertype: 'IPv6' }),
  ];
}

const kinds = (steps: readonly AllowAllStep[]) => steps.map((step) => step.kind);

describe('allowAllRules (§4 Startup)', () => {
  test('exactly 4 rules: IPv4 and IPv6 × ingress and egress, any protocol, no ports', () => {
    expect(allowAllRules()).toEqual([
      { direction: 'ingress', ethertype: 'IPv4', protocol: null, remote_ip_prefix: '0.0.0.0/0' },
      { direction: 'egress', ethertype: 'IPv4', protocol: null, remote_ip_prefix: '0.0.0.0/0' },
      { direction: 'ingress', ethertype: 'IPv6', protocol: null, remote_ip_prefix: '::/0' },
      { direction: 'egress', ethertype: 'IPv6', protocol: null, remote_ip_prefix: '::/0' },
    ]);
    for (const body of allowAllRules()) {
      expect(body).not.toHaveProperty('port_range_min');
      expect(body).not.toHaveProperty('port_range_max');
    }
  });

  test('returns a new array each time', () => {
    const first = allowAllRules();
    first.pop();
    expect(allowAllRules()).toHaveLength(4);
  });
});

describe('ruleMatchesAllowAllRule', () => {
  const [ingressV4, , , egressV6] = allowAllRules() as [never, never, never, never];

  test('null and explicit any-prefix both count as anywhere', () => {
    expect(ruleMatchesAllowAllRule(rule('a'), ingressV4)).toBe(true);
    expect(ruleMatchesAllowAllRule(rule('a', { remote_ip_prefix: '0.0.0.0/0' }), ingressV4)).toBe(
      true,
    );
    expect(ruleMatchesAllowAllRule(NEUTRON_DEFAULT_EGRESS[1]!, egressV6)).toBe(true);
  });

  test('protocol "any" and a missing protocol key count as any', () => {
    expect(ruleMatchesAllowAllRule(rule('a', { protocol: 'any' }), ingressV4)).toBe(true);
    const { protocol: _omitted, ...withoutProtocol } = rule('a');
    expect(ruleMatchesAllowAllRule(withoutProtocol, ingressV4)).toBe(true);
  });

  test.each<[string, Partial<SecurityGroupRuleLike>]>([
    ['another direction', { direction: 'egress' }],
    ['another ether type', { ethertype: 'IPv6' }],
    ['a protocol', { protocol: 'tcp' }],
    ['a port bound', { port_range_min: 22 }],
    ['an upper port bound', { port_range_max: 22 }],
    ['a narrower prefix', { remote_ip_prefix: '10.0.0.0/8' }],
    ['the other family prefix', { remote_ip_prefix: '::/0' }],
    ['a remote group', { remote_group_id: 'g' }],
    ['a remote address group', { remote_address_group_id: 'ag' }],
  ])('a rule with %s does not match', (_label, fields) => {
    expect(ruleMatchesAllowAllRule(rule('a', fields), ingressV4)).toBe(false);
  });
});

describe('planAllowAllGroup (§4 Startup)', () => {
  test('missing group: create it, delete its initial rules, then add the 4', () => {
    const plan = planAllowAllGroup([{ id: 'd', name: 'default', security_group_rules: [] }]);
    expect(kinds(plan)).toEqual([
      'createGroup',
      'deleteCreatedGroupRules',
      'createRule',
      'createRule',
      'createRule',
      'createRule',
    ]);
    expect(plan[0]).toEqual({
      kind: 'createGroup',
      group: { name: 'allow_all', description: expect.any(String) as string },
    });
    expect(plan.slice(2)).toEqual(
      allowAllRules().map((body) => ({ kind: 'createRule', rule: body })),
    );
  });

  test('a group with the right 4 rules needs nothing', () => {
    expect(
      planAllowAllGroup([{ id: 'g', name: 'allow_all', security_group_rules: correctRules() }]),
    ).toEqual([]);
  });

  test('the right 4 in any order need nothing', () => {
    const rules = correctRules().reverse();
    expect(
      planAllowAllGroup([{ id: 'g', name: 'allow_all', security_group_rules: rules }]),
    ).toEqual([]);
  });

  test('wrong count (Neutron defaults only): delete both, recreate the 4', () => {
    const plan = planAllowAllGroup([
      { id: 'g', name: 'allow_all', security_group_rules: NEUTRON_DEFAULT_EGRESS },
    ]);
    expect(plan).toEqual([
      { kind: 'deleteRule', ruleId: '38ce2d8e-e8f1-48bd-83c2-d33cb9f50c3d' },
      { kind: 'deleteRule', ruleId: '565b9502-12de-4ffd-91e9-68885cff6ae1' },
      ...allowAllRules().map((body) => ({ kind: 'createRule', rule: body })),
    ]);
  });

  test('wrong count (5: the 4 plus an extra): delete all 5 and recreate, as the spec says', () => {
    const rules = [...correctRules(), rule('r5', { protocol: 'tcp', port_range_min: 22 })];
    const plan = planAllowAllGroup([{ id: 'g', name: 'allow_all', security_group_rules: rules }]);
    expect(plan.filter((step) => step.kind === 'deleteRule')).toHaveLength(5);
    expect(plan.filter((step) => step.kind === 'createRule')).toHaveLength(4);
  });

  test('no rules at all, or a missing rules list: just add the 4', () => {
    expect(
      kinds(planAllowAllGroup([{ id: 'g', name: 'allow_all', security_group_rules: [] }])),
    ).toEqual(['createRule', 'createRule', 'createRule', 'createRule']);
    expect(kinds(planAllowAllGroup([{ id: 'g', name: 'allow_all' }]))).toHaveLength(4);
  });

  test('count is 4 but one rule is wrong: delete that one, create the missing one', () => {
    const rules = correctRules();
    rules[2] = rule('r3', { direction: 'ingress', ethertype: 'IPv6', protocol: 'tcp' });
    const plan = planAllowAllGroup([{ id: 'g', name: 'allow_all', security_group_rules: rules }]);
    expect(plan).toEqual([
      { kind: 'deleteRule', ruleId: 'r3' },
      {
        kind: 'createRule',
        rule: { direction: 'ingress', ethertype: 'IPv6', protocol: null, remote_ip_prefix: '::/0' },
      },
    ]);
  });

  test('count is 4 with a duplicate: the duplicate goes, the missing rule is created', () => {
    const rules = correctRules();
    rules[3] = rule('dup', { direction: 'ingress', ethertype: 'IPv4' });
    const plan = planAllowAllGroup([{ id: 'g', name: 'allow_all', security_group_rules: rules }]);
    expect(plan).toEqual([
      { kind: 'deleteRule', ruleId: 'dup' },
      {
        kind: 'createRule',
        rule: { direction: 'egress', ethertype: 'IPv6', protocol: null, remote_ip_prefix: '::/0' },
      },
    ]);
  });

  test("count is 4 like Neutron's default group (remote-group ingress): repaired", () => {
    const rules = [
      ...NEUTRON_DEFAULT_EGRESS,
      rule('in4', { direction: 'ingress', ethertype: 'IPv4', remote_group_id: 'self' }),
      rule('in6', { direction: 'ingress', ethertype: 'IPv6', remote_group_id: 'self' }),
    ];
    const plan = planAllowAllGroup([{ id: 'g', name: 'allow_all', security_group_rules: rules }]);
    expect(plan).toEqual([
      { kind: 'deleteRule', ruleId: 'in4' },
      { kind: 'deleteRule', ruleId: 'in6' },
      { kind: 'createRule', rule: allowAllRules()[0] },
      { kind: 'createRule', rule: allowAllRules()[2] },
    ]);
  });

  test('only the first allow_all group is considered', () => {
    const groups: SecurityGroupLike[] = [
      { id: 'g1', name: 'allow_all', security_group_rules: correctRules() },
      { id: 'g2', name: 'allow_all', security_group_rules: [] },
    ];
    expect(planAllowAllGroup(groups)).toEqual([]);
    expect(findAllowAllGroup(groups)?.id).toBe('g1');
  });
});

describe('createdGroupRuleDeletions', () => {
  test('one deletion per rule of the created group', () => {
    expect(
      createdGroupRuleDeletions({
        id: '2076db17',
        name: ALLOW_ALL_GROUP_NAME,
        security_group_rules: NEUTRON_DEFAULT_EGRESS,
      }),
    ).toEqual([
      { kind: 'deleteRule', ruleId: '38ce2d8e-e8f1-48bd-83c2-d33cb9f50c3d' },
      { kind: 'deleteRule', ruleId: '565b9502-12de-4ffd-91e9-68885cff6ae1' },
    ]);
    expect(createdGroupRuleDeletions({ id: 'g', name: ALLOW_ALL_GROUP_NAME })).toEqual([]);
  });
});

/**
 * A tiny Neutron stand-in: creating a group adds 2 default egress rules, creating a duplicate rule
 * fails (as Neutron answers 409), deleting an unknown rule fails (404).
 */
class FakeNeutron {
  groups: Array<{ id: string; name: string; security_group_rules: SecurityGroupRuleLike[] }>;
  private nextId = 0;

  constructor(groups: SecurityGroupLike[]) {
    this.groups = groups.map((group) => ({
      id: group.id,
      name: group.name,
      security_group_rules: [...(group.security_group_rules ?? [])],
    }));
  }

  execute(steps: readonly AllowAllStep[]): void {
    let target = findAllowAllGroup(this.groups);
    let created: SecurityGroupLike | undefined;
    const run = (step: AllowAllStep): void => {
      switch (step.kind) {
        case 'createGroup': {
          const id = this.id('group');
          const group = {
            id,
            name: step.group.name,
            security_group_rules: NEUTRON_DEFAULT_EGRESS.map((r) => ({
              ...r,
              id: this.id('rule'),
            })),
          };
          this.groups.push(group);
          target = group;
          created = structuredClone(group);
          return;
        }
        case 'deleteCreatedGroupRules':
          if (created === undefined) throw new Error('no group was created');
          createdGroupRuleDeletions(created).forEach(run);
          return;
        case 'deleteRule': {
          const group = this.groups.find((g) =>
            g.security_group_rules.some((r) => r.id === step.ruleId),
          );
          if (group === undefined) throw new Error(`404 rule ${step.ruleId}`);
          group.security_group_rules = group.security_group_rules.filter(
            (r) => r.id !== step.ruleId,
          );
          return;
        }
        case 'createRule': {
          if (target === undefined) throw new Error('no group for the rule');
          if (target.security_group_rules.some((r) => ruleMatchesAllowAllRule(r, step.rule))) {
            throw new Error('409 rule exists');
          }
          target.security_group_rules.push({ ...step.rule, id: this.id('rule') });
          return;
        }
        default:
          step satisfies never;
      }
    };
    steps.forEach(run);
  }

  private id(prefix: string): string {
    this.nextId += 1;
    return `${prefix}-${String(this.nextId)}`;
  }
}

describe('executing the plan', () => {
  const arbitraryRule = fc.record({
    direction: fc.constantFrom('ingress' as const, 'egress' as const),
    ethertype: fc.constantFrom('IPv4' as const, 'IPv6' as const),
    protocol: fc.constantFrom(null, 'tcp', 'any', 'icmp'),
    port_range_min: fc.constantFrom(null, 22),
    port_range_max: fc.constantFrom(null, 22),
    remote_ip_prefix: fc.constantFrom(null, '0.0.0.0/0', '::/0', '10.0.0.0/8'),
    remote_group_id: fc.constantFrom(null, null, 'g-other'),
  });
  // Rule ids are unique across groups, as in Neutron.
  const arbitraryGroups = fc
    .array(
      fc.record({
        name: fc.constantFrom('default', 'allow_all', 'web'),
        security_group_rules: fc.array(arbitraryRule, { maxLength: 7 }),
      }),
      { maxLength: 3 },
    )
    .map((groups) =>
      groups.map((group, groupIndex) => ({
        ...group,
        id: `g-${String(groupIndex)}`,
        security_group_rules: group.security_group_rules.map((r, ruleIndex) => ({
          ...r,
          id: `r-${String(groupIndex)}-${String(ruleIndex)}`,
        })),
      })),
    );

  test('from nothing, the region ends with allow_all holding exactly the 4 rules', () => {
    const neutron = new FakeNeutron([]);
    neutron.execute(planAllowAllGroup(neutron.groups));
    const group = findAllowAllGroup(neutron.groups);
    expect(group?.security_group_rules).toHaveLength(4);
    expect(isAllowAllRuleSet(group?.security_group_rules ?? [])).toBe(true);
  });

  test('property: any start state ends right, and planning again finds nothing to do', () => {
    fc.assert(
      fc.property(arbitraryGroups, (groups) => {
        const neutron = new FakeNeutron(groups);
        neutron.execute(planAllowAllGroup(neutron.groups));
        const group = findAllowAllGroup(neutron.groups);
        expect(group).toBeDefined();
        expect(group?.security_group_rules).toHaveLength(4);
        expect(isAllowAllRuleSet(group?.security_group_rules ?? [])).toBe(true);
        expect(planAllowAllGroup(neutron.groups)).toEqual([]);
      }),
    );
  });

  test('property: other groups are never touched', () => {
    fc.assert(
      fc.property(arbitraryGroups, (groups) => {
        const neutron = new FakeNeutron(groups);
        const others = structuredClone(
          neutron.groups.filter((g) => g !== findAllowAllGroup(neutron.groups)),
        );
        neutron.execute(planAllowAllGroup(neutron.groups));
        const target = findAllowAllGroup(neutron.groups);
        expect(neutron.groups.filter((g) => g !== target)).toEqual(others);
      }),
    );
  });
});

describe('isAllowAllRuleSet', () => {
  test('true only for exactly the 4', () => {
    expect(isAllowAllRuleSet(correctRules())).toBe(true);
    expect(isAllowAllRuleSet(correctRules().slice(1))).toBe(false);
    expect(isAllowAllRuleSet([...correctRules(), rule('r5')])).toBe(false);
    expect(isAllowAllRuleSet([])).toBe(false);
  });
});
