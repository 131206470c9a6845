import type { Plan } from '@cloud-portal/api-client';
import { PING_FAIL_VALUE } from '@cloud-portal/domain/ping';
import { base32Decode, totpCode } from '@cloud-portal/domain/totp';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import { createPortal, PortalView, type Portal } from '../../app/createPortal.tsx';
import type { BrandConfig } from '../../brand/brand.types.ts';
import { fakeApiClient, jsonResponse, regionsFixture, testBrand } from '../../test/fixtures.ts';
import { LatencyProbeProvider, type LatencyProbe } from './regionLatency.ts';

// The company pages, /pricing, /tutorials and /totp-test through the real portal (router, store,
// i18n) with a fake product API and, on the data-center page, a fake latency probe.

const WAIT = { timeout: 15_000 };
let portal: Portal | undefined;

afterEach(() => {
  cleanup();
  portal = undefined;
  localStorage.clear();
});

const plan = (
  id: string,
  category: Plan['category'],
  monthly: string,
  hourly: string,
  currency: Plan['currency'] = 'usd',
): Plan => ({
  id,
  category,
  flavor_id: id,
  flavor_name: id,
  vcpus: 2,
  ram_mb: 4096,
  disk_gb: 50,
  traffic_tb: 2,
  network_plan: '1gbps',
  currency,
  price_monthly: monthly,
  price_hourly: hourly,
  is_available: id !== 'sold-out',
});

const api = (request: Request) => {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/regions/')) return jsonResponse(regionsFixture);
  if (url.pathname.endsWith('/plans/')) {
    const region = url.searchParams.get('region');
    return region === 'eu-central1'
      ? jsonResponse({
          region,
          currency: 'eur',
          plans: [plan('eu-small', 'standard', '5.00', '0.0068', 'eur')],
        })
      : jsonResponse({
          region,
          currency: 'usd',
          plans: [
            plan('std-4', 'standard', '12.00', '0.0164'),
            plan('burst-1', 'burstable', '3.00', '0.0041'),
            plan('sold-out', 'standard', '24.00', '0.0329'),
          ],
        });
  }
  return jsonResponse([]);
};

const neverProbe: LatencyProbe = () => new Promise<number>(() => undefined);

async function open(
  path: string,
  { brand = testBrand, probe = neverProbe }: { brand?: BrandConfig; probe?: LatencyProbe } = {},
) {
  const { apiClient } = fakeApiClient(api);
  portal = await createPortal(brand, {
    apiClient,
    initialEntries: [path],
    browserLanguages: ['en-US'],
    regionBucket: 'a',
    ownsDocument: false,
  });
  await portal.loadStore();
  const created = portal;
  await act(async () => {
    render(
      <LatencyProbeProvider value={probe}>
        <PortalView portal={created} />
      </LatencyProbeProvider>,
    );
  });
  return created;
}

describe('company pages (§2 /company children)', () => {
  test('/company opens "about", with the sub-navigation marking the current page', async () => {
    const { router } = await open('/company');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'About Test Cloud' }, WAIT),
    ).toBeTruthy();
    expect(router.location.pathname).toBe('/company/about');
    const nav = screen.getByRole('navigation', { name: 'Company pages' });
    expect(within(nav).getByRole('link', { name: 'About us' }).getAttribute('aria-current')).toBe(
      'page',
    );
    // The live count of data centers from the API.
    const numbers = screen.getByRole('region', { name: 'In numbers' });
    await waitFor(() =>
      expect(within(numbers).getByText('Data centers').parentElement?.textContent).toContain('2'),
    );
    await userEvent.click(within(nav).getByRole('link', { name: 'Jobs' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Jobs' }, WAIT)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Jobs — Test Cloud'));
  });

  test('contact: mailboxes of the brand and the support-ticket link for customers', async () => {
    await open('/company/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'sales@testcloud.example' }).getAttribute('href')).toBe(
      'mailto:sales@testcloud.example',
    );
    expect(screen.getByRole('link', { name: 'Open a support ticket' }).getAttribute('href')).toBe(
      '/control/support/tickets',
    );
  });

  test('jobs: each position applies by email with its title as the subject', async () => {
    await open('/company/jobs');
    const apply = await screen.findByRole(
      'link',
      { name: 'Apply for Network engineer by email' },
      WAIT,
    );
    expect(apply.getAttribute('href')).toBe(
      'mailto:jobs@testcloud.example?subject=Network%20engineer',
    );
  });

  test('affiliate program: the §9 commission (5 %, 30-day hold) and the dashboard link', async () => {
    await open('/company/affiliate-program');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Affiliate program' }, WAIT),
    ).toBeTruthy();
    expect(screen.getByText(/earn 5% of every payment made by the customers/)).toBeTruthy();
    expect(
      screen.getByText(
        'A customer you referred tops up $100.00: you earn $5.00, available 30 days later.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Open the affiliate dashboard' }).getAttribute('href'),
    ).toBe('/control/affiliate');
    expect(screen.getByRole('link', { name: 'Sign up and get your link' })).toBeTruthy();
  });

  test('data-center locations: measuring, then the latency per region or unreachable (§4)', async () => {
    const results = new Map<string, (value: number) => void>();
    const probe: LatencyProbe = (region) => new Promise((resolve) => results.set(region, resolve));
    await open('/company/data-center-locations', { probe });
    const list = await screen.findByRole('list', { name: 'Data centers with latency' }, WAIT);
    const amsterdam = within(list).getByRole('heading', { name: 'Amsterdam' }).closest('li')!;
    const frankfurt = within(list).getByRole('heading', { name: 'Frankfurt' }).closest('li')!;
    expect(within(amsterdam).getByRole('status').textContent).toContain('Measuring…');
    expect(screen.getByRole('button', { name: 'Measure again' })).toHaveProperty('disabled', true);

    // Each region's measurement starts in a task of its own: wait until both have started.
    await waitFor(() =>
      expect([...results.keys()]).toEqual(expect.arrayContaining(['eu-west2', 'eu-central1'])),
    );
    await act(async () => {
      results.get('eu-west2')?.(23.6);
      results.get('eu-central1')?.(PING_FAIL_VALUE);
    });
    expect(within(amsterdam).getByText('24 ms')).toBeTruthy();
    expect(within(amsterdam).getByRole<HTMLMeterElement>('meter').value).toBe(24);
    expect(within(frankfurt).getByText('Unreachable')).toBeTruthy();
    expect(within(frankfurt).getByText('Under maintenance')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Measure again' }));
    expect(within(amsterdam).getByRole('status').textContent).toContain('Measuring…');
  });
});

describe('/pricing (§2: cloud-plus only)', () => {
  test('redirects to / on a brand without the pricing page', async () => {
    const { router } = await open('/pricing');
    await waitFor(() => expect(router.location.pathname).toBe('/'), WAIT);
  });

  test('plans per category in the region currency, the region in the URL', async () => {
    const cloudPlus = { ...testBrand, features: { ...testBrand.features, pricingPage: true } };
    const { router } = await open('/pricing', { brand: cloudPlus });
    expect(await screen.findByRole('heading', { level: 2, name: 'Standard' }, WAIT)).toBeTruthy();
    const headings = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings.indexOf('Burstable')).toBeLessThan(headings.indexOf('Standard'));
    const standard = screen.getByRole('table', { name: 'Standard plans' });
    const rows = within(standard).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'std-4',
      'sold-outOut of stock',
    ]);
    expect(within(rows[0]!).getByText('$12.00')).toBeTruthy();
    expect(within(rows[0]!).getByText('$0.0164')).toBeTruthy();
    expect(within(rows[0]!).getByText('1 Gbit/s')).toBeTruthy();
    expect(within(rows[0]!).getByText('4 GB')).toBeTruthy();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Region' }), 'eu-central1');
    expect(await screen.findByText('€5.00', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('€0.0068')).toBeTruthy();
    expect(router.location.search).toBe('?region=eu-central1');
  });
});

describe('/tutorials', () => {
  test('six guides, each linking to the knowledge base', async () => {
    await open('/tutorials');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Community tutorials' }, WAIT),
    ).toBeTruthy();
    const links = screen.getAllByRole('link', { name: /^Read the guides:/ });
    expect(links).toHaveLength(6);
    expect(
      screen
        .getByRole('link', { name: 'Read the guides: Log in with SSH keys' })
        .getAttribute('href'),
    ).toBe('/knowledge?q=ssh');
  });
});

describe('/totp-test (§2)', () => {
  test('accepts the current code of the shown secret and rejects a wrong one', async () => {
    await open('/totp-test');
    const secretText = (await screen.findByTestId('totp-secret', {}, WAIT)).textContent ?? '';
    expect(secretText.replace(/\s/g, '')).toMatch(/^[A-Z2-7]{32}$/);
    expect(
      screen.getByRole('img', { name: 'QR code of the test key for your authenticator app' }),
    ).toBeTruthy();
    const code = await totpCode(base32Decode(secretText), Date.now());
    const field = screen.getByLabelText('Code from the app');

    await userEvent.type(field, code);
    await userEvent.click(screen.getByRole('button', { name: 'Check the code' }));
    expect(await screen.findByText('The code is correct')).toBeTruthy();

    await userEvent.clear(field);
    await userEvent.type(field, code === '000000' ? '111111' : '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Check the code' }));
    expect(await screen.findByText('The code does not match')).toBeTruthy();

    await userEvent.clear(field);
    await userEvent.type(field, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Check the code' }));
    expect(screen.queryByText('The code does not match')).toBeNull();
    expect(
      screen.getByRole('textbox', { name: 'Code from the app' }).getAttribute('aria-invalid'),
    ).toBe('true');
  });
});
