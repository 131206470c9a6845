import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { validateAlphabetic } from './alphabetic.ts';
import { checkCallPreconditions } from './callPreconditions.ts';
import { validateCardNumber } from './cardNumber.ts';
import { validateCidr } from './cidr.ts';
import { validateContainerName } from './containerName.ts';
import { validateDnsName } from './dnsName.ts';
import {
  DNS_RECORD_TYPES,
  validateDnsDescription,
  validateDnsRecord,
  validateDnsRecordType,
  validateTtl,
} from './dnsRecord.ts';
import { validateHostname } from './hostname.ts';
import { validateIPv4, validateIPv6 } from './ipAddress.ts';
import { validateIPv4Range } from './ipv4Range.ts';
import { validateKeypairName } from './keypairName.ts';
import { VALIDATION_MESSAGE_KEYS, type ValidationResult } from './messages.ts';
import { validateNewName } from './names.ts';
import { validatePassword, validatePasswordConfirmation } from './password.ts';
import { validatePhone } from './phone.ts';
import { validateMaxLength, validateRequired, validateRequiredMin } from './required.ts';
import { safeReturnPath } from './returnPath.ts';
import { validateInn, validateKpp } from './russianTaxIds.ts';
import { validateSshPublicKey } from './sshKey.ts';
import { validateRecoveryCode, validateTwoFactorCode } from './twoFactor.ts';

const validators: ReadonlyArray<readonly [string, (value: string) => ValidationResult]> = [
  ['required', validateRequired],
  ['requiredMin', (value) => validateRequiredMin(value, 10)],
  ['maxLength', (value) => validateMaxLength(value, 5)],
  ['alphabetic', validateAlphabetic],
  ['phone', validatePhone],
  ['dnsName', validateDnsName],
  ['dnsName wildcard', (value) => validateDnsName(value, { wildcard: true })],
  ['ttl', validateTtl],
  ['recordType', validateDnsRecordType],
  ['description', validateDnsDescription],
  ['cidr', validateCidr],
  ['ipv4', validateIPv4],
  ['ipv6', validateIPv6],
  ['ipv4Range', validateIPv4Range],
  ['sshKey', validateSshPublicKey],
  ['keypairName', validateKeypairName],
  ['containerName', validateContainerName],
  ['password', validatePassword],
  ['passwordConfirmation', (value) => validatePasswordConfirmation('secret password', value)],
  ['twoFactorCode', validateTwoFactorCode],
  ['recoveryCode', validateRecoveryCode],
  ['cardNumber', validateCardNumber],
  ['hostname', validateHostname],
  ['inn company', (value) => validateInn(value, 'company')],
  ['inn sole trader', (value) => validateInn(value, 'soleTrader')],
  ['kpp', validateKpp],
  ['newName', (value) => validateNewName(value, { taken: ['a'], reserved: ['b'] })],
  ...DNS_RECORD_TYPES.map(
    (type) => [`record ${type}`, (value: string) => validateDnsRecord(type, value)] as const,
  ),
];

const knownKeys = new Set<string>(Object.values(VALIDATION_MESSAGE_KEYS));

// Any string: printable, binary (lone surrogates, controls), long, and near-valid shapes.
const anyString = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: fc.constantFrom(...'0123456789abcdef:./- +*"\\()%_=AZaz'), maxLength: 300 }),
  fc.base64String({ maxLength: 400 }).map((body) => `ssh-rsa ${body}`),
);

describe('every validator', () => {
  test.each(validators)('%s never throws and answers null or a known key', (_name, validator) => {
    fc.assert(
      fc.property(anyString, (value) => {
        const result = validator(value);
        if (result !== null) expect(knownKeys.has(result.key)).toBe(true);
      }),
    );
  });

  test('safeReturnPath and checkCallPreconditions never throw either', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(typeof safeReturnPath(value)).toBe('string');
        const input =
          typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
        expect(Array.isArray(checkCallPreconditions('createServer', input))).toBe(true);
      }),
    );
  });

  test('very long inputs are answered fast (no catastrophic backtracking)', () => {
    const long = [
      'a'.repeat(100_000),
      `${'1 '.repeat(50_000)}x`,
      `${'a.'.repeat(50_000)}-`,
      `"${'\\"'.repeat(30_000)}`,
    ];
    const started = performance.now();
    for (const [, validator] of validators) for (const value of long) validator(value);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
