import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt with node's defaults (N = 2^14, r = 8, p = 1): about 50 ms per hash on this kind of machine.
const COST = 16384;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
const PREFIX = 'scrypt';

function scryptAsync(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function encode(
  cost: number,
  blockSize: number,
  parallelism: number,
  salt: Buffer,
  key: Buffer,
): string {
  return [
    PREFIX,
    cost,
    blockSize,
    parallelism,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

/**
 * Hashes a password with scrypt and a fresh random salt. The result is self-describing
 * (`scrypt$N$r$p$salt$key`), so cost parameters can be raised later without breaking old hashes.
 *
 * @example
 * const stored = await hashPassword('demo-password-2026'); // 'scrypt$16384$8$1$...$...'
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await scryptAsync(password, salt, KEY_LENGTH, {
    N: COST,
    r: BLOCK_SIZE,
    p: PARALLELISM,
  });
  return encode(COST, BLOCK_SIZE, PARALLELISM, salt, key);
}

/**
 * Synchronous {@link hashPassword}, for one-off work where blocking is fine (seeding at start-up).
 *
 * @example
 * const stored = hashPasswordSync('demo-password-2026');
 */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(SALT_LENGTH);
  const key = scryptSync(password, salt, KEY_LENGTH, { N: COST, r: BLOCK_SIZE, p: PARALLELISM });
  return encode(COST, BLOCK_SIZE, PARALLELISM, salt, key);
}

/**
 * Checks a password against a stored hash in constant time. A malformed hash never matches.
 *
 * @example
 * await verifyPassword('demo-password-2026', stored); // true
 * await verifyPassword('wrong', stored); // false
 */
export async function verifyPassword(password: string, storedHash: string): Promise<boolean> {
  const parts = storedHash.split('$');
  if (parts.length !== 6 || parts[0] !== PREFIX) return false;
  const [cost, blockSize, parallelism] = parts.slice(1, 4).map(Number);
  if (cost === undefined || blockSize === undefined || parallelism === undefined) return false;
  if (![cost, blockSize, parallelism].every((value) => Number.isInteger(value) && value > 0))
    return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length === 0 || expected.length === 0) return false;
  const actual = await scryptAsync(password, salt, expected.length, {
    N: cost,
    r: blockSize,
    p: parallelism,
    // Room for hashes made with a higher cost than today's default.
    maxmem: 256 * cost * blockSize + 1024 * 1024,
  });
  return timingSafeEqual(actual, expected);
}

/** A valid hash of a random password (made on first use): checking it costs as much as a real check. */
let dummyHash: string | undefined;

/**
 * Spends the time of one password check without a real hash, so that "no such user" and
 * "wrong password" take equally long (no account enumeration by timing).
 *
 * @example
 * if (!user) { await verifyPasswordAgainstNothing(password); return unauthorized(); }
 */
export async function verifyPasswordAgainstNothing(password: string): Promise<false> {
  dummyHash ??= await hashPassword(randomBytes(SALT_LENGTH).toString('hex'));
  await verifyPassword(password, dummyHash);
  return false;
}
