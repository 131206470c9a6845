import { afterEach, describe, expect, it } from 'vitest';
import { createBrowser, formsOf } from '../../test-support/browser.ts';
import { startTestServer } from '../../test-support/server.ts';

// The admin page's Sandbox clock section: it moves the running sandbox clock forward, and what
// fell due on the way runs at once (the scheduler re-arms).

const HOUR_MS = 3_600_000;

let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function clockForms(body: string) {
  const forms = formsOf(body).filter((candidate) => candidate.action === '/sandbox/admin/clock');
  if (forms.length !== 2) throw new Error('expected the presets form and the hours form');
  return forms;
}

/** Lets an armed 0 ms timer fire. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the Sandbox clock section of /sandbox/admin', () => {
  it('jumps a month at one press and runs what fell due, each at its own time', async () => {
    server = await startTestServer();
    const { platform } = server;
    const browser = createBrowser(server.app);
    const ran: string[] = [];
    const start = platform.now().getTime();
    platform.scheduler.schedule(new Date(start + 30 * 24 * HOUR_MS), (dueAt) => {
      ran.push(dueAt.toISOString());
    });
    const page = await browser.get('/sandbox/admin');
    expect(page.body).toContain('<h2>Sandbox clock</h2>');
    expect(page.body).toMatch(/data-testid="sandbox-time">\d{4}-\d\d-\d\dT/);
    const [presets] = clockForms(page.body);

    const pressed = await browser.post(presets!.action, { ...presets!.hidden, preset: '744' });
    await tick();

    expect(pressed.statusCode).toBe(303);
    expect(pressed.headers.location).toBe('/sandbox/admin#clock');
    const moved = platform.now().getTime() - start;
    expect(moved).toBeGreaterThanOrEqual(744 * HOUR_MS);
    expect(moved).toBeLessThan(744 * HOUR_MS + 60_000);
    expect(ran).toEqual([new Date(start + 30 * 24 * HOUR_MS).toISOString()]);
  });

  it('takes any whole number of hours in range, and refuses others without moving', async () => {
    server = await startTestServer();
    const { platform } = server;
    const browser = createBrowser(server.app);
    const [, hours] = clockForms((await browser.get('/sandbox/admin')).body);
    const before = platform.now().getTime();

    for (const bad of ['0', '-5', '1.5', '9601', 'ten', ''])
      expect((await browser.post(hours!.action, { ...hours!.hidden, hours: bad })).statusCode).toBe(
        400,
      );
    expect(platform.now().getTime() - before).toBeLessThan(60_000);

    expect((await browser.post(hours!.action, { ...hours!.hidden, hours: '5' })).statusCode).toBe(
      303,
    );
    expect(platform.now().getTime() - before).toBeGreaterThanOrEqual(5 * HOUR_MS);
  });

  it('refuses a post without the page token or cross-site, and a GET: the clock stays', async () => {
    server = await startTestServer();
    const { platform } = server;
    const browser = createBrowser(server.app);
    const [presets] = clockForms((await browser.get('/sandbox/admin')).body);
    const { csrf_token: _token, ...fields } = presets!.hidden;
    const before = platform.now().getTime();

    const refused = [
      await browser.post(presets!.action, { ...fields, preset: '744' }),
      await browser.post(
        presets!.action,
        { ...presets!.hidden, preset: '744' },
        { origin: 'http://evil.test' },
      ),
      await browser.get('/sandbox/admin/clock'),
    ];

    expect(refused.map((response) => response.statusCode)).toEqual([403, 403, 405]);
    expect(platform.now().getTime() - before).toBeLessThan(60_000);
  });
});
