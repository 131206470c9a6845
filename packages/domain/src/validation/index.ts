export {
  VALIDATION_MESSAGE_KEYS,
  VALIDATION_MESSAGE_NAMES,
  allowEmpty,
  firstProblem,
  validationMessage,
  type ValidationMessage,
  type ValidationMessageKey,
  type ValidationMessageName,
  type ValidationParams,
  type ValidationResult,
} from './messages.ts';
export {
  characterCount,
  validateMaxLength,
  validateRequired,
  validateRequiredMin,
} from './required.ts';
export { validateAlphabetic } from './alphabetic.ts';
export { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS, validatePhone } from './phone.ts';
export {
  formatIPv4,
  formatIPv6,
  parseIPv4,
  parseIPv6,
  validateIPv4,
  validateIPv6,
} from './ipAddress.ts';
export { parseCidr, validateCidr, type ParsedCidr } from './cidr.ts';
export { ipv4ToNumber, parseIPv4Range, validateIPv4Range } from './ipv4Range.ts';
export {
  DNS_LABEL_MAX_LENGTH,
  DNS_NAME_MAX_LENGTH,
  isHostnameLabel,
  validateHostname,
} from './hostname.ts';
export { isFullyQualifiedDnsName, validateDnsName, type DnsNameOptions } from './dnsName.ts';
export {
  DEFAULT_DNS_RECORD_TYPE,
  DNS_DESCRIPTION_MAX_LENGTH,
  DNS_RECORD_TYPES,
  DNS_TTL_MAX,
  DNS_TTL_MIN,
  parseDnsRecordType,
  validateDnsDescription,
  validateDnsRecord,
  validateDnsRecordType,
  validateTtl,
  type DnsRecordType,
} from './dnsRecord.ts';
export {
  SSH_KEY_TYPES,
  decodeBase64,
  parseSshPublicKey,
  validateSshPublicKey,
  type SshKeyType,
  type SshPublicKey,
} from './sshKey.ts';
export { KEYPAIR_NAME_MAX_LENGTH, validateKeypairName } from './keypairName.ts';
export {
  CONTAINER_NAME_MAX_LENGTH,
  CONTAINER_NAME_MIN_LENGTH,
  validateContainerName,
} from './containerName.ts';
export { PASSWORD_MIN_LENGTH, validatePassword, validatePasswordConfirmation } from './password.ts';
export {
  normaliseRecoveryCode,
  normaliseTwoFactorCode,
  validateRecoveryCode,
  validateTwoFactorCode,
} from './twoFactor.ts';
export {
  CARD_NUMBER_MAX_DIGITS,
  CARD_NUMBER_MIN_DIGITS,
  normaliseCardNumber,
  passesLuhn,
  validateCardNumber,
} from './cardNumber.ts';
export { validateNewName, type NewNameOptions } from './names.ts';
export {
  CALL_PRECONDITIONS,
  checkCallPreconditions,
  type PreconditionedCall,
  type RequiredCallField,
} from './callPreconditions.ts';
export { safeReturnPath } from './returnPath.ts';
export {
  INN_LENGTH,
  KPP_LENGTH,
  innChecksumValid,
  validateInn,
  validateKpp,
  type TaxpayerKind,
} from './russianTaxIds.ts';
