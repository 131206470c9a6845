import { describe, expect, test } from 'vitest';
import { cleanLoginPayload, loginOutcome } from './login.ts';

describe('cleanLoginPayload (§4: empty affiliate fields are dropped)', () => {
  const credentials = { email: 'ada@example.com', password: 'correct horse battery', fp: 'abc' };

  test.each([
    ['undefined', undefined],
    ['null', null],
    ['empty', ''],
    ['blank', '   '],
  ])('drops %s affiliate_uuid and affiliate_hit', (_name, empty) => {
    const cleaned = cleanLoginPayload({
      ...credentials,
      affiliate_uuid: empty,
      affiliate_hit: empty,
    });
    expect(cleaned).toEqual(credentials);
    expect('affiliate_uuid' in cleaned).toBe(false);
    expect('affiliate_hit' in cleaned).toBe(false);
  });

  test('keeps present values unchanged, also a numeric hit of 0', () => {
    expect(
      cleanLoginPayload({ ...credentials, affiliate_uuid: ' 3f2a-uuid ', affiliate_hit: 0 }),
    ).toEqual({ ...credentials, affiliate_uuid: ' 3f2a-uuid ', affiliate_hit: 0 });
  });

  test('drops only the empty one of the two', () => {
    expect(
      cleanLoginPayload({ ...credentials, affiliate_uuid: '3f2a', affiliate_hit: '' }),
    ).toEqual({
      ...credentials,
      affiliate_uuid: '3f2a',
    });
  });

  test('never touches other empty fields and does not mutate the input', () => {
    const payload = { email: '', password: '', affiliate_uuid: '' };
    const cleaned = cleanLoginPayload(payload);
    expect(cleaned).toEqual({ email: '', password: '' });
    expect(payload).toEqual({ email: '', password: '', affiliate_uuid: '' });
    expect(cleaned).not.toBe(payload);
  });
});

describe('loginOutcome (§4 Login)', () => {
  test.each<[string, unknown, string]>([
    ['totp_required true', { totp_required: true }, 'totpRequired'],
    [
      'totp_required true next to other fields',
      { totp_required: true, detail: 'ok' },
      'totpRequired',
    ],
    ['totp_required false', { totp_required: false }, 'loadCustomer'],
    ['no flag', { access: 'jwt' }, 'loadCustomer'],
    ['string "true" is not the flag', { totp_required: 'true' }, 'loadCustomer'],
    ['empty body', undefined, 'loadCustomer'],
    ['null body', null, 'loadCustomer'],
    ['text body', 'OK', 'loadCustomer'],
  ])('%s → %s', (_name, response, kind) => {
    expect(loginOutcome(response)).toEqual({ kind });
  });
});
