// Validators return message KEYS, not texts (domain holds no texts). A key is the full i18next key
// `validation:<name>`: namespace `validation` (packages/i18n/src/locales/*/validation.ts), entry
// `<name>`. Params fill the entry's `{{placeholders}}`, so `t(message.key, message.params)` shows it.

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
] as const;

/**
 * Name of a validation message (the part after `validation:`).
 *
 * @example
 * const name: ValidationMessageName = 'requiredMin';
 */
export type ValidationMessageName = (typeof VALIDATION_MESSAGE_NAMES)[number];

/**
 * Full i18next key of a validation message.
 *
 * @example
 * const key: ValidationMessageKey = 'validation:required';
 */
export type ValidationMessageKey = `validation:${ValidationMessageName}`;

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
 * Builds a validation message.
 *
 * @example
 * validationMessage('requiredMin', { min: 10 }); // { key: 'validation:requiredMin', params: { min: 10 } }
 * validationMessage('required'); // { key: 'validation:required' }
 */
export function validationMessage(
  name: ValidationMessageName,
  params?: ValidationParams,
): ValidationMessage {
  return params === undefined
    ? { key: `validation:${name}` }
    : { key: `validation:${name}`, params };
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
