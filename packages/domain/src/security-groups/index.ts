export type {
  EtherType,
  RuleDirection,
  SecurityGroupLike,
  SecurityGroupRuleLike,
} from './securityGroup.types.ts';
export {
  IP_PROTOCOL_NUMBERS,
  isIcmpProtocol,
  protocolName,
  protocolNumber,
  type IpProtocolName,
} from './protocols.ts';
export {
  ALLOW_ALL_GROUP_DESCRIPTION,
  ALLOW_ALL_GROUP_NAME,
  ALLOW_ALL_RULE_COUNT,
  ANY_REMOTE_PREFIX,
  allowAllRules,
  createdGroupRuleDeletions,
  findAllowAllGroup,
  isAllowAllRuleSet,
  planAllowAllGroup,
  ruleMatchesAllowAllRule,
  type AllowAllRule,
  type AllowAllStep,
} from './allowAll.ts';
export {
  networkAttributeKeys,
  normaliseSecurityRule,
  type NetworkAttributes,
  type SecurityRuleBody,
  type SecurityRuleInput,
} from './normaliseRule.ts';
export { DEFAULT_SECURITY_GROUP_NAME, orderSecurityGroups } from './orderGroups.ts';
export {
  FIREWALL_ANY,
  FIREWALL_MESSAGE_KEYS,
  describeFirewallRule,
  type FirewallRemoteKind,
  type FirewallRuleDisplay,
} from './describeRule.ts';
