import { randomBytes } from 'node:crypto';

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
