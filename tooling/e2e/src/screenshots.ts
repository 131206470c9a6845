// Takes screenshots of pages in every language and at a narrow width, for a person to look at.
// Usage (a sandbox must be serving the brand): BASE_URL=http://127.0.0.1:8080 pnpm screenshots [/path ...]
// LOGIN=email:password logs each browser in first (the product API's login), for control screens.
import { chromium, type BrowserContext } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:8080';
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/no-such-page'];
const outDir = fileURLToPath(new URL('../screenshots/', import.meta.url));
const viewports = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'narrow', width: 375, height: 812 },
];
const languages = ['en', 'ru', 'zh'];
// COLOR_SCHEME=dark emulates a system in dark mode (the portal follows it unless a choice is stored).
const colorScheme = process.env.COLOR_SCHEME === 'dark' ? 'dark' : 'light';

/** Logs the context in through the product API (the csrftoken__ cookie, then POST login/). */
async function logIn(context: BrowserContext, login: string) {
  const [email, password] = login.split(':');
  await context.request.get(new URL('/api/time/', baseUrl).href);
  const csrf = (await context.cookies()).find((cookie) => cookie.name === 'csrftoken__')?.value;
  const response = await context.request.post(new URL('/api/login/', baseUrl).href, {
    data: { email, password },
    headers: { 'X-CSRFToken': csrf ?? '' },
  });
  if (!response.ok()) throw new Error(`login: ${response.status()} ${await response.text()}`);
}

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});
for (const language of languages) {
  for (const viewport of viewports) {
    const context = await browser.newContext({ locale: language, viewport, colorScheme });
    if (process.env.LOGIN) await logIn(context, process.env.LOGIN);
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(new URL(path, baseUrl).href);
      await page.waitForLoadState('networkidle');
      const name = `${path.replace(/\W+/g, '_') || 'home'}-${language}-${viewport.name}-${colorScheme}.png`;
      await page.screenshot({ path: `${outDir}${name}`, fullPage: viewport.name === 'desktop' });
      console.log(`${outDir}${name}`);
    }
    await context.close();
  }
}
await browser.close();
