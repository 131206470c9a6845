import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestStores } from '../../test-support/stores.ts';
import { startTestServer } from '../../test-support/server.ts';
import { escapeHtml } from '../../platform/http/html.ts';
import { outboxHtml } from './outboxPage.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

describe('GET /sandbox/outbox', () => {
  it('lists sent mail newest first with clickable same-origin links, under the strict CSP', async () => {
    const stores = openTestStores(server.dataDir);
    const records = stores.outbox;
    records.send(
      {
        recipient: 'a@example.com',
        subject: 'First',
        body: 'one',
        link: '/reset-password?token=a&b',
      },
      new Date('2026-11-21T10:00:00Z'),
    );
    records.send(
      { recipient: 'b@example.com', subject: 'Second', body: 'two', link: null },
      new Date('2026-11-21T11:00:00Z'),
    );
    stores.close();

    const response = await server.app.inject({ method: 'GET', url: '/sandbox/outbox' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.indexOf('Second')).toBeLessThan(response.body.indexOf('First'));
    expect(response.body).toContain('<a href="/reset-password?token=a&amp;b">');
    expect(response.body).not.toMatch(/<script|style=|<style/);
  });

  it('is never replaced by the app fallback', async () => {
    const withApp = await startTestServer({ staticFiles: { 'index.html': '<!doctype html>APP' } });
    try {
      const response = await withApp.app.inject({ method: 'GET', url: '/sandbox/outbox' });
      expect(response.body).toContain('Sandbox outbox');
      expect(response.body).not.toContain('APP');
    } finally {
      await withApp.close();
    }
  });
});

describe('outboxHtml', () => {
  it('escapes mail content and drops links that are not same-origin paths', () => {
    const html = outboxHtml([
      {
        id: 1,
        recipient: '<img src=x onerror=alert(1)>@example.com',
        subject: '"><script>alert(1)</script>',
        body: "it's <b>bold</b>",
        link: 'javascript:alert(1)',
        createdAt: '2026-11-21T10:00:00.000Z',
      },
      {
        id: 2,
        recipient: 'c@example.com',
        subject: 'protocol-relative',
        body: '',
        link: '//evil.test/x',
        createdAt: '2026-11-21T10:00:00.000Z',
      },
    ]);

    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;b&gt;bold&lt;/b&gt;');
    expect(html).not.toContain('href="javascript:');
    expect(html).not.toContain('href="//evil.test');
    expect(escapeHtml(`<'&">`)).toBe('&lt;&#39;&amp;&quot;&gt;');
  });
});
