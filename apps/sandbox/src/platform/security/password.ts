import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt's cost parameters: CPU/memory cost `N` (a power of two), block size `r`, parallelism `p`. */
export interface ScryptCost {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/**
 * The cost of new hashes: OWASP's Password Storage Cheat Sheet minimum for scrypt (N=2^17,
 * r=8, p=1): 128 MiB and, measured on the 2-core dev machine, 335 ms of one core per hash (the
 * former N=2^14 took 31 ms). Hashes record their parameters, so older, cheaper ones still verify
 * and are re-hashed at this cost on the next successful login ({@link needsRehash}).
 */
export const SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };

const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
const PREFIX = 'scrypt';

/** scrypt needs 128·N·r bytes; node refuses more than `maxmem` (32 MiB by default: N=2^15 at r=8). */
function scryptOptions(cost: ScryptCost): ScryptOptions {
  return { N: cost.N, r: cost.r, p: cost.p, maxmem: 256 * cost.N * cost.r + 1024 * 1024 };
}

function scryptAsync(
  secret: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret, salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function encode(cost: ScryptCost, salt: Buffer, key: Buffer): string {
  return [PREFIX, cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

/** A stored hash taken apart, or undefined when it is not a well-formed scrypt hash. */
interface ParsedHash {
  cost: ScryptCost;
  salt: Buffer;
  key: Buffer;
}

function parse(storedHash: string): ParsedHash | undefined {
  const parts = storedHash.split('$');
  if (parts.length !== 6 || parts[0] !== PREFIX) return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (N === undefined || r === undefined || p === undefined) return undefined;
  if (![N, r, p].every((value) => Number.isInteger(value) && value > 0)) return undefined;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const key = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length === 0 || key.length === 0) return undefined;
  return { cost: { N, r, p }, salt, key };
}

/**
 * Hashes a password (or another low-entropy secret) with scrypt. The result is self-describing
 * (`scrypt$N$r$p$salt$key`), so cost parameters can be raised later without breaking old
 * hashes. The salt is fresh unless given (recovery codes of one batch share theirs, see
 * {@link findMatchingHash}).
 *
 * @example
 * const stored = await hashPassword('demo-password-2026'); // 'scrypt$131072$8$1$...$...'
 */
export async function hashPassword(
  password: string,
  cost: ScryptCost = SCRYPT_COST,
  salt: Buffer = randomBytes(SALT_LENGTH),
): Promise<string> {
  return encode(cost, salt, await scryptAsync(password, salt, KEY_LENGTH, scryptOptions(cost)));
}

/**
 * Synchronous {@link hashPassword}, for one-off work where blocking is fine (seeding at start-up).
 *
 * @example
 * const stored = hashPasswordSync('demo-password-2026');
 */
export function hashPasswordSync(
  password: string,
  cost: ScryptCost = SCRYPT_COST,
  salt: Buffer = randomBytes(SALT_LENGTH),
): string {
  return encode(cost, salt, scryptSync(password, salt, KEY_LENGTH, scryptOptions(cost)));
}

/**
 * Checks a password against a stored hash in constant time, with the parameters the hash
 * records. A malformed hash never matches.
 *
 * @example
 * await verifyPassword('demo-password-2026', stored); // true
 * await verifyPassword('wrong', stored); // false
 */
export async function verifyPassword(password: string, storedHash: string): Promise<boolean> {
  return (await findMatchingHash(password, [storedHash])) !== undefined;
}

/**
 * The first of `storedHashes` that `secret` matches, or undefined. Hashes that share their
 * parameters and salt cost one scrypt computation together: a customer's recovery codes are
 * hashed with one salt per batch, so checking a code against all ten costs one hash, not ten.
 * Malformed hashes never match.
 *
 * @example
 * const salt = randomBytes(16);
 * const hashes = await Promise.all(codes.map((code) => hashPassword(code, SCRYPT_COST, salt)));
 * await findMatchingHash(codes[3], hashes); // hashes[3]
 */
export async function findMatchingHash(
  secret: string,
  storedHashes: readonly string[],
): Promise<string | undefined> {
  const derived = new Map<string, Buffer>();
  let match: string | undefined;
  for (const storedHash of storedHashes) {
    const parsed = parse(storedHash);
    if (parsed === undefined) continue;
    const { cost, salt, key } = parsed;
    const group = `${cost.N}$${cost.r}$${cost.p}$${salt.toString('base64')}$${key.length}`;
    let actual = derived.get(group);
    if (actual === undefined) {
      actual = await scryptAsync(secret, salt, key.length, scryptOptions(cost));
      derived.set(group, actual);
    }
    // Every hash is compared (no early exit), so timing does not tell which one matched.
    if (timingSafeEqual(actual, key) && match === undefined) match = storedHash;
  }
  return match;
}

/**
 * Whether a stored hash is weaker than `cost` (any parameter lower) or not ours: after a
 * successful login, hash the password again at today's cost and store it.
 *
 * @example
 * if (valid && needsRehash(customer.passwordHash)) customers.setPasswordHash(uuid, await hashPassword(password));
 */
export function needsRehash(storedHash: string, cost: ScryptCost = SCRYPT_COST): boolean {
  const parsed = parse(storedHash);
  if (parsed === undefined) return true;
  return parsed.cost.N < cost.N || parsed.cost.r < cost.r || parsed.cost.p < cost.p;
}

/** Valid hashes of a random password, one per cost (made on first use). */
const dummyHashes = new Map<string, string>();

/**
 * Spends the time of one password check at `cost` without a real hash, so that "no such user"
 * and "wrong password" take equally long (no account enumeration by timing).
 *
 * @example
 * if (!user) { await verifyPasswordAgainstNothing(password); return unauthorized(); }
 */
export async function verifyPasswordAgainstNothing(
  password: string,
  cost: ScryptCost = SCRYPT_COST,
): Promise<false> {
  const key = `${cost.N}$${cost.r}$${cost.p}`;
  let dummyHash = dummyHashes.get(key);
  if (dummyHash === undefined) {
    dummyHash = await hashPassword(randomBytes(SALT_LENGTH).toString('hex'), cost);
    dummyHashes.set(key, dummyHash);
  }
  await verifyPassword(password, dummyHash);
  return false;
}
