import { chromium } from '@playwright/test';
const [,, base = 'http://127.0.0.1:4401', tag = 'default', langs = 'en', path = '/control/servers/list', email = 'demo@cloud-portal.test', password = 'demo-password-2026'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const lang of langs.split(',')) {
  for (const width of [1280, 375]) {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    await context.addInitScript((l) => localStorage.setItem('cloud-portal.language', l), lang);
    const page = await context.newPage();
    await page.request.get(`${base}/api/time/`);
    const csrf = (await context.cookies()).find((c) => c.name === 'csrftoken__')?.value ?? '';
    const r = await page.request.post(`${base}/api/login/`, { data: { email, password }, headers: { 'X-CSRFToken': csrf } });
    if (!r.ok()) console.log('login', r.status(), await r.text());
    await page.goto(`${base}${path}`);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/shell-${tag}-${lang}-${width}.png` });
    console.log(tag, lang, width, await page.title());
    await context.close();
  }
}
await browser.close();
