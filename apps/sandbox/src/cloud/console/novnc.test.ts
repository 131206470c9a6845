import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startConsoleTestServer,
  type ConsoleTestServer,
} from '../../test-support/consoleServer.ts';
import { websocketPath } from './tokens.ts';

// The browser proof (issue 11): noVNC's own RFB class, in Chromium, against the console
// websocket. Chromium is Debian's (TOOLCHAIN.md "Browser tests"), as for Storybook's tests.
const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const NOVNC_DIR = dirname(dirname(fileURLToPath(import.meta.resolve('@novnc/novnc'))));

const PAGE = `<!doctype html>
<meta charset="utf-8">
<title>console</title>
<div id="screen"></div>
<script type="module">
  import RFB from '/novnc/core/rfb.js';
  window.events = [];
  window.open = (url) => {
    const rfb = new RFB(document.getElementById('screen'), url, { wsProtocols: ['binary'] });
    rfb.addEventListener('connect', () => window.events.push('connect'));
    rfb.addEventListener('disconnect', () => window.events.push('disconnect'));
    rfb.addEventListener('desktopname', (event) => window.events.push('name:' + event.detail.name));
    rfb.addEventListener('securityfailure', (event) => window.events.push('securityfailure:' + event.detail.reason));
    window.rfb = rfb;
  };
  // Pixels of noVNC's canvas that are not the console's black, in a region (default: all).
  window.litPixels = (area) => {
    const canvas = document.querySelector('#screen canvas');
    const { x, y, width, height } = area ?? { x: 0, y: 0, width: canvas.width, height: canvas.height };
    const data = canvas.getContext('2d').getImageData(x, y, width, height).data;
    let lit = 0;
    for (let index = 0; index < data.length; index += 4)
      if (data[index] + data[index + 1] + data[index + 2] > 0) lit++;
    return lit;
  };
  window.ready = true;
</script>`;

/** Serves the page and noVNC's ES modules (its `core/` and `vendor/` folders) on a free port. */
async function startStaticServer(): Promise<{ origin: string; server: Server }> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path === '/') {
      response.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
      return;
    }
    const file = normalize(join(NOVNC_DIR, path.replace(/^\/novnc\//, '')));
    if (!path.startsWith('/novnc/') || !file.startsWith(NOVNC_DIR) || !file.endsWith('.js')) {
      response.writeHead(404).end();
      return;
    }
    readFile(file).then(
      (body) => response.writeHead(200, { 'content-type': 'text/javascript' }).end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { origin: `http://127.0.0.1:${address.port}`, server };
}

// The sandbox's tsconfig has no DOM types: what runs in the page is given as expressions.
function litPixels(page: Page, region?: { x: number; y: number; width: number; height: number }) {
  return page.evaluate<number>(`window.litPixels(${JSON.stringify(region ?? null)})`);
}

function events(page: Page) {
  return page.evaluate<string[]>('window.events');
}

async function openConsole(page: Page, url: string): Promise<void> {
  await page.goto(statics.origin);
  await page.waitForFunction('window.ready === true');
  await page.evaluate(`window.open(${JSON.stringify(url)})`);
}

let consoleServer: ConsoleTestServer;
let statics: { origin: string; server: Server };
let browser: Browser;

beforeAll(async () => {
  consoleServer = await startConsoleTestServer([
    {
      serverId: 'b1d0c2a4-6f1e-4a57-8d3c-2e9f0a7b6c51',
      name: 'web-1',
      hostName: 'web-1',
      imageName: 'Ubuntu 24.04',
      status: 'ACTIVE',
      launchedAt: '2026-11-26T09:40:00Z',
    },
  ]);
  statics = await startStaticServer();
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => statics?.server.close(resolve));
  await consoleServer?.close();
});

describe('noVNC against the console websocket', () => {
  it('connects, draws the text console on its canvas, and redraws when a key is typed', async () => {
    const { token } = consoleServer.tokens.createToken({
      serverId: 'b1d0c2a4-6f1e-4a57-8d3c-2e9f0a7b6c51',
      region: 'eu-west2',
      projectId: 'demo-project',
    });
    const page = await browser.newPage();
    await openConsole(
      page,
      `${consoleServer.origin.replace(/^http/, 'ws')}${websocketPath('eu-west2', token)}`,
    );

    await page.waitForFunction('window.events.includes("connect")');
    expect(await events(page)).toContain('name:web-1');
    await expect.poll(() => litPixels(page), { timeout: 5000 }).toBeGreaterThan(5000);

    // The login prompt is on the last text row (16 px high); right of it, nothing yet.
    const promptRight = { x: 13 * 8 + 8, y: 23 * 16, width: 64, height: 16 };
    expect(await litPixels(page, promptRight)).toBe(0);

    await page.click('#screen canvas');
    await page.keyboard.type('ok');
    await expect.poll(() => litPixels(page, promptRight), { timeout: 5000 }).toBeGreaterThan(20);
    await page.close();
  });

  it('shows noVNC the reason a console token is refused', async () => {
    const page = await browser.newPage();
    await openConsole(
      page,
      `${consoleServer.origin.replace(/^http/, 'ws')}${websocketPath('eu-west2', 'made-up')}`,
    );

    await expect
      .poll(() => events(page), { timeout: 5000 })
      .toContain('securityfailure:Invalid console token: open the console again.');
    await page.close();
  });
});
