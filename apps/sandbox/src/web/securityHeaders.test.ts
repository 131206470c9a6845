import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer } from '../test-support/server.ts';
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy } from './securityHeaders.ts';

// Issue 15: the brand build inlines its tiny head script and lists the script's hash in csp.json;
// the sandbox adds that hash, and only hashes, to the CSP of its HTML pages.

const HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";
const PAGE = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';

let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('the CSP of a build with csp.json', () => {
  it("adds the build's script hash to script-src of its HTML pages, nothing else", async () => {
    server = await startTestServer({
      staticFiles: { 'index.html': PAGE, 'csp.json': JSON.stringify({ 'script-src': [HASH] }) },
    });

    for (const url of ['/', '/control/servers']) {
      const policy = (await server.app.inject({ method: 'GET', url })).headers[
        'content-security-policy'
      ];
      expect(policy, url).toBe(
        CONTENT_SECURITY_POLICY.replace("script-src 'self'", `script-src 'self' ${HASH}`),
      );
    }
    const api = await server.app.inject({ method: 'GET', url: '/api/regions/' });
    expect(api.headers['content-security-policy']).toBeUndefined();
  });

  it('cannot widen the policy: unsafe-inline, other origins, other directives and non-hash values are left out', async () => {
    server = await startTestServer({
      staticFiles: {
        'index.html': PAGE,
        'csp.json': JSON.stringify({
          'script-src': [
            "'unsafe-inline'",
            'https://evil.example',
            `${HASH} 'unsafe-eval'`,
            42,
            HASH,
          ],
          'style-src': ["'unsafe-inline'"],
          'connect-src': ['https://evil.example'],
          'frame-ancestors': ['*'],
        }),
      },
    });

    const policy = (await server.app.inject({ method: 'GET', url: '/' })).headers[
      'content-security-policy'
    ];

    expect(policy).toBe(
      CONTENT_SECURITY_POLICY.replace("script-src 'self'", `script-src 'self' ${HASH}`),
    );
    expect(policy).not.toMatch(/unsafe|evil|\*/);
  });

  it('keeps the strict policy when csp.json is missing or not a JSON object', async () => {
    for (const csp of [undefined, 'not json', '["a"]', 'null']) {
      server = await startTestServer({
        staticFiles: { 'index.html': PAGE, ...(csp === undefined ? {} : { 'csp.json': csp }) },
      });
      const policy = (await server.app.inject({ method: 'GET', url: '/' })).headers[
        'content-security-policy'
      ];
      expect(policy, String(csp)).toBe(CONTENT_SECURITY_POLICY);
      await server.close();
      server = undefined;
    }
  });

  it('takes sha384 and sha512 hashes of style-src too, each once', () => {
    const style = "'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC'";
    expect(contentSecurityPolicy({ 'style-src': [style, style] })).toContain(
      `style-src 'self' ${style};`,
    );
  });
});
