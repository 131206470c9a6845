#!/usr/bin/env node
// Issue 13's server list benchmark: what a customer with 300 servers feels on this machine.
// Starts the built sandbox (default brand) with 300 demo servers (SANDBOX_DEMO_SERVERS), logs in
// as the demo customer in Debian's Chromium and measures, N runs each:
//   - time to data: from a click on "Servers" (in-app navigation, region data already loaded by
//     the control area's start-up) to the first row on screen; and from a cold page load;
//   - DOM elements of the whole page with the list shown (budget 800);
//   - input to paint of a sort (a header click) and a filter (typing into search), at 4x CPU
//     throttling (Chrome DevTools' CPU slowdown): from the input event to the frame that shows the
//     re-ordered or filtered rows (budget 100 ms).
// Usage: pnpm bench:servers [--runs 5] [--servers 300]   (build first: npm test -- --only build)
// Not a CI gate: timings are noisy. Its figures go in the README's Performance section.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, servers: { type: 'string', default: '300' } },
});
const RUNS = Number(values.runs);
const SERVERS = Number(values.servers);
const DEMO = { email: 'demo@cloud-portal.test', password: 'demo-password-2026' };

/** A free TCP port on loopback. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function startSandbox() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-servers-'));
  const child = spawn(process.execPath, [path.join(repoRoot, 'apps/sandbox/dist/main.js')], {
    env: {
      ...process.env,
      BRAND: 'default',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_IP: '1000',
      SANDBOX_DEMO_SERVERS: String(SERVERS),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/regions/`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    stop() {
      child.kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const fmt = (list) =>
  `median ${median(list).toFixed(0)} ms, max ${Math.max(...list).toFixed(0)} ms (${list.map((value) => value.toFixed(0)).join(', ')})`;

// In the page: resolves with the time from `start` (a performance.now() or event.timeStamp value)
// to the paint of the first frame whose DOM satisfies `changed()`. The DOM is checked after every
// mutation (so the moment the change lands is known to the task, not to the next frame), then the
// frame that shows it is waited for: its animation-frame callback runs just before that frame's
// paint, and a message posted from there is handled right after the paint. Rejects after
// `timeoutMs` with what the page showed instead, so a change that never comes fails the bench
// with a reason rather than hanging it.
const PAINT_AFTER = `
  window.__paintAfter = (start, changed, describe, timeoutMs = 15000) =>
    new Promise((resolve, reject) => {
      let done = false;
      const finish = () => {
        done = true;
        observer.disconnect();
        clearTimeout(timer);
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now() - start);
          channel.port2.postMessage(null);
        });
      };
      const check = () => {
        if (!done && changed()) finish();
      };
      const observer = new MutationObserver(check);
      observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
      const timer = setTimeout(() => {
        if (done) return;
        done = true;
        observer.disconnect();
        reject(new Error('no change after ' + timeoutMs + ' ms; the page shows: ' + (describe ? describe() : document.title)));
      }, timeoutMs);
      check();
    });
  // What the list shows, for a timeout's message.
  window.__describeList = () => {
    const rows = [...document.querySelectorAll('tbody th[scope="row"]')].map((row) => row.textContent);
    const search = document.querySelector('input[type="search"]');
    return location.pathname + location.search + ', search "' + (search ? search.value : '(none)') + '", ' + rows.length + ' rows: ' + rows.slice(0, 5).join(' | ');
  };
`;

async function main() {
  const sandbox = await startSandbox();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const results = { navigate: [], cold: [], dom: [], sort: [], filter: [] };
  try {
    const context = await browser.newContext({
      baseURL: sandbox.base,
      viewport: { width: 1440, height: 900 },
    });
    await context.request.get('/api/time/');
    const csrf = (await context.cookies()).find((cookie) => cookie.name === 'csrftoken__')?.value;
    const login = await context.request.post('/api/login/', {
      data: DEMO,
      headers: { 'X-CSRFToken': csrf ?? '' },
    });
    if (!login.ok()) throw new Error(`login: ${login.status()} ${await login.text()}`);
    await context.addInitScript(PAINT_AFTER);
    const page = await context.newPage();

    for (let run = 0; run < RUNS; run += 1) {
      // Cold: a full load of the list, from the navigation's start to the first row painted.
      await page.goto('/control/servers/list', { waitUntil: 'commit' });
      results.cold.push(
        await page.evaluate(() =>
          window.__paintAfter(
            0,
            () => document.querySelector('table tbody th[scope="row"]') !== null,
          ),
        ),
      );
      // Regions answer one by one: wait (30 s at most) until the heading counts every server.
      await page
        .waitForFunction(
          (n) =>
            document.title.startsWith('Servers') &&
            document.querySelectorAll('th[scope="row"]').length > 0 &&
            (document.querySelector('h1')?.textContent ?? '').includes(String(n)),
          SERVERS,
          { timeout: 30_000 },
        )
        .catch(async () => {
          const heading = await page.locator('h1').first().innerText();
          throw new Error(`expected ${SERVERS} servers within 30 s, the heading says "${heading}"`);
        });
      results.dom.push(await page.evaluate(() => document.querySelectorAll('*').length));

      // In-app: from the billing screen, click Servers in the side nav.
      await page
        .getByRole('navigation', { name: 'Control panel' })
        .getByRole('link', { name: 'Billing' })
        .click();
      await page.waitForURL(/billing/);
      await page.waitForFunction(() => document.querySelector('th[scope="row"]') === null);
      results.navigate.push(
        await page.evaluate(() => {
          const link = [...document.querySelectorAll('nav a')].find(
            (a) => a.textContent?.trim() === 'Servers',
          );
          const start = performance.now();
          link.click();
          return window.__paintAfter(
            start,
            () => document.querySelector('table tbody th[scope="row"]') !== null,
          );
        }),
      );

      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      // Sort: click the Name header; done when the first row's name changed.
      results.sort.push(
        await page.evaluate(() => {
          const first = () => document.querySelector('tbody th[scope="row"]')?.textContent;
          const before = first();
          const button = [...document.querySelectorAll('thead button')].find(
            (b) => b.textContent?.trim() === 'Name',
          );
          const start = performance.now();
          button.click();
          return window.__paintAfter(start, () => first() !== before, window.__describeList);
        }),
      );
      // Filter: type a name into search; from the input event to the paint of the frame whose
      // list holds only the matching rows. The listener is in place before the text is typed
      // (its own evaluate), and every wait ends: no input event, or no filtered list within 15 s,
      // fails the run with what the page showed.
      const search = page.getByRole('searchbox', { name: 'Search servers' });
      await search.focus();
      // The name is the row header's link (the cell may show more under it, the OS).
      const target = await page.locator('tbody th[scope="row"] a').nth(3).innerText();
      await page.evaluate((name) => {
        const input = document.querySelector('input[type="search"]');
        window.__filterTiming = new Promise((resolve, reject) => {
          const timer = setTimeout(
            () => reject(new Error('the search box got no input event within 15 s')),
            15000,
          );
          input.addEventListener(
            'input',
            (event) => {
              clearTimeout(timer);
              window
                .__paintAfter(
                  event.timeStamp,
                  () => {
                    const rows = [...document.querySelectorAll('tbody th[scope="row"]')];
                    return rows.length > 0 && rows.every((row) => row.textContent?.includes(name));
                  },
                  window.__describeList,
                )
                .then(resolve, reject);
            },
            { once: true },
          );
        });
      }, target);
      await page.keyboard.insertText(target);
      const timing = page.evaluate(() => window.__filterTiming);
      results.filter.push(await timing);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await cdp.detach();
    }
  } finally {
    await browser.close();
    sandbox.stop();
  }
  console.log(
    `server list with ${SERVERS} servers, ${RUNS} runs (${new Date().toISOString().slice(0, 10)})`,
  );
  console.log(`  time to data, in-app navigation:   ${fmt(results.navigate)}  (budget 400 ms)`);
  console.log(`  time to data, cold page load:      ${fmt(results.cold)}`);
  console.log(`  DOM elements with the list shown:  max ${Math.max(...results.dom)}  (budget 800)`);
  console.log(`  sort input to paint, 4x CPU:       ${fmt(results.sort)}  (budget 100 ms)`);
  console.log(`  filter input to paint, 4x CPU:     ${fmt(results.filter)}  (budget 100 ms)`);
}

await main();
