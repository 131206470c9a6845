import { describe, expect, test } from 'vitest';
import { csrfPrimingFetch, jwtRefreshDue, markJwtRefreshed } from './apiClientOptions.ts';

describe('csrfPrimingFetch', () => {
  test('a first POST without the CSRF cookie fetches it, then sends it in X-CSRFToken', async () => {
    let cookie: string | undefined;
    const seen: string[] = [];
    const fetchImpl = async (request: Request) => {
      seen.push(
        `${request.method} ${new URL(request.url).pathname} ${request.headers.get('X-CSRFToken')}`,
      );
      if (request.url.endsWith('/api/time/')) cookie = 'tok.sig';
      return new Response('{}');
    };
    const primed = csrfPrimingFetch('http://portal.test/api', () => cookie, fetchImpl);
    await primed(new Request('http://portal.test/api/login/', { method: 'POST', body: '{}' }));
    expect(seen).toEqual(['GET /api/time/ null', 'POST /api/login/ tok.sig']);
  });

  test('GETs and calls that already have the cookie go straight through', async () => {
    const seen: string[] = [];
    const fetchImpl = async (request: Request) => {
      seen.push(`${request.method} ${new URL(request.url).pathname}`);
      return new Response('{}');
    };
    const none = csrfPrimingFetch('http://portal.test/api', () => undefined, fetchImpl);
    await none(new Request('http://portal.test/api/customers/'));
    const withCookie = csrfPrimingFetch('http://portal.test/api', () => 'tok', fetchImpl);
    await withCookie(new Request('http://portal.test/api/logout/', { method: 'POST' }));
    expect(seen).toEqual(['GET /api/customers/', 'POST /api/logout/']);
  });
});

describe('jwt refresh stamp (§4: after 8 h)', () => {
  test('is due without a stamp, not right after one, and due again after 8 hours', () => {
    localStorage.clear();
    const now = Date.UTC(2026, 0, 1);
    expect(jwtRefreshDue(localStorage, now)).toBe(true);
    markJwtRefreshed(localStorage, now);
    expect(jwtRefreshDue(localStorage, now + 60_000)).toBe(false);
    expect(jwtRefreshDue(localStorage, now + 8 * 3_600_000 + 1)).toBe(true);
  });
});
