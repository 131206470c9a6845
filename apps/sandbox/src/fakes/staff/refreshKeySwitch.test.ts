import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { composeSandbox } from '../../server.ts';
import { createAgent } from '../../test-support/agent.ts';
import { createBrowser, formsOf } from '../../test-support/browser.ts';
import {
  makeTempDir,
  startTestServer,
  TEST_PASSWORD_COST,
  writeFiles,
} from '../../test-support/server.ts';

// The admin page's Refresh key section: the key GET /api/refresh-status/ answers (SPEC §4
// Refresh flow) changes at the press of a button, and stays changed across a restart.

let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
let temp: ReturnType<typeof makeTempDir> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  temp?.cleanup();
  temp = undefined;
});

async function currentKey(app: Parameters<typeof createAgent>[0]): Promise<string> {
  const response = await createAgent(app).call({ method: 'GET', operation: '/refresh-status/' });
  return response.json<{ refresh_key: string }>().refresh_key;
}

function refreshForm(body: string) {
  const form = formsOf(body).find((candidate) => candidate.action === '/sandbox/admin/refresh-key');
  if (form === undefined) throw new Error('no refresh key form');
  return form;
}

describe('the Refresh key section of /sandbox/admin', () => {
  it('changes the key of GET /api/refresh-status/ at each press (post, redirect, get)', async () => {
    server = await startTestServer({ staticFiles: { 'index.html': '<!doctype html>' } });
    const browser = createBrowser(server.app);
    const build = await currentKey(server.app);
    const page = await browser.get('/sandbox/admin');
    expect(page.body).toContain('<h2>Refresh key</h2>');
    expect(page.body).toContain(`Key now: <code>${build}</code> (the build’s own)`);

    const pressed = await browser.post(
      refreshForm(page.body).action,
      refreshForm(page.body).hidden,
    );

    expect(pressed.statusCode).toBe(303);
    expect(pressed.headers.location).toBe('/sandbox/admin#refresh');
    const first = await currentKey(server.app);
    expect(first).toMatch(/^[0-9a-f]{16}$/);
    expect(first).not.toBe(build);
    const after = await browser.get('/sandbox/admin');
    expect(after.body).toContain(`Key now: <code>${first}</code> (changed by hand 1 time)`);

    await browser.post(refreshForm(after.body).action, refreshForm(after.body).hidden);
    const second = await currentKey(server.app);
    expect(new Set([build, first, second]).size).toBe(3);
    expect(await currentKey(server.app)).toBe(second);
  });

  it('keeps the changed key across a restart of the same data directory', async () => {
    temp = makeTempDir();
    const options = {
      dataDir: join(temp.path, 'data'),
      staticDir: join(temp.path, 'dist'),
      passwordCost: TEST_PASSWORD_COST,
      fakes: { enabled: true, extraHosts: [] },
    };
    writeFiles(options.staticDir, { 'index.html': '<!doctype html>' });
    const first = await composeSandbox(options);
    const build = await currentKey(first.app);
    const browser = createBrowser(first.app);
    const form = refreshForm((await browser.get('/sandbox/admin')).body);
    expect((await browser.post(form.action, form.hidden)).statusCode).toBe(303);
    const changed = await currentKey(first.app);
    await first.app.close();

    const second = await composeSandbox(options);
    try {
      expect(await currentKey(second.app)).toBe(changed);
      expect(changed).not.toBe(build);
    } finally {
      await second.app.close();
    }
  });

  it('refuses a post without the page token or cross-site, and a GET: the key stays', async () => {
    server = await startTestServer();
    const browser = createBrowser(server.app);
    const form = refreshForm((await browser.get('/sandbox/admin')).body);
    const { csrf_token: _token, ...fields } = form.hidden;

    const refused = [
      await browser.post(form.action, fields),
      await browser.post(form.action, form.hidden, { origin: 'http://evil.test' }),
      await browser.get('/sandbox/admin/refresh-key'),
    ];

    expect(refused.map((response) => response.statusCode)).toEqual([403, 403, 405]);
    expect(await currentKey(server.app)).toBe('no-build');
  });
});
