import { describe, expect, it } from 'vitest';
import { signJwt, verifyJwt } from './jwt.ts';

const key = Buffer.alloc(32, 7);
const claims = { sub: 'customer-1', sid: 'session-1', iat: 1_000, exp: 1_900 };

describe('HS256 JWT', () => {
  it('verifies its own tokens until they expire', () => {
    const token = signJwt(key, claims);
    expect(verifyJwt(key, token, 1_899)).toEqual(claims);
    expect(verifyJwt(key, token, 1_900)).toBeUndefined();
  });

  it('refuses another key, a changed payload, alg none and garbage', () => {
    const token = signJwt(key, claims);
    const [header, , signature] = token.split('.');
    const changed = Buffer.from(JSON.stringify({ ...claims, sub: 'admin' })).toString('base64url');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');

    expect(verifyJwt(Buffer.alloc(32, 8), token, 1_000)).toBeUndefined();
    expect(verifyJwt(key, `${header}.${changed}.${signature}`, 1_000)).toBeUndefined();
    expect(verifyJwt(key, `${none}.${token.split('.')[1]}.`, 1_000)).toBeUndefined();
    expect(verifyJwt(key, 'not-a-jwt', 1_000)).toBeUndefined();
  });

  it('uses the standard header (other JWT libraries can verify it)', () => {
    const header = JSON.parse(
      Buffer.from(signJwt(key, claims).split('.')[0] ?? '', 'base64url').toString(),
    );
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
  });
});
