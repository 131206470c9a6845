import {
  normaliseSecurityRule,
  type SecurityRuleInput,
} from '@cloud-portal/domain/security-groups';
import { sendCloudRequest, type CloudClient } from '../../core/client.ts';
import { collectAll, listPages } from '../../core/pagination.ts';
import type { RequestOptions } from '../../core/types.ts';
import {
  NETWORK_LIST_LIMIT,
  neutronListQuery,
  neutronPath,
  type NeutronListInput,
} from '../shared.ts';
import type {
  NeutronSecurityGroup,
  NeutronSecurityGroupCreate,
  NeutronSecurityGroupResponse,
  NeutronSecurityGroupRule,
  NeutronSecurityGroupRuleResponse,
} from './security-groups.types.ts';

/**
 * The project's security groups with their rules embedded, page by page
 * (`GET /v2.0/security-groups`; Neutron makes the project's `default` group on first use).
 *
 * @example
 * for await (const group of listSecurityGroups(client)) console.log(group.name, group.security_group_rules.length);
 */
export function listSecurityGroups(
  client: CloudClient,
  input: NeutronListInput = {},
  options: RequestOptions = {},
): AsyncGenerator<NeutronSecurityGroup, void, undefined> {
  return listPages<NeutronSecurityGroup>(
    client,
    {
      service: 'network',
      path: neutronPath('security-groups'),
      itemsKey: 'security_groups',
      limit: NETWORK_LIST_LIMIT,
      query: neutronListQuery(input),
    },
    options,
  );
}

/**
 * Every security group of the project, all pages collected.
 *
 * @example
 * const groups = await listAllSecurityGroups(client, {}, { region: 'eu-west2' });
 */
export function listAllSecurityGroups(
  client: CloudClient,
  input: NeutronListInput = {},
  options: RequestOptions = {},
): Promise<NeutronSecurityGroup[]> {
  return collectAll(listSecurityGroups(client, input, options));
}

/** Names a security group. */
export interface SecurityGroupIdInput {
  readonly securityGroupId: string;
}

/**
 * One security group with its rules (`GET /v2.0/security-groups/{id}`).
 *
 * @example
 * const group = await getSecurityGroup(client, { securityGroupId });
 */
export async function getSecurityGroup(
  client: CloudClient,
  input: SecurityGroupIdInput,
  options: RequestOptions = {},
): Promise<NeutronSecurityGroup> {
  const response = await sendCloudRequest<NeutronSecurityGroupResponse>(
    client,
    {
      method: 'GET',
      service: 'network',
      path: neutronPath('security-groups', input.securityGroupId),
    },
    options,
  );
  return response.body.security_group;
}

/**
 * Creates a security group (`POST /v2.0/security-groups`, 201); Neutron gives it two egress
 * rules (IPv4 and IPv6, any protocol).
 *
 * @example
 * const group = await createSecurityGroup(client, { name: 'allow_all', description: 'Every port open' });
 */
export async function createSecurityGroup(
  client: CloudClient,
  input: NeutronSecurityGroupCreate,
  options: RequestOptions = {},
): Promise<NeutronSecurityGroup> {
  const response = await sendCloudRequest<NeutronSecurityGroupResponse>(
    client,
    {
      method: 'POST',
      service: 'network',
      path: neutronPath('security-groups'),
      json: { security_group: input },
    },
    options,
  );
  return response.body.security_group;
}

/** What {@link updateSecurityGroup} changes. */
export interface UpdateSecurityGroupInput extends SecurityGroupIdInput {
  readonly securityGroup: Partial<NeutronSecurityGroupCreate>;
}

/**
 * Renames a security group or changes its description (`PUT /v2.0/security-groups/{id}`).
 *
 * @example
 * await updateSecurityGroup(client, { securityGroupId, securityGroup: { name: 'web' } });
 */
export async function updateSecurityGroup(
  client: CloudClient,
  input: UpdateSecurityGroupInput,
  options: RequestOptions = {},
): Promise<NeutronSecurityGroup> {
  const response = await sendCloudRequest<NeutronSecurityGroupResponse>(
    client,
    {
      method: 'PUT',
      service: 'network',
      path: neutronPath('security-groups', input.securityGroupId),
      json: { security_group: input.securityGroup },
    },
    options,
  );
  return response.body.security_group;
}

/**
 * Deletes a security group (`DELETE /v2.0/security-groups/{id}`, 204); 409 `SecurityGroupInUse`
 * while a port uses it.
 *
 * @example
 * await deleteSecurityGroup(client, { securityGroupId });
 */
export async function deleteSecurityGroup(
  client: CloudClient,
  input: SecurityGroupIdInput,
  options: RequestOptions = {},
): Promise<void> {
  await sendCloudRequest(
    client,
    {
      method: 'DELETE',
      service: 'network',
      path: neutronPath('security-groups', input.securityGroupId),
    },
    options,
  );
}

/** A rule to add to a group, as a form describes it (normalised before sending, §5). */
export type CreateSecurityGroupRuleInput = SecurityRuleInput & {
  readonly security_group_id: string;
};

/**
 * Adds a rule to a group (`POST /v2.0/security-group-rules`, 201) after the §5 normalisation
 * (domain `normaliseSecurityRule`): no port bounds → no port keys, no remote prefix →
 * `0.0.0.0/0` / `::/0`, protocol numbers as Neutron's names. A duplicate rejects with 409
 * (`SecurityGroupRuleExists`).
 *
 * @example
 * await createSecurityGroupRule(client, { security_group_id: groupId, direction: 'ingress', ethertype: 'IPv4', protocol: 'tcp', port_range_min: 22 });
 * // sends { direction: 'ingress', ethertype: 'IPv4', protocol: 'tcp', port_range_min: 22, port_range_max: 22, remote_ip_prefix: '0.0.0.0/0', security_group_id }
 */
export async function createSecurityGroupRule(
  client: CloudClient,
  input: CreateSecurityGroupRuleInput,
  options: RequestOptions = {},
): Promise<NeutronSecurityGroupRule> {
  const response = await sendCloudRequest<NeutronSecurityGroupRuleResponse>(
    client,
    {
      method: 'POST',
      service: 'network',
      path: neutronPath('security-group-rules'),
      json: { security_group_rule: normaliseSecurityRule(input) },
    },
    options,
  );
  return response.body.security_group_rule;
}

/**
 * Security group rules of the project, page by page (`GET /v2.0/security-group-rules`).
 *
 * @example
 * const rules = await collectAll(listSecurityGroupRules(client, { query: { security_group_id: groupId } }));
 */
export function listSecurityGroupRules(
  client: CloudClient,
  input: NeutronListInput = {},
  options: RequestOptions = {},
): AsyncGenerator<NeutronSecurityGroupRule, void, undefined> {
  return listPages<NeutronSecurityGroupRule>(
    client,
    {
      service: 'network',
      path: neutronPath('security-group-rules'),
      itemsKey: 'security_group_rules',
      limit: NETWORK_LIST_LIMIT,
      query: neutronListQuery(input),
    },
    options,
  );
}

/** Names a rule. */
export interface SecurityGroupRuleIdInput {
  readonly securityGroupRuleId: string;
}

/**
 * Deletes a rule (`DELETE /v2.0/security-group-rules/{id}`, 204).
 *
 * @example
 * await deleteSecurityGroupRule(client, { securityGroupRuleId: rule.id });
 */
export async function deleteSecurityGroupRule(
  client: CloudClient,
  input: SecurityGroupRuleIdInput,
  options: RequestOptions = {},
): Promise<void> {
  await sendCloudRequest(
    client,
    {
      method: 'DELETE',
      service: 'network',
      path: neutronPath('security-group-rules', input.securityGroupRuleId),
    },
    options,
  );
}
