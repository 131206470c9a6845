import { createHash, generateKeyPairSync } from 'node:crypto';

/** Key types Nova's fingerprinting accepts (OpenSSH public key formats). */
const KEY_TYPES = new Set([
  'ssh-rsa',
  'ssh-ed25519',
  'ssh-dss',
  'ecdsa-sha2-nistp256',
  'ecdsa-sha2-nistp384',
  'ecdsa-sha2-nistp521',
  'sk-ssh-ed25519@openssh.com',
  'sk-ecdsa-sha2-nistp256@openssh.com',
]);

/**
 * The MD5 fingerprint Nova stores for an OpenSSH public key (`aa:bb:…`, of the decoded blob), or
 * `undefined` when the text is not a public key whose blob names its own type.
 *
 * @example
 * sshFingerprint('ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI… me@laptop'); // '1e:2c:…'
 * sshFingerprint('not a key'); // undefined
 */
export function sshFingerprint(publicKey: string): string | undefined {
  const parts = publicKey.trim().split(/\s+/);
  const [type, data] = parts;
  if (type === undefined || data === undefined || !KEY_TYPES.has(type)) return undefined;
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(data)) return undefined;
  const blob = Buffer.from(data, 'base64');
  if (blob.length < 4) return undefined;
  const nameLength = blob.readUInt32BE(0);
  if (nameLength > blob.length - 4) return undefined;
  if (blob.subarray(4, 4 + nameLength).toString('latin1') !== type) return undefined;
  const digest = createHash('md5').update(blob).digest('hex');
  return digest.match(/../g)?.join(':');
}

function sshString(value: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(value.length);
  return Buffer.concat([length, value]);
}

/** An SSH mpint: big-endian, with a leading zero byte when the top bit is set. */
function sshMpint(value: Buffer): Buffer {
  const first = value[0] ?? 0;
  return sshString(first & 0x80 ? Buffer.concat([Buffer.from([0]), value]) : value);
}

/**
 * A new RSA key pair as Nova generates one when a key pair is created without a public key
 * (microversions below 2.92): the public key in OpenSSH format, the private key as PKCS#1 PEM.
 *
 * @example
 * const { publicKey, privateKey } = generateSshKeyPair('Generated-by-Nova');
 * publicKey.startsWith('ssh-rsa '); // true
 */
export function generateSshKeyPair(comment: string): { publicKey: string; privateKey: string } {
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = pair.publicKey.export({ format: 'jwk' });
  const exponent = Buffer.from(jwk.e ?? '', 'base64url');
  const modulus = Buffer.from(jwk.n ?? '', 'base64url');
  const blob = Buffer.concat([
    sshString(Buffer.from('ssh-rsa')),
    sshMpint(exponent),
    sshMpint(modulus),
  ]);
  return {
    publicKey: `ssh-rsa ${blob.toString('base64')} ${comment}`,
    privateKey: pair.privateKey.export({ format: 'pem', type: 'pkcs1' }).toString(),
  };
}
