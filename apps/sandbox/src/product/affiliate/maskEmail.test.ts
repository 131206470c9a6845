import { describe, expect, it } from 'vitest';
import { maskEmail } from './maskEmail.ts';

describe('maskEmail', () => {
  it('keeps the first character of the name and domain and the top-level domain', () => {
    expect(maskEmail('jane.doe@example.com')).toBe('j***@e***.com');
    expect(maskEmail('a@b.co.uk')).toBe('a***@b***.uk');
  });

  it('never shows a second character of the name or the host', () => {
    expect(maskEmail('longname@longhost.org')).toBe('l***@l***.org');
    expect(maskEmail('x@localhost')).toBe('x***@l***');
    expect(maskEmail('été@почта.рф')).toBe('é***@п***.рф');
  });

  it('answers stars for something that is not an address', () => {
    expect(maskEmail('no-at-sign')).toBe('***');
    expect(maskEmail('@example.com')).toBe('***');
  });
});
