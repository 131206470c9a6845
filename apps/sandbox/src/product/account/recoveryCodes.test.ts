import { describe, expect, it } from 'vitest';
import { newRecoveryCodes } from './recoveryCodes.ts';

describe('newRecoveryCodes', () => {
  it('makes distinct codes of 8 lower-case letters and digits without look-alikes', () => {
    const codes = newRecoveryCodes(10);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{8}$/);
  });
});
