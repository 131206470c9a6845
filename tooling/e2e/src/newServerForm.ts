// Creating a server the way a customer does: through the /control/servers/new screen (issue 13),
// shared by the sandbox's test of a server's life (tests/default/server-life.e2e.ts) and the proxy
// test against the real OpenStack (tests/proxy/server-life.proxy.ts), so both press the same
// buttons in the same order.
import { expect, type Page } from '@playwright/test';

export const NEW_SERVER_PATH = '/control/servers/new';
/** The page every create ends on, with the new server's id. */
export const SERVER_PAGE_PATH = /\/control\/servers\/page\/([0-9a-f-]{36})$/;

/** The screen's first render waits for the cloud token: seconds of Keystone's scrypt when busy. */
const FIRST_RENDER = { timeout: 30_000 };

/** What the customer picks on the screen, each as the screen names it (English). */
export interface NewServerChoices {
  /** The region's id (`eu-west2`), shown on its tile. */
  region: string;
  /** The image group's name on its tile (`Ubuntu`, `Debian`); its newest version is taken. */
  image: string;
  /** The plan's name (`Burstable 1 vCPU / 1 GB`). */
  plan: string;
  /** The server's name (a host name). */
  name: string;
}

/** What a create through the screen answers. */
export interface CreatedThroughForm {
  /** The new server's id, read from the page the screen lands on. */
  id: string;
  /** The generated root password the screen showed (the server was created with it). */
  password: string;
  /** The body of the `server-created` report the portal sent (§7). */
  report: Record<string, unknown>;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The summary beside the form (the button there; the phone bar's copy is hidden on a desktop). */
export const newServerSummary = (page: Page) => page.getByRole('region', { name: 'Summary' });

/**
 * Opens the new-server screen and waits until it has rendered.
 * @example await openNewServerForm(page);
 */
export async function openNewServerForm(page: Page): Promise<void> {
  await page.goto(NEW_SERVER_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Create a server' })).toBeVisible(
    FIRST_RENDER,
  );
}

/**
 * Fills the open screen: region, image, plan, password access and name; answers the generated
 * root password it shows.
 * @example const password = await fillNewServerForm(page, { region: 'eu-west2', image: 'Ubuntu', plan: 'Standard 2 vCPU / 4 GB', name: 'web-1' });
 */
export async function fillNewServerForm(page: Page, choices: NewServerChoices): Promise<string> {
  const region = page
    .getByRole('list', { name: 'Locations' })
    .getByRole('radio', { name: new RegExp(`\\b${escape(choices.region)}\\b`) });
  await region.check();
  await expect(region).toBeChecked();
  const image = page.getByRole('radio', { name: new RegExp(`^${escape(choices.image)}\\b`) });
  await image.check();
  await expect(image).toBeChecked();
  const plan = page.getByRole('radio', { name: new RegExp(`^${escape(choices.plan)}\\b`) });
  await plan.check();
  await expect(plan).toBeChecked();
  // Password access (a customer with SSH keys in the region starts on the key).
  const password = page.getByRole('radio', { name: 'Password', exact: true });
  await password.check();
  await expect(password).toBeChecked();
  const rootPassword = (await page.getByLabel('Root password').textContent()) ?? '';
  expect(rootPassword).toMatch(/^[A-Za-z2-9]{16}$/);
  await page.getByRole('textbox', { name: 'Server name' }).fill(choices.name);
  await expect(newServerSummary(page)).toContainText(choices.name);
  return rootPassword;
}

/**
 * Presses "Create server" on the filled screen and waits for the portal's `server-created`
 * report and the new server's page; answers the server's id and the report's body.
 * @example const { id, report } = await submitNewServerForm(page);
 */
export async function submitNewServerForm(
  page: Page,
): Promise<Pick<CreatedThroughForm, 'id' | 'report'>> {
  const reported = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/server-created') && response.request().method() === 'POST',
  );
  await newServerSummary(page).getByRole('button', { name: 'Create server' }).click();
  const response = await reported;
  expect(response.status(), `server-created: ${await response.text()}`).toBe(201);
  const report = response.request().postDataJSON() as Record<string, unknown>;
  await expect(page).toHaveURL(SERVER_PAGE_PATH);
  const id = SERVER_PAGE_PATH.exec(new URL(page.url()).pathname)?.[1] ?? '';
  expect(report['id'], 'the report names the server the page shows').toBe(id);
  return { id, report };
}

/**
 * Creates a server through the new-server screen with a generated password: opens it, fills it
 * and presses create; ends on the new server's page.
 * @example const { id } = await createServerThroughForm(page, { region: 'eu-west2', image: 'Debian', plan: 'Burstable 1 vCPU / 1 GB', name });
 */
export async function createServerThroughForm(
  page: Page,
  choices: NewServerChoices,
): Promise<CreatedThroughForm> {
  await openNewServerForm(page);
  const password = await fillNewServerForm(page, choices);
  const { id, report } = await submitNewServerForm(page);
  expect(report).toMatchObject({ password, region: choices.region, is_reinstall: false });
  return { id, password, report };
}
