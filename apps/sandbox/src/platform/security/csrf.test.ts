import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_BINDING,
  isCsrfTokenValid,
  isSameOriginRequest,
  issueCsrfToken,
} from './csrf.ts';

const key = Buffer.alloc(32, 1);

describe('signed CSRF tokens', () => {
  it('validate only for the binding they were issued for, under the same key', () => {
    const token = issueCsrfToken(key, 'session-a');
    expect(isCsrfTokenValid(key, token, 'session-a')).toBe(true);
    expect(isCsrfTokenValid(key, token, 'session-b')).toBe(false);
    expect(isCsrfTokenValid(key, token, ANONYMOUS_BINDING)).toBe(false);
    expect(isCsrfTokenValid(Buffer.alloc(32, 2), token, 'session-a')).toBe(false);
  });

  it('are random per issue and reject tampering', () => {
    const token = issueCsrfToken(key, 'session-a');
    expect(issueCsrfToken(key, 'session-a')).not.toBe(token);
    expect(isCsrfTokenValid(key, `x${token}`, 'session-a')).toBe(false);
    expect(isCsrfTokenValid(key, token.split('.')[0] ?? '', 'session-a')).toBe(false);
  });
});

describe('isSameOriginRequest', () => {
  it('refuses cross-site fetches and foreign or opaque origins', () => {
    expect(isSameOriginRequest({ secFetchSite: 'cross-site', host: 'a.test' })).toBe(false);
    expect(isSameOriginRequest({ origin: 'https://evil.test', host: 'a.test' })).toBe(false);
    expect(isSameOriginRequest({ origin: 'null', host: 'a.test' })).toBe(false);
  });

  it('lets same-origin and header-less requests through', () => {
    expect(
      isSameOriginRequest({
        origin: 'https://a.test',
        secFetchSite: 'same-origin',
        host: 'a.test',
      }),
    ).toBe(true);
    expect(isSameOriginRequest({ host: 'a.test' })).toBe(true);
  });
});
