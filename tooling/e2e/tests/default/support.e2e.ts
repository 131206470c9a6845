import { expect, seriousA11yViolations, test } from '../../src/fixtures.ts';
import { signUpActivated } from '../../src/session.ts';

// Issue 14, support (§2 support with tickets, tickets/{id} and tickets-new; §3 Ticket statuses and
// topics): a customer opens a ticket with an attachment, support answers on the sandbox's
// helpdesk page (HTML, sanitised), the list says Has reply, the thread shows the answer without
// its script, and a reply puts it In progress. A file that is not an allowed type is refused with
// a message, and nothing typed is lost.

test('ticket → support reply → Has reply → customer reply', async ({ page }) => {
  test.slow();
  await signUpActivated(page, 'support');
  await page.goto('/control/support/tickets');
  await expect(page.getByRole('heading', { name: 'No tickets yet' })).toBeVisible({
    timeout: 30_000,
  });
  await page.goto('/control/support/tickets-new');
  const subject = `Disk is full ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await page.getByRole('combobox', { name: 'Topic' }).selectOption('technical_support');
  await page.getByRole('textbox', { name: /^Message/ }).fill('My server says: no space left.');

  // A file that is not PNG, JPEG, PDF, TXT or LOG is refused; what was typed stays.
  const files = page.locator('input[type=file]');
  await files.setInputFiles({
    name: 'tool.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('MZ\x90\x00binary'),
  });
  await expect(page.getByText(/tool\.exe is not a PNG, JPEG, PDF, TXT or LOG file/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue(subject);
  await files.setInputFiles({
    name: 'df.log',
    mimeType: 'text/plain',
    buffer: Buffer.from('/dev/vda1  25G  25G  0 100% /\n'),
  });
  await expect(page.getByText('df.log')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Open ticket' }).click();
  await expect(page).toHaveURL(/\/control\/support\/tickets\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').at(-1) ?? '';
  await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
  await expect(page.locator('[data-status="new"]').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /df\.log/ })).toBeVisible();

  // Support answers on the helpdesk page, with a script that must not survive.
  const desk = await page.context().newPage();
  await desk.goto(`/sandbox/support/${id}`);
  await desk
    .getByLabel('Reply as support (HTML allowed: it is sanitised)')
    .fill('<p>Run <code>du -sh /var/log</code>.</p><script>window.hacked = 1</script>');
  await desk.getByRole('button', { name: 'Send reply' }).click();
  await expect(desk.locator('strong[data-status="has_reply"]')).toBeVisible();
  await desk.close();

  await page.goto('/control/support/tickets');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: subject }) });
  await expect(row.locator('[data-status="has_reply"]')).toHaveText('Has reply');

  await row.getByRole('link', { name: subject }).click();
  const thread = page.getByRole('list', { name: 'Messages' });
  const answer = thread.locator('li[data-author="support"]');
  await expect(answer).toContainText('du -sh /var/log');
  await expect(answer.locator('script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();

  await page
    .getByRole('textbox', { name: /^(Reply|Your reply)/ })
    .fill('Thanks, that freed 10 GB.');
  await page.getByRole('button', { name: /^Send/ }).click();
  await expect(thread.locator('li[data-author="customer"]')).toHaveCount(2);
  await expect(page.locator('[data-status="in_progress"]').first()).toBeVisible();
});
