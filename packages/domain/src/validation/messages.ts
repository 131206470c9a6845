// Validators return message KEYS, not texts (domain holds no texts). A message has a NAME
// (`required`, `dnsNameDot`) and a KEY, the full i18next key `<namespace>:<path>`: general field
// messages live in the `validation` namespace (`validation:required`), the messages of one area in
// that area's namespace (`dns:validation.nameDot`, `network:validation.cidr`, ...; issue 4:
// namespaces per area). Params fill the entry's `{{placeholders}}`, so
// `t(message.key, message.params)` shows it.

/**
 * Every key a validator in this folder can return (entries of the `validation` i18n namespace).
 *
 * @example
 * VALIDATION_MESSAGE_NAMES.includes('required'); // true
 */
export const VALIDATION_MESSAGE_NAMES = [
  'required',
  'requiredMin',
  'maxLength',
  'alphabetic',
  'phone',
  'phoneLength',
  'nameTaken',
  'nameForbidden',
  'dnsNameDot',
  'dnsNameLength',
  'dnsLabelLength',
  'dnsNameCharacters',
  'ttl',
  'recordType',
  'record',
  'description',
  'cidr',
  'cidrHostBits',
  'ipv4',
  'ipv6',
  'ipv4Range',
  'ipv4RangeOrder',
  'sshKey',
  'keypairName',
  'containerNameLength',
  'containerNameCharacters',
  'containerNameEdges',
  'containerNameDots',
  'containerNameIp',
  'containerNameReserved',
  'passwordTooShort',
  'passwordMismatch',
  'twoFactorCode',
  'recoveryCode',
  'cardNumber',
  'hostname',
  'innLength',
  'innChecksum',
  'kpp',
] as const;

/**
 * Name of a validation message (see `VALIDATION_MESSAGE_KEYS` for its key).
 *
 * @example
 * const name: ValidationMessageName = 'requiredMin';
 */
export type ValidationMessageName = (typeof VALIDATION_MESSAGE_NAMES)[number];

/**
 * The i18next key of each validation message, by name: general field messages (§5) in
 * `validation`, the others in the namespace of their area.
 *
 * @example
 * VALIDATION_MESSAGE_KEYS.dnsNameDot; // 'dns:validation.nameDot'
 */
export const VALIDATION_MESSAGE_KEYS = {
  required: 'validation:required',
  requiredMin: 'validation:requiredMin',
  maxLength: 'validation:maxLength',
  alphabetic: 'validation:alphabetic',
  phone: 'validation:phone',
  phoneLength: 'validation:phoneLength',
  nameTaken: 'validation:nameTaken',
  nameForbidden: 'validation:nameForbidden',
  dnsNameDot: 'dns:validation.nameDot',
  dnsNameLength: 'dns:validation.nameLength',
  dnsLabelLength: 'dns:validation.labelLength',
  dnsNameCharacters: 'dns:validation.nameCharacters',
  ttl: 'dns:validation.ttl',
  recordType: 'dns:validation.recordType',
  record: 'dns:validation.record',
  description: 'dns:validation.description',
  cidr: 'network:validation.cidr',
  cidrHostBits: 'network:validation.cidrHostBits',
  ipv4: 'network:validation.ipv4',
  ipv6: 'network:validation.ipv6',
  ipv4Range: 'network:validation.ipv4Range',
  ipv4RangeOrder: 'network:validation.ipv4RangeOrder',
  sshKey: 'servers:validation.sshKey',
  keypairName: 'servers:validation.keypairName',
  hostname: 'servers:validation.hostname',
  containerNameLength: 'storage:validation.containerNameLength',
  containerNameCharacters: 'storage:validation.containerNameCharacters',
  containerNameEdges: 'storage:validation.containerNameEdges',
  containerNameDots: 'storage:validation.containerNameDots',
  containerNameIp: 'storage:validation.containerNameIp',
  containerNameReserved: 'storage:validation.containerNameReserved',
  passwordTooShort: 'auth:validation.passwordTooShort',
  passwordMismatch: 'auth:validation.passwordMismatch',
  twoFactorCode: 'auth:validation.twoFactorCode',
  recoveryCode: 'auth:validation.recoveryCode',
  cardNumber: 'billing:validation.cardNumber',
  innLength: 'account:info.validation.innLength',
  innChecksum: 'account:info.validation.innChecksum',
  kpp: 'account:info.validation.kpp',
} as const satisfies Record<ValidationMessageName, string>;

/**
 * Full i18next key of a validation message.
 *
 * @example
 * const key: ValidationMessageKey = 'validation:required';
 */
export type ValidationMessageKey = (typeof VALIDATION_MESSAGE_KEYS)[ValidationMessageName];

/** Values for a message's `{{placeholders}}`. */
export type ValidationParams = Readonly<Record<string, string | number>>;

/**
 * What a validator returns for an invalid value: a key and, when the text has placeholders, the
 * values for them. Validators return `null` for a valid value.
 *
 * @example
 * const problem: ValidationMessage = { key: 'validation:requiredMin', params: { min: 10 } };
 */
export interface ValidationMessage {
  readonly key: ValidationMessageKey;
  readonly params?: ValidationParams;
}

/**
 * The result of a validator: `null` when valid, otherwise the message to show.
 *
 * @example
 * const ok: ValidationResult = null;
 */
export type ValidationResult = ValidationMessage | null;

/**
 * Builds a validation message: the key of the name, and the params if any.
 *
 * @example
 * validationMessage('requiredMin', { min: 10 }); // { key: 'validation:requiredMin', params: { min: 10 } }
 * validationMessage('dnsNameDot'); // { key: 'dns:validation.nameDot' }
 */
export function validationMessage(
  name: ValidationMessageName,
  params?: ValidationParams,
): ValidationMessage {
  const key = VALIDATION_MESSAGE_KEYS[name];
  return params === undefined ? { key } : { key, params };
}

/**
 * Runs validators in order and returns the first problem, or `null` when all pass.
 *
 * @example
 * firstProblem('', [validateRequired, validateHostname]); // { key: 'validation:required' }
 */
export function firstProblem(
  value: string,
  validators: ReadonlyArray<(value: string) => ValidationResult>,
): ValidationResult {
  for (const validator of validators) {
    const problem = validator(value);
    if (problem !== null) return problem;
  }
  return null;
}

/**
 * Makes a validator accept an empty (or blank) value, for optional fields. Every format validator
 * here answers `validation:required` for an empty value, so a required field needs nothing more.
 *
 * @example
 * allowEmpty(validatePhone)(''); // null
 * allowEmpty(validatePhone)('123'); // { key: 'validation:phone' }
 */
export function allowEmpty(
  validator: (value: string) => ValidationResult,
): (value: string) => ValidationResult {
  return (value) => (value.trim() === '' ? null : validator(value));
}
