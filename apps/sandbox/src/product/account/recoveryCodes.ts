import { randomBytes } from 'node:crypto';
import {
  findMatchingHash,
  hashPassword,
  hashPasswordSync,
  type ScryptCost,
} from '../../platform/security/password.ts';
import { hmac } from '../../platform/security/tokens.ts';
import type { AccountRecordsStore } from './accountRecordsStore.ts';

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Characters of a recovery code (SPEC §5: 8). */
export const RECOVERY_CODE_LENGTH = 8;

/**
 * `count` recovery codes of 8 lower-case letters and digits from the CSPRNG (without look-alikes
 * such as 0/o and 1/l; about 39.6 bits each). Rejection sampling keeps every character equally
 * likely.
 *
 * @example
 * newRecoveryCodes(10); // ['k7q2mxa9', ...]
 */
export function newRecoveryCodes(count: number): string[] {
  const codes: string[] = [];
  const limit = 256 - (256 % RECOVERY_ALPHABET.length);
  while (codes.length < count) {
    let code = '';
    while (code.length < RECOVERY_CODE_LENGTH) {
      for (const byte of randomBytes(16)) {
        if (byte >= limit || code.length === RECOVERY_CODE_LENGTH) continue;
        code += RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length];
      }
    }
    codes.push(code);
  }
  return codes;
}

/**
 * The scrypt cost of recovery codes: the password cost with a quarter of its N (by default
 * N=2^15, r=8, p=1: 32 MiB). Why lower than passwords: a recovery code only replaces the TOTP
 * step, after the password step, so cracking one from a copy of the database is worth nothing
 * without the password; the codes are uniform random (about 39.6 bits, no dictionary to try
 * first); and a batch of ten is hashed at every TOTP setup and regenerate (at the full N=2^17
 * that was 3.4 s of CPU, 8 s measured on the busy 2-core dev machine, against one hash for a
 * check). Finding one of a customer's ten codes still takes about 2^36 scrypt runs of 32 MiB.
 *
 * @example
 * recoveryCodeCost(SCRYPT_COST); // { N: 32768, r: 8, p: 1 }
 */
export function recoveryCodeCost(passwordCost: ScryptCost): ScryptCost {
  return { ...passwordCost, N: Math.max(2, passwordCost.N / 4) };
}

/**
 * Marks a legacy recovery-code row after {@link wrapLegacyRecoveryCodes}: its scrypt hash is of
 * the old HMAC-SHA256 value (base64url, under the recovery key), not of the code itself.
 */
export const LEGACY_HMAC_PREFIX = 'hmac+';

/**
 * Hashes a batch of recovery codes with scrypt at `cost` ({@link recoveryCodeCost}), all with
 * one fresh salt. A shared salt
 * per batch (per customer and issue) still defeats precomputed tables across customers, and lets
 * a check cost one scrypt whatever the number of unused codes ({@link findRecoveryCode}); per-code
 * salts would make every login with a recovery code cost ten.
 *
 * @example
 * const hashes = await hashRecoveryCodes(newRecoveryCodes(10), recoveryCodeCost(SCRYPT_COST));
 */
export async function hashRecoveryCodes(
  codes: readonly string[],
  cost: ScryptCost,
): Promise<string[]> {
  const salt = randomBytes(16);
  return Promise.all(codes.map((code) => hashPassword(code, cost, salt)));
}

/**
 * The stored hash (of `storedHashes`, a customer's unused ones) that a normalised recovery code
 * matches, or undefined. New hashes are scrypt of the code; legacy ones ({@link LEGACY_HMAC_PREFIX})
 * scrypt of its HMAC under `legacyKey`. One scrypt per batch salt.
 *
 * @example
 * const match = await findRecoveryCode('k7q2mxa9', records.unusedRecoveryCodeHashes(uuid), keys.recovery);
 */
export async function findRecoveryCode(
  code: string,
  storedHashes: readonly string[],
  legacyKey: Buffer,
): Promise<string | undefined> {
  const legacy = storedHashes.filter((hash) => hash.startsWith(LEGACY_HMAC_PREFIX));
  const current = storedHashes.filter((hash) => !hash.startsWith(LEGACY_HMAC_PREFIX));
  const match = await findMatchingHash(code, current);
  if (match !== undefined || legacy.length === 0) return match;
  const wrapped = await findMatchingHash(
    hmac(legacyKey, code),
    legacy.map((hash) => hash.slice(LEGACY_HMAC_PREFIX.length)),
  );
  return wrapped === undefined ? undefined : LEGACY_HMAC_PREFIX + wrapped;
}

/**
 * Protects recovery codes of sandboxes before scrypt: their rows hold HMAC-SHA256 values under
 * a key derived from a secret in the same database (40-bit codes, brute-forced in minutes from a
 * copy). The codes themselves are unknown, so each unused row's HMAC value is hashed with scrypt
 * at `cost` ({@link recoveryCodeCost}; one salt per customer) and marked {@link LEGACY_HMAC_PREFIX}; the codes keep working.
 * Answers how many rows it wrapped. Idempotent (runs at every start; finds nothing the second time).
 *
 * @example
 * wrapLegacyRecoveryCodes(stores.accountRecords, recoveryCodeCost(SCRYPT_COST)); // 10 for the 06ed36a fixture
 */
export function wrapLegacyRecoveryCodes(records: AccountRecordsStore, cost: ScryptCost): number {
  const rows = records.unwrappedLegacyRecoveryCodes();
  const salts = new Map<string, Buffer>();
  const replacements = rows.map(({ customerUuid, codeHash }) => {
    let salt = salts.get(customerUuid);
    if (salt === undefined) {
      salt = randomBytes(16);
      salts.set(customerUuid, salt);
    }
    return {
      oldHash: codeHash,
      newHash: LEGACY_HMAC_PREFIX + hashPasswordSync(codeHash, cost, salt),
    };
  });
  // All or nothing: a batch never ends up under two salts.
  records.replaceRecoveryCodeHashes(replacements);
  return rows.length;
}
