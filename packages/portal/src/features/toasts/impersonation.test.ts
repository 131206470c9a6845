import { describe, expect, test } from 'vitest';
import { readImpersonatedUser } from './impersonation.ts';

describe('readImpersonatedUser (§4 LOGGED_AS_CLIENT)', () => {
  test('reads the percent-encoded user among other cookies', () => {
    expect(readImpersonatedUser('csrftoken__=a.b; LOGGED_AS_CLIENT=ada%40example.test; x=1')).toBe(
      'ada@example.test',
    );
    expect(readImpersonatedUser('LOGGED_AS_CLIENT="bob@example.test"')).toBe('bob@example.test');
  });

  test('no cookie, an empty (cleared) one or a look-alike name is no impersonation', () => {
    expect(readImpersonatedUser('')).toBeUndefined();
    expect(readImpersonatedUser('LOGGED_AS_CLIENT=; a=1')).toBeUndefined();
    expect(readImpersonatedUser('NOT_LOGGED_AS_CLIENT=ada')).toBeUndefined();
  });

  test('a value that is not percent-encoding is taken as it is', () => {
    expect(readImpersonatedUser('LOGGED_AS_CLIENT=100%')).toBe('100%');
  });
});
