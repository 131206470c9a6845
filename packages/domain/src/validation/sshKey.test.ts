import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { decodeBase64, parseSshPublicKey, validateSshPublicKey } from './sshKey.ts';

// Public keys made with OpenSSH 9.2 `ssh-keygen` for these tests (public halves only).
const ED25519 =
  'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIBAZmePA88uIlqrRtnPp5Qq6yFSErTyBEytkdwj8+c4f user@host';
const RSA_2048 =
  'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQCbzLfIwKF4GjRYTes1WbKVsfzTj3s6q0m4KkQvpn271/3gMFXYEj5XUyaCiRThxbYbJp7rshCOYemCcgqmvW7yRQYKchXCl/kOD4fKTeiRfsKoH11WtETSqnVQSp58xKB8fDB6SHL2nJJFhZnzNN6CKtq60rEWqEQbz/R+mmB78oWwFwmFW0LwOgPG5bZmhkVLaPLA2jMTWx64rJ9p4FycjsCqyvjQS7y07R5l+LX9xvQzU9pA5NfiXm15+Z+xJu0cJsv1eayUlPuOQ6DJCqJ0LDYsawgupi67x0Sa1AsIA6R9ZWSSWImEm3uHHigusJFoLDTvsqzyYvn4+e9ZcojJ user@host';
const RSA_1024_NO_COMMENT =
  'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAAAgQDy7UInOeHm6FIh2vgUpXoqbXFpm+P1gppofpPsUhEWl6Wd1IGDpVb8yG7yMEtQhEY5WgkPMiXTuB0X6GNCHNYKsQpaNa7zM/Uu+Dqcdd9drHmUEfe1FaCaWHue3WssleWPsNx0XYci79GdcGf9ytpCfvyEjISqJfulqWboWwhAAQ== ';
const ECDSA_256 =
  'ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBLR3iqmspcd9KRNyU0+2uWVLLNFOtr9LzVcmCCHclkR3iBgjktL96ebW8wfbWP8pHxDUI+xmRCaMrRcqJReizYI= user@host';
const ECDSA_384 =
  'ecdsa-sha2-nistp384 AAAAE2VjZHNhLXNoYTItbmlzdHAzODQAAAAIbmlzdHAzODQAAABhBKxoucz4HBxGoR41qwZX/wTa1VpshE0IjtyEn7mZvVXaaZ+oIMyUqRpIOxhQY2qjk8TUUuEIhDyQeapBD3ahXGxaaXNov6iF/bSLxo6/INOwywUe0IJY8GSwoBh7GE323g== user@host';
const ECDSA_521 =
  'ecdsa-sha2-nistp521 AAAAE2VjZHNhLXNoYTItbmlzdHA1MjEAAAAIbmlzdHA1MjEAAACFBAAHQW9gLmPqhVtfguQ8S2iEmkUw9ZI6TalgJxtgvvI5fRByGoBDSkRp3XWNKFOgu/NZGyYmrL9E1uGDWbvrfBtMlAAfSl/xygB9QumyfcSstKKBk71rOfd2bWusXgjGaLOxBd1hiB5NmP7g5T73hM+R+hpqgLmbTI6L2iXLqezi6IRMfA== user@host';
const DSA =
  'ssh-dss AAAAB3NzaC1kc3MAAACBANAhV47c5lPat0LN5rUUFHjaYQRHPQgxPXqwypf2ww4svLQD1394UWKDD8FuyZZbrUhFBIFVQBURlv1uowrJQMTP4ciOhgg4/ACgEZWo1305+WHa/ihvGyFvxjalsMmkhPQRwrvs1e14ODCBEVY3tDYYcNAFBR+BGSlnDOf+QkINAAAAFQDR8LCB0a5sMu43k56xgXZPz3m8+QAAAIBPT0czElQGsD1JI+BrMlCP+GMWPJBC0Vrph/4tT78m7sp9JQUo837rXgS7HfqNg7CfKyyOIodjFoR7aj2bq9icPxXnVq9YVoL0nR7mfRupJ0KZLu/1yoZzqDjukhfc7y7m6adDaVq2nMePU3eufWVByYpSRkixCBWBjbM4WMojJAAAAIEAqM+ZeAn5izX8SiDDmDgZ26q/vIeia+TL+GAmaL6MwaA4NGvqiDFSBMyXUf0Yj/6IEQqXLFlUJPVrPCG3RUkEbeQZRyOc59sZxsUAW+xEqjRy/qP+Vskovk1r2hniLk74u34jyDuXuejtmf9zWqH7iSXBCsuSyE6mHvIDXyVPYBk= user@host';

// Builds SSH wire blobs (RFC 4251 §5) for key shapes ssh-keygen cannot make without hardware.
function field(content: string | Uint8Array): Uint8Array {
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  const out = new Uint8Array(4 + bytes.length);
  new DataView(out.buffer).setUint32(0, bytes.length);
  out.set(bytes, 4);
  return out;
}
function blob(...fields: Uint8Array[]): string {
  const joined = new Uint8Array(fields.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of fields) {
    joined.set(part, offset);
    offset += part.length;
  }
  return btoa(String.fromCharCode(...joined));
}
const bytes = (length: number, first = 0x11) => {
  const out = new Uint8Array(length).fill(0x5a);
  out[0] = first;
  return out;
};

const SK_ED25519 = `sk-ssh-ed25519@openssh.com ${blob(field('sk-ssh-ed25519@openssh.com'), field(bytes(32)), field('ssh:'))} yubikey`;
const SK_ECDSA = `sk-ecdsa-sha2-nistp256@openssh.com ${blob(field('sk-ecdsa-sha2-nistp256@openssh.com'), field('nistp256'), field(bytes(65, 0x04)), field('ssh:'))}`;

describe('validateSshPublicKey (§5 "Enter valid SSH-key")', () => {
  test.each([
    ['ssh-ed25519', ED25519],
    ['ssh-rsa (2048)', RSA_2048],
    ['ssh-rsa (1024, empty comment)', RSA_1024_NO_COMMENT],
    ['ecdsa-sha2-nistp256', ECDSA_256],
    ['ecdsa-sha2-nistp384', ECDSA_384],
    ['ecdsa-sha2-nistp521', ECDSA_521],
    ['sk-ssh-ed25519@openssh.com', SK_ED25519],
    ['sk-ecdsa-sha2-nistp256@openssh.com', SK_ECDSA],
  ])('accepts %s', (_label, key) => {
    expect(validateSshPublicKey(key)).toBeNull();
  });

  test('RSA moduli of exactly 1024 bits pass, with or without the mpint zero byte', () => {
    const exponent = field(new Uint8Array([1, 0, 1]));
    const topBitClear = blob(field('ssh-rsa'), exponent, field(bytes(129, 0x01)));
    const zeroByte = blob(
      field('ssh-rsa'),
      exponent,
      field(new Uint8Array([0, ...bytes(128, 0x80)])),
    );
    expect(validateSshPublicKey(`ssh-rsa ${topBitClear}`)).toBeNull();
    expect(validateSshPublicKey(`ssh-rsa ${zeroByte}`)).toBeNull();
  });

  test('type and comment are reported; the comment may hold spaces', () => {
    expect(parseSshPublicKey(ED25519)).toEqual({ type: 'ssh-ed25519', comment: 'user@host' });
    expect(
      parseSshPublicKey(`${ED25519.replace(' user@host', '')}\tMy work laptop (2024)`),
    ).toEqual({
      type: 'ssh-ed25519',
      comment: 'My work laptop (2024)',
    });
    expect(parseSshPublicKey(`  ${ED25519}\n`)?.type).toBe('ssh-ed25519');
  });

  test('empty is required', () => {
    expect(validateSshPublicKey('')).toEqual({ key: 'validation:required' });
  });

  const [, ed25519Body = ''] = ED25519.split(' ');
  const [, rsaBody = ''] = RSA_2048.split(' ');
  test.each([
    ['DSA (removed from OpenSSH)', DSA],
    ['a declared type that differs from the blob', `ssh-rsa ${ed25519Body} user@host`],
    ['an unknown type', `ssh-foo ${ed25519Body}`],
    ['the type only', 'ssh-ed25519'],
    ['a truncated blob', `ssh-ed25519 ${ed25519Body.slice(0, 40)}`],
    ['a blob cut at a quantum', `ssh-rsa ${rsaBody.slice(0, 200)}`],
    ['base64 with a bad character', `ssh-ed25519 ${ed25519Body.slice(0, -4)}*AAA`],
    ['padding in the middle', `ssh-ed25519 AAAA=AAA${ed25519Body}`],
    ['two keys on two lines', `${ED25519}\n${ECDSA_256}`],
    [
      'a private key',
      '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----',
    ],
    [
      'a PEM public key',
      '-----BEGIN PUBLIC KEY----- MCowBQYDK2VwAyEAGb9ECWmEzf6FQbrBZ9w7lshQhqowtrbLDFw4rXAxZuE= -----END PUBLIC KEY-----',
    ],
    ['random text', 'hello world'],
    [
      'extra bytes after the key',
      `ssh-ed25519 ${blob(field('ssh-ed25519'), field(bytes(32)), field('x'))}`,
    ],
    [
      'an ed25519 key of the wrong size',
      `ssh-ed25519 ${blob(field('ssh-ed25519'), field(bytes(31)))}`,
    ],
    [
      'an RSA modulus below 1024 bits',
      `ssh-rsa ${blob(field('ssh-rsa'), field(new Uint8Array([1, 0, 1])), field(bytes(64, 0x7f)))}`,
    ],
    [
      'an RSA modulus that is negative',
      `ssh-rsa ${blob(field('ssh-rsa'), field(new Uint8Array([1, 0, 1])), field(bytes(256, 0x80)))}`,
    ],
    [
      'an RSA exponent of zero',
      `ssh-rsa ${blob(field('ssh-rsa'), field(new Uint8Array([0])), field(bytes(256, 0x70)))}`,
    ],
    [
      'an RSA modulus of 1023 bits',
      `ssh-rsa ${blob(field('ssh-rsa'), field(new Uint8Array([1, 0, 1])), field(bytes(128, 0x7f)))}`,
    ],
    [
      'an RSA modulus of 1023 bits behind a zero byte',
      `ssh-rsa ${blob(field('ssh-rsa'), field(new Uint8Array([1, 0, 1])), field(new Uint8Array([0, ...bytes(128, 0x7f)])))}`,
    ],
    [
      'an empty RSA exponent',
      `ssh-rsa ${blob(field('ssh-rsa'), field(new Uint8Array(0)), field(bytes(256, 0x70)))}`,
    ],
    [
      'an RSA key without a modulus',
      `ssh-rsa ${blob(field('ssh-rsa'), field(new Uint8Array([1, 0, 1])))}`,
    ],
    [
      'an ECDSA key with another curve inside',
      `ecdsa-sha2-nistp256 ${blob(field('ecdsa-sha2-nistp256'), field('nistp384'), field(bytes(97, 4)))}`,
    ],
    [
      'an ECDSA point of the wrong size',
      `ecdsa-sha2-nistp256 ${blob(field('ecdsa-sha2-nistp256'), field('nistp256'), field(bytes(64, 4)))}`,
    ],
    [
      'a compressed ECDSA point',
      `ecdsa-sha2-nistp256 ${blob(field('ecdsa-sha2-nistp256'), field('nistp256'), field(bytes(65, 2)))}`,
    ],
    [
      'a security key without its application',
      `sk-ssh-ed25519@openssh.com ${blob(field('sk-ssh-ed25519@openssh.com'), field(bytes(32)))}`,
    ],
    [
      'an ECDSA security key without its application',
      `sk-ecdsa-sha2-nistp256@openssh.com ${blob(field('sk-ecdsa-sha2-nistp256@openssh.com'), field('nistp256'), field(bytes(65, 4)))}`,
    ],
    ['a blob whose length field overruns', `ssh-ed25519 ${btoa('\u0000\u0000\u0001\u0000ssh')}`],
    ['a huge first field', `ssh-ed25519 ${blob(field(bytes(100_000)))}`],
  ])('refuses %s', (_label, key) => {
    expect(validateSshPublicKey(key)).toEqual({ key: 'servers:validation.sshKey' });
  });

  test('property: changing the key type word of a valid key makes it invalid', () => {
    const keys = [ED25519, RSA_2048, ECDSA_256, ECDSA_384, ECDSA_521, SK_ED25519, SK_ECDSA];
    const types = keys.map((key) => key.split(' ')[0] ?? '');
    fc.assert(
      fc.property(fc.constantFrom(...keys), fc.constantFrom(...types), (key, type) => {
        const [ownType, body] = key.split(' ');
        fc.pre(type !== ownType);
        expect(validateSshPublicKey(`${type} ${body ?? ''}`)).not.toBeNull();
      }),
    );
  });

  test('property: dropping any number of trailing base64 quanta breaks the key', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), (quanta) => {
        const body = ed25519Body.slice(0, Math.max(0, ed25519Body.length - quanta * 4));
        expect(validateSshPublicKey(`ssh-ed25519 ${body}`)).toEqual({
          key: 'servers:validation.sshKey',
        });
      }),
    );
  });
});

describe('decodeBase64', () => {
  test('decodes standard base64 with and without padding', () => {
    expect(decodeBase64('c3No')).toEqual(new Uint8Array([0x73, 0x73, 0x68]));
    expect(decodeBase64('c3M=')).toEqual(new Uint8Array([0x73, 0x73]));
    expect(decodeBase64('cw==')).toEqual(new Uint8Array([0x73]));
  });

  test.each(['', 'c3N', 'c3N!', 'c===', 'c3-_', 'c3 N', '=c3N'])('refuses %j', (text) => {
    expect(decodeBase64(text)).toBeUndefined();
  });

  test('property: agrees with btoa on any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 200 }), (data) => {
        expect(decodeBase64(btoa(String.fromCharCode(...data)))).toEqual(data);
      }),
    );
  });
});
