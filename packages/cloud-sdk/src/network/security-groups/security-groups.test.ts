import { describe, expect, test } from 'vitest';
import { createCloudClient } from '../../core/client.ts';
import { fakeFetch, jsonResponse } from '../../testing/fake-fetch.ts';
import { missingKeys } from '../../testing/wire-keys.ts';
import {
  createSecurityGroup,
  createSecurityGroupRule,
  deleteSecurityGroup,
  deleteSecurityGroupRule,
  getSecurityGroup,
  listAllSecurityGroups,
  updateSecurityGroup,
} from './security-groups.ts';
import {
  GROUP_CREATE_REQUEST,
  GROUP_CREATE_RESPONSE,
  GROUP_SHOW,
  GROUPS_LIST,
  NEUTRON_GROUP_REQUIRED_KEYS,
  NEUTRON_RULE_REQUIRED_KEYS,
  readSampleJson,
  RULE_CREATE_RESPONSE,
  RULE_SHOW,
  RULES_LIST,
} from './security-groups.fixtures.ts';
import type {
  NeutronSecurityGroupCreate,
  NeutronSecurityGroupListResponse,
  NeutronSecurityGroupRuleListResponse,
} from './security-groups.types.ts';

const GROUP_ID = 'a7734e61-b545-452d-a3cd-0189cbd9747a';

function clientAnswering(responder: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch(responder);
  return { fake, client: createCloudClient({ token: () => 'tok', fetch: fake.fetch }) };
}

describe('security groups (contract: official Neutron samples)', () => {
  test.each([GROUP_SHOW, GROUP_CREATE_RESPONSE])('%s carries every required field', (path) => {
    const { security_group } = readSampleJson<{
      security_group: { security_group_rules: unknown[] };
    }>(path);
    expect(missingKeys(security_group, NEUTRON_GROUP_REQUIRED_KEYS)).toEqual([]);
    for (const rule of security_group.security_group_rules)
      expect(missingKeys(rule, NEUTRON_RULE_REQUIRED_KEYS)).toEqual([]);
  });

  test('the list samples carry every required field', () => {
    const groups = readSampleJson<NeutronSecurityGroupListResponse>(GROUPS_LIST);
    for (const group of groups.security_groups)
      expect(missingKeys(group, NEUTRON_GROUP_REQUIRED_KEYS)).toEqual([]);
    const rules = readSampleJson<NeutronSecurityGroupRuleListResponse>(RULES_LIST);
    for (const rule of rules.security_group_rules)
      expect(missingKeys(rule, NEUTRON_RULE_REQUIRED_KEYS)).toEqual([]);
    for (const path of [RULE_SHOW, RULE_CREATE_RESPONSE]) {
      const { security_group_rule } = readSampleJson<{ security_group_rule: unknown }>(path);
      expect(missingKeys(security_group_rule, NEUTRON_RULE_REQUIRED_KEYS)).toEqual([]);
    }
  });
});

describe('security groups', () => {
  test('create sends the official body; list, get, update and delete use the v2.0 paths', async () => {
    const list = readSampleJson<NeutronSecurityGroupListResponse>(GROUPS_LIST);
    const created = readSampleJson<{ security_group: unknown }>(GROUP_CREATE_RESPONSE);
    const { fake, client } = clientAnswering((call) => {
      if (call.method === 'DELETE') return new Response(null, { status: 204 });
      if (call.url.includes('/security-groups?')) return jsonResponse(list);
      return jsonResponse(created, { status: call.method === 'POST' ? 201 : 200 });
    });
    const request = readSampleJson<{ security_group: NeutronSecurityGroupCreate }>(
      GROUP_CREATE_REQUEST,
    );
    expect(await createSecurityGroup(client, request.security_group)).toEqual(
      created.security_group,
    );
    expect(JSON.parse(fake.calls[0]?.body ?? '')).toEqual(request);
    expect(fake.calls[0]?.url).toBe('/cloud/eu-west2/network/v2.0/security-groups');
    expect(await listAllSecurityGroups(client)).toEqual(list.security_groups);
    await getSecurityGroup(client, { securityGroupId: GROUP_ID });
    expect(fake.calls[2]?.url).toBe(`/cloud/eu-west2/network/v2.0/security-groups/${GROUP_ID}`);
    await updateSecurityGroup(client, { securityGroupId: GROUP_ID, securityGroup: { name: 'x' } });
    expect(JSON.parse(fake.calls[3]?.body ?? '')).toEqual({ security_group: { name: 'x' } });
    await deleteSecurityGroup(client, { securityGroupId: GROUP_ID });
    expect(fake.calls[4]?.method).toBe('DELETE');
  });
});

describe('createSecurityGroupRule (§5 normalisation)', () => {
  function ruleClient() {
    return clientAnswering(() =>
      jsonResponse(readSampleJson(RULE_CREATE_RESPONSE), { status: 201 }),
    );
  }

  test('one port bound becomes a one-port range; no prefix becomes 0.0.0.0/0', async () => {
    const { fake, client } = ruleClient();
    const rule = await createSecurityGroupRule(client, {
      security_group_id: GROUP_ID,
      direction: 'ingress',
      ethertype: 'IPv4',
      protocol: 6,
      port_range_min: 22,
    });
    expect(rule).toEqual(
      readSampleJson<{ security_group_rule: unknown }>(RULE_CREATE_RESPONSE).security_group_rule,
    );
    expect(fake.calls[0]?.url).toBe('/cloud/eu-west2/network/v2.0/security-group-rules');
    expect(JSON.parse(fake.calls[0]?.body ?? '')).toEqual({
      security_group_rule: {
        direction: 'ingress',
        ethertype: 'IPv4',
        protocol: 'tcp',
        port_range_min: 22,
        port_range_max: 22,
        remote_ip_prefix: '0.0.0.0/0',
        security_group_id: GROUP_ID,
      },
    });
  });

  test('no bounds sends no port keys; IPv6 without a prefix gets ::/0; a remote group no prefix', async () => {
    const { fake, client } = ruleClient();
    await createSecurityGroupRule(client, {
      security_group_id: GROUP_ID,
      direction: 'egress',
      ethertype: 'IPv6',
      protocol: null,
      port_range_min: null,
      remote_ip_prefix: '',
    });
    expect(JSON.parse(fake.calls[0]?.body ?? '')).toEqual({
      security_group_rule: {
        direction: 'egress',
        ethertype: 'IPv6',
        protocol: null,
        remote_ip_prefix: '::/0',
        security_group_id: GROUP_ID,
      },
    });
    await createSecurityGroupRule(client, {
      security_group_id: GROUP_ID,
      direction: 'ingress',
      ethertype: 'IPv4',
      protocol: 'tcp',
      port_range_min: 80,
      port_range_max: 80,
      remote_group_id: '85cc3048-abc3-43cc-89b3-377341426ac5',
    });
    expect(JSON.parse(fake.calls[1]?.body ?? '')).toEqual({
      security_group_rule: {
        direction: 'ingress',
        ethertype: 'IPv4',
        protocol: 'tcp',
        port_range_min: 80,
        port_range_max: 80,
        remote_group_id: '85cc3048-abc3-43cc-89b3-377341426ac5',
        security_group_id: GROUP_ID,
      },
    });
  });

  test('a duplicate rule rejects with Neutron’s 409 message; delete addresses the rule', async () => {
    const message =
      'Security group rule already exists. Rule id is 2bc0accf-312e-429a-956e-e4407625eb62.';
    const { fake, client } = clientAnswering((call) =>
      call.method === 'DELETE'
        ? new Response(null, { status: 204 })
        : jsonResponse(
            { NeutronError: { type: 'SecurityGroupRuleExists', message, detail: '' } },
            { status: 409 },
          ),
    );
    await expect(
      createSecurityGroupRule(client, {
        security_group_id: GROUP_ID,
        direction: 'ingress',
        ethertype: 'IPv4',
      }),
    ).rejects.toMatchObject({ name: 'CloudError', status: 409, message });
    await deleteSecurityGroupRule(client, { securityGroupRuleId: 'r1' });
    expect(fake.calls[1]?.url).toBe('/cloud/eu-west2/network/v2.0/security-group-rules/r1');
  });
});
