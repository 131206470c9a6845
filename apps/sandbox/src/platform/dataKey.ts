import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import type { SecretsStore } from './secrets.ts';

// Secrets the sandbox must read back (TOTP secrets, consumers' OpenStack passwords) are
// encrypted with a key that is not in the database, so a copy of `sandbox.sqlite` alone (a
// backup, a file shared for debugging) does not give them away. The key comes from the
// environment or from a file next to the database that only its owner can read.

/** Environment variable holding the data key: 32 random bytes in base64. */
export const DATA_KEY_ENV = 'SANDBOX_DATA_KEY';
/** File of the data directory holding the generated data key when the variable is not set. */
export const DATA_KEY_FILE = 'data.key';

const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Prefix of every ciphertext: the format version (AES-256-GCM, base64url(iv | ciphertext | tag)). */
const VERSION = 'v1:';
const KEY_CHECK_NAME = 'data-key-check';
const KEY_CHECK_TEXT = 'cloud-portal sandbox data key';

/** A data key that is missing, malformed, too readable or not the one the data was encrypted with. */
export class DataKeyError extends Error {
  override readonly name = 'DataKeyError';
}

/**
 * Reads a data key written as base64 (standard alphabet, 44 characters with the `=`; what
 * `openssl rand -base64 32` prints). Surrounding whitespace is ignored.
 *
 * @example
 * parseDataKey('q83vEjRWeJq83vEjRWeJq83vEjRWeJq83vEjRWeJq80=', 'SANDBOX_DATA_KEY').length; // 32
 */
export function parseDataKey(text: string, source: string): Buffer {
  const trimmed = text.trim();
  // Buffer.from(…, 'base64') skips characters it does not know: check the form first.
  if (!/^[A-Za-z0-9+/]{43}=$/.test(trimmed)) {
    throw new DataKeyError(
      `${source} must hold 32 random bytes in base64 (44 characters, for example from ` +
        '`openssl rand -base64 32`).',
    );
  }
  return Buffer.from(trimmed, 'base64');
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}

function readKeyFile(path: string): Buffer | undefined {
  let mode: number;
  try {
    const stats = statSync(path);
    if (!stats.isFile()) throw new DataKeyError(`${path} must be a regular file.`);
    mode = stats.mode;
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
  // Windows has no such modes; elsewhere group or other access means the key is not private.
  if (process.platform !== 'win32' && (mode & 0o077) !== 0) {
    const shown = (mode & 0o777).toString(8).padStart(4, '0');
    throw new DataKeyError(
      `${path} has mode ${shown}: other users may read the data key. Run \`chmod 600 ${path}\` ` +
        'and start again.',
    );
  }
  return parseDataKey(readFileSync(path, 'utf8'), path);
}

/** Writes a new key to `path` without ever exposing a partial file or replacing an existing one. */
function createKeyFile(path: string): void {
  const temporary = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  // O_CREAT | O_EXCL with mode 0600 (the umask can only remove bits).
  const descriptor = openSync(temporary, 'wx', 0o600);
  try {
    writeSync(descriptor, `${randomBytes(KEY_BYTES).toString('base64')}\n`);
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
  try {
    // link() fails with EEXIST instead of replacing: when two processes start at once, the
    // first key written wins and both read it back.
    linkSync(temporary, path);
  } catch (error) {
    if (errorCode(error) !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temporary);
  }
}

/**
 * The data key: from `fromEnvironment` (the value of `SANDBOX_DATA_KEY`) when given, else from
 * `<dataDir>/data.key`, generated (32 bytes from the CSPRNG, mode 0600) on first start. Throws a
 * {@link DataKeyError} with a message saying what to do when the value or file is malformed, or
 * the file's mode lets group or others read it.
 *
 * @example
 * const key = loadDataKey({ dataDir: '/repo/.data/default', fromEnvironment: process.env.SANDBOX_DATA_KEY });
 */
export function loadDataKey({
  dataDir,
  fromEnvironment,
}: {
  dataDir: string;
  fromEnvironment?: string | undefined;
}): { key: Buffer; source: string } {
  if (fromEnvironment !== undefined) {
    return { key: parseDataKey(fromEnvironment, DATA_KEY_ENV), source: DATA_KEY_ENV };
  }
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, DATA_KEY_FILE);
  const existing = readKeyFile(path);
  if (existing !== undefined) return { key: existing, source: path };
  createKeyFile(path);
  const created = readKeyFile(path);
  if (created === undefined) throw new DataKeyError(`${path} vanished right after it was written.`);
  return { key: created, source: path };
}

/** Encrypts and decrypts column values with the data key. */
export interface DataCipher {
  /**
   * `v1:` + base64url(iv | ciphertext | tag), AES-256-GCM with a fresh 96-bit IV. The
   * associated data (for example `customers.totp_secret:<uuid>`) binds the value to its place:
   * copied into another row or column it no longer decrypts.
   */
  encrypt(plaintext: string, associatedData: string): string;
  /** The plaintext of {@link encrypt}'s output; throws when the value, key or place differ. */
  decrypt(stored: string, associatedData: string): string;
  /** Whether a stored value is a ciphertext of this format (else: plaintext of an older sandbox). */
  isEncrypted(stored: string): boolean;
}

/**
 * A {@link DataCipher} over a 32-byte key.
 *
 * @example
 * const cipher = createDataCipher(loadDataKey({ dataDir }).key);
 * const stored = cipher.encrypt(secret, `customers.totp_secret:${uuid}`); // 'v1:…'
 * cipher.decrypt(stored, `customers.totp_secret:${uuid}`); // secret
 */
export function createDataCipher(key: Buffer): DataCipher {
  if (key.length !== KEY_BYTES) throw new DataKeyError(`The data key must be ${KEY_BYTES} bytes.`);
  return {
    encrypt(plaintext, associatedData) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(associatedData, 'utf8'));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return VERSION + Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
    },
    decrypt(stored, associatedData) {
      if (!stored.startsWith(VERSION)) {
        throw new DataKeyError(`A value of ${associatedData} is not encrypted (expected "v1:").`);
      }
      const raw = Buffer.from(stored.slice(VERSION.length), 'base64url');
      if (raw.length < IV_BYTES + TAG_BYTES) {
        throw new DataKeyError(`A value of ${associatedData} is too short to be a ciphertext.`);
      }
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(associatedData, 'utf8'));
      decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
      try {
        const body = raw.subarray(IV_BYTES, raw.length - TAG_BYTES);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        // GCM's tag check failed: another key, another place, or a changed value.
        throw new DataKeyError(`A value of ${associatedData} does not decrypt with the data key.`);
      }
    },
    isEncrypted(stored) {
      return stored.startsWith(VERSION);
    },
  };
}

/**
 * Makes sure the data key is the one this data directory was encrypted with: the first start
 * stores a known text encrypted with it (in `sandbox_secrets`); later starts must decrypt it.
 * A wrong key (another `SANDBOX_DATA_KEY`, a `data.key` of another data directory) stops the
 * start with a message, instead of failing later on each customer with TOTP.
 *
 * @example
 * assertDataKeyMatches(secretsStore(db), cipher, '/repo/.data/default/data.key');
 */
export function assertDataKeyMatches(
  secrets: SecretsStore,
  cipher: DataCipher,
  source: string,
): void {
  const place = `sandbox_secrets.${KEY_CHECK_NAME}`;
  const stored = secrets.secret(KEY_CHECK_NAME, () => cipher.encrypt(KEY_CHECK_TEXT, place));
  let matches: boolean;
  try {
    matches = cipher.decrypt(stored, place) === KEY_CHECK_TEXT;
  } catch {
    matches = false;
  }
  if (!matches) {
    throw new DataKeyError(
      `The data key from ${source} is not the one this data directory was encrypted with. ` +
        `Use the original key (${DATA_KEY_ENV} or ${DATA_KEY_FILE}); without it the TOTP ` +
        'secrets and cloud passwords stored here cannot be read.',
    );
  }
}
