import type {
  AffiliateCommissionEntry,
  AffiliateEarnings,
  AffiliatePayout,
} from '@cloud-portal/api-client';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createI18n } from '../../../app/i18n.ts';
import { makeStore } from '../../../app/store.ts';
import type { BrandConfig } from '../../../brand/brand.types.ts';
import { BrandProvider } from '../../../brand/BrandContext.tsx';
import { customerFixture, fakeApiClient, jsonResponse, testBrand } from '../../../test/fixtures.ts';
import { AffiliateScreen } from './AffiliateScreen.tsx';

const commission = {
  masked_email: 'j***@e***.com',
  payment: '400.00',
  amount: '20.00',
  created: '2026-11-01T10:00:00.000Z',
  available_at: '2026-12-01T10:00:00.000Z',
  status: 'held' as const,
};

const earningsWith = (change: Partial<AffiliateEarnings> = {}): AffiliateEarnings => ({
  currency: 'usd',
  rate: 0.05,
  hold_days: 30,
  minimum_payout: '10.00',
  held: '0.00',
  available: '20.00',
  paid_out: '0.00',
  pending_payout: '0.00',
  ...change,
});

/** A page of the API's paged lists. */
const pageOf = <T,>(results: T[], count = results.length, offset = 0) => ({
  count,
  limit: 20,
  offset,
  results,
});

const payout: AffiliatePayout = {
  id: '0b8e1f0a-7d7c-4b8e-9f55-6a2f1c3d4e5f',
  amount: '12.50',
  currency: 'usd',
  method: 'balance',
  status: 'paid',
  transaction_id: 7,
  created: '2026-12-02T10:00:00.000Z',
  paid_at: '2026-12-02T10:00:00.000Z',
};

const rocket: BrandConfig = {
  ...testBrand,
  id: 'rocket',
  currency: 'rub',
  roubleIntegers: true,
  extraIpPrice: 49,
};

interface Sent {
  body: unknown;
  key: string | null;
}

type Handler = (url: URL) => Response;

/** The URL the screen's router is at, for the test to read. */
function LocationProbe() {
  const current = useLocation();
  return <output data-testid="location">{`${current.pathname}${current.search}`}</output>;
}

async function renderScreen(
  answers: {
    earnings?: Handler;
    clicks?: Handler;
    customers?: Handler;
    commissions?: Handler;
    payouts?: Handler;
    rates?: Handler;
    payOut?: (sent: Sent) => Response;
  } = {},
  options: { brand?: BrandConfig; path?: string } = {},
) {
  const sent: Sent[] = [];
  const { apiClient, calls } = fakeApiClient(async (request) => {
    const url = new URL(request.url);
    const path = url.pathname;
    if (path === '/api/customers/') return jsonResponse([customerFixture]);
    if (path === '/api/rates/')
      return (
        answers.rates ?? (() => jsonResponse([{ curr_from: 'usd', curr_to: 'rub', rate: 100 }]))
      )(url);
    if (path === '/api/affiliate/earnings/')
      return (answers.earnings ?? (() => jsonResponse(earningsWith())))(url);
    if (path === '/api/affiliate/commissions/')
      return (
        answers.commissions ??
        (() =>
          jsonResponse(pageOf<AffiliateCommissionEntry>([{ ...commission, status: 'available' }])))
      )(url);
    if (path === '/api/affiliate/payouts/')
      return (answers.payouts ?? (() => jsonResponse(pageOf<AffiliatePayout>([]))))(url);
    if (path === '/api/affiliate/customers/')
      return (
        answers.customers ??
        (() =>
          jsonResponse(
            pageOf([
              {
                masked_email: 'j***@e***.com',
                signed_up: '2026-10-30T09:00:00.000Z',
                total_paid: '400.00',
                commission: '20.00',
                currency: 'usd',
              },
            ]),
          ))
      )(url);
    if (path === '/api/affiliate/clicks')
      return (
        answers.clicks ??
        (() =>
          jsonResponse({
            days: 30,
            total: 3,
            unique: 2,
            per_day: [{ date: '2026-10-30', total: 3, unique: 2 }],
          }))
      )(url);
    if (path === '/api/pay-out/') {
      const entry = { body: await request.json(), key: request.headers.get('Idempotency-Key') };
      sent.push(entry);
      return (answers.payOut ?? (() => jsonResponse(payout, 201)))(entry);
    }
    return jsonResponse({ detail: 'not found' }, 404);
  });
  const i18n = await createI18n('en');
  await i18n.loadNamespaces(['affiliate']);
  render(
    <Provider store={makeStore({ apiClient })}>
      <I18nextProvider i18n={i18n}>
        <BrandProvider brand={options.brand ?? testBrand}>
          <MemoryRouter initialEntries={[options.path ?? '/control/affiliate']}>
            <AffiliateScreen />
            <LocationProbe />
          </MemoryRouter>
        </BrandProvider>
      </I18nextProvider>
    </Provider>,
  );
  return { calls, sent, user: userEvent.setup() };
}

// Testing Library collapses the no-break space of '1000\u00a0₽' in the page (not in the string
// asked for): texts found by *ByText are written with a plain space, textContent keeps it.

/** The pay-out form's text. */
const formText = () => screen.getByRole('button', { name: 'Pay out' }).closest('form')?.textContent;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('affiliate screen', () => {
  test('shows the link with a copy button and a QR code, totals, commissions, referrals and clicks', async () => {
    await renderScreen({
      earnings: () => jsonResponse(earningsWith({ held: '20.00', available: '0.00' })),
      commissions: () => jsonResponse(pageOf([commission])),
    });
    const link = `${window.location.origin}/?affiliate_uuid=${customerFixture.uuid}`;
    expect((await screen.findByTestId('affiliate-link')).textContent).toBe(link);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeDefined();
    const qr = await screen.findByRole('img', { name: 'QR code of your affiliate link' });
    expect(qr.getAttribute('data-state')).toBe('ready');

    const totals = await screen.findByTestId('affiliate-totals');
    expect(within(totals).getByRole('group', { name: 'On hold' }).textContent).toContain('$20.00');
    expect(within(totals).getByRole('group', { name: 'Available' }).textContent).toContain('$0.00');

    const commissions = await screen.findByTestId('affiliate-commissions');
    expect(within(commissions).getByText('On hold')).toBeDefined();
    expect(within(commissions).getByTestId('commission-available-at').textContent).toMatch(
      /Dec 1, 2026/,
    );
    expect(
      within(await screen.findByTestId('affiliate-referrals')).getByText('j***@e***.com'),
    ).toBeDefined();
    expect(within(screen.getByTestId('affiliate-clicks')).getByRole('rowheader').textContent).toBe(
      'Oct 30, 2026',
    );
    expect(screen.getByText('Clicks: 3, unique visitors: 2')).toBeDefined();
  });

  test('the pay-out form is replaced by why while less than the minimum is available', async () => {
    await renderScreen({
      earnings: () => jsonResponse(earningsWith({ available: '9.99', held: '40.00' })),
    });
    expect((await screen.findByTestId('payout-unavailable')).textContent).toContain(
      'at least $10.00 must be available',
    );
    expect(screen.queryByRole('button', { name: 'Pay out' })).toBeNull();
  });

  test('checks the amount before sending, keeping what was typed', async () => {
    const { user, sent } = await renderScreen();
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    await user.type(amount, '25');
    await user.click(screen.getByRole('button', { name: 'Pay out' }));
    expect(await screen.findByText('At most $20.00 is available.')).toBeDefined();
    expect((amount as HTMLInputElement).value).toBe('25');

    await user.click(screen.getByRole('radio', { name: /A wallet/ }));
    await user.clear(amount);
    await user.type(amount, '15');
    await user.click(screen.getByRole('button', { name: 'Pay out' }));
    expect(await screen.findByText('Enter the wallet to pay to.')).toBeDefined();
    expect(sent).toEqual([]);
  });

  test('pays out to the balance with an Idempotency-Key, and shows the result', async () => {
    const { user, sent, calls } = await renderScreen();
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }), '12.5');
    await user.click(screen.getByRole('button', { name: 'Pay out' }));

    expect((await screen.findByTestId('payout-done')).textContent).toBe(
      '$12.50 was added to your balance.',
    );
    expect(sent).toEqual([
      { body: { amount: '12.50', method: 'balance' }, key: expect.stringMatching(/^payout-/) },
    ]);
    // The earnings, the pay-outs and the customer (balance) are read again.
    await waitFor(() =>
      expect(calls.filter((call) => call === 'GET /api/affiliate/earnings/')).toHaveLength(2),
    );
    await waitFor(() =>
      expect(calls.filter((call) => call.startsWith('GET /api/affiliate/payouts/'))).toHaveLength(
        2,
      ),
    );
    expect(calls.filter((call) => call === 'GET /api/customers/').length).toBeGreaterThan(1);
  });

  test('the confirmation stays when the pay-out leaves nothing available', async () => {
    let paidOut = false;
    const { user } = await renderScreen({
      earnings: () =>
        jsonResponse(earningsWith(paidOut ? { available: '0.00' } : { available: '20.00' })),
      payOut: () => {
        paidOut = true;
        return jsonResponse(payout, 201);
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }), '12.5');
    await user.click(screen.getByRole('button', { name: 'Pay out' }));
    await screen.findByTestId('payout-unavailable');
    expect(screen.getByTestId('payout-done').textContent).toBe('$12.50 was added to your balance.');
  });

  test('a retry after a failure sends the same key (applied once); an edit starts a new one', async () => {
    let fail = true;
    const { user, sent } = await renderScreen({
      payOut: () =>
        fail ? jsonResponse({ detail: 'bad gateway' }, 502) : jsonResponse(payout, 201),
    });
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    await user.type(amount, '12.5');
    await user.click(screen.getByRole('button', { name: 'Pay out' }));
    expect(await screen.findByRole('alert')).toBeDefined();
    expect((amount as HTMLInputElement).value).toBe('12.5');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Pay out' }));
    await screen.findByTestId('payout-done');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.key).toBe(sent[0]?.key);

    await user.type(amount, '10');
    await user.click(screen.getByRole('button', { name: 'Pay out' }));
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]?.key).not.toBe(sent[0]?.key);
  });

  test("the server's refusal shows as the amount's translated error", async () => {
    const { user } = await renderScreen({
      payOut: () =>
        jsonResponse(
          { code: 'payout_above_available', message: 'At most 5.00', errors: { amount: ['x'] } },
          400,
        ),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }), '15');
    await user.click(screen.getByRole('button', { name: 'Pay out' }));
    expect(await screen.findByText('At most $20.00 is available.')).toBeDefined();
  });

  test('each part shows its empty state, or its error with a retry', async () => {
    let clicksAnswer = () => jsonResponse({ detail: 'boom' }, 500);
    const { user } = await renderScreen({
      earnings: () => jsonResponse(earningsWith({ available: '0.00' })),
      commissions: () => jsonResponse(pageOf([])),
      customers: () => jsonResponse(pageOf([])),
      clicks: () => clicksAnswer(),
    });
    expect(
      await screen.findByText('No commissions yet: they appear when your referred customers pay.'),
    ).toBeDefined();
    expect(screen.getByText('No one has signed up through your link yet.')).toBeDefined();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The clicks could not be loaded.');
    clicksAnswer = () => jsonResponse({ days: 30, total: 0, unique: 0, per_day: [] });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No clicks yet. Share your link to get started.')).toBeDefined();
  });

  test('the pay-outs list shows each status translated, with when it was settled', async () => {
    await renderScreen({
      payouts: () =>
        jsonResponse(
          pageOf<AffiliatePayout>([
            {
              ...payout,
              id: '11111111-1111-4111-8111-111111111111',
              method: 'wallet',
              wallet: 'TQ9x-wallet',
              status: 'pending',
              transaction_id: undefined,
              paid_at: undefined,
            },
            {
              ...payout,
              id: '22222222-2222-4222-8222-222222222222',
              method: 'wallet',
              wallet: 'TQ9x-wallet',
              status: 'rejected',
              paid_at: undefined,
              rejected_at: '2026-12-03T10:00:00.000Z',
            },
            payout,
          ]),
        ),
    });
    const table = await screen.findByTestId('affiliate-payouts');
    const statuses = within(table)
      .getAllByText(/^(Pending|Rejected|Paid)$/)
      .map((badge) => [badge.getAttribute('data-status'), badge.textContent]);
    expect(statuses).toEqual([
      ['pending', 'Pending'],
      ['rejected', 'Rejected'],
      ['paid', 'Paid'],
    ]);
    const rows = within(table).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('—');
    expect(rows[2]?.textContent).toMatch(/Dec 3, 2026/);
    expect(screen.getByTestId('payouts-rejected-hint').textContent).toBe(
      'The amount of a rejected pay-out is available to pay out again.',
    );
  });

  test('the status labels are translated (ru)', async () => {
    const i18n = await createI18n('ru');
    await i18n.loadNamespaces(['affiliate']);
    expect(
      (['paid', 'pending', 'rejected'] as const).map((status) =>
        i18n.t(`programme.payouts.${status}`, { ns: 'affiliate' }),
      ),
    ).toEqual(['Выплачена', 'В обработке', 'Отклонена']);
  });

  test('pages a list: the pager asks for the next page by offset and keeps the page in the URL', async () => {
    const offsets: string[] = [];
    const { user } = await renderScreen({
      payouts: (url) => {
        const offset = Number(url.searchParams.get('offset'));
        offsets.push(`${url.searchParams.get('limit')}/${offset}`);
        return jsonResponse(
          pageOf([{ ...payout, amount: offset === 0 ? '12.50' : '30.00' }], 45, offset),
        );
      },
    });
    const pager = await screen.findByTestId('payouts-pager');
    expect(pager.textContent).toContain('Page 1 of 3');
    // Lists that fit one page have no pager.
    expect(screen.queryByTestId('referrals-pager')).toBeNull();
    expect(screen.queryByTestId('commissions-pager')).toBeNull();

    await user.click(within(pager).getByRole('button', { name: 'Next page' }));

    await waitFor(() =>
      expect(screen.getByTestId('payouts-pager').textContent).toContain('Page 2 of 3'),
    );
    expect(offsets).toEqual(['20/0', '20/20']);
    expect(screen.getByTestId('location').textContent).toBe('/control/affiliate?payouts_page=2');
    expect(within(screen.getByTestId('affiliate-payouts')).getByText('$30.00')).toBeDefined();
  });

  test('opens on the page in the URL', async () => {
    const offsets: number[] = [];
    await renderScreen(
      {
        customers: (url) => {
          offsets.push(Number(url.searchParams.get('offset')));
          return jsonResponse(pageOf([], 41, 40));
        },
      },
      { path: '/control/affiliate?referrals_page=3' },
    );
    expect((await screen.findByTestId('referrals-pager')).textContent).toContain('Page 3 of 3');
    expect(offsets).toEqual([40]);
  });

  test('the rouble brand shows every amount in whole roubles at the rates/ rate', async () => {
    await renderScreen(
      {
        earnings: () =>
          jsonResponse(
            earningsWith({
              held: '20.00',
              available: '12.34',
              paid_out: '1.00',
              pending_payout: '10.00',
            }),
          ),
        payouts: () => jsonResponse(pageOf([payout])),
      },
      { brand: rocket },
    );
    const totals = await screen.findByTestId('affiliate-totals');
    // 100 ₽ a dollar (rates/): $20.00 → 2000 ₽, $12.34 → 1234 ₽.
    await waitFor(() =>
      expect(within(totals).getByRole('group', { name: 'On hold' }).textContent).toContain(
        '2000\u00a0₽',
      ),
    );
    expect(within(totals).getByRole('group', { name: 'Available' }).textContent).toContain(
      '1234\u00a0₽',
    );
    expect(within(totals).getByRole('group', { name: 'Paid out' }).textContent).toContain(
      '100\u00a0₽',
    );
    expect(formText()).toContain('From 1000\u00a0₽ to 1234\u00a0₽.');
    const commissions = screen.getByTestId('affiliate-commissions');
    expect(within(commissions).getByText('40 000 ₽')).toBeDefined(); // the $400 payment
    expect(within(commissions).getByText('2000 ₽')).toBeDefined(); // its commission
    expect(within(screen.getByTestId('affiliate-payouts')).getByText('1250 ₽')).toBeDefined();
    expect(within(screen.getByTestId('affiliate-referrals')).getByText('40 000 ₽')).toBeDefined();
    expect(document.body.textContent).not.toContain('$');
  });

  test('the rouble brand: the amount is typed in whole roubles and sent in dollars', async () => {
    const { user, sent } = await renderScreen(
      {
        earnings: () => jsonResponse(earningsWith({ available: '20.57' })),
        rates: () => jsonResponse([{ curr_from: 'usd', curr_to: 'rub', rate: 92 }]),
        payOut: () => jsonResponse({ ...payout, amount: '10.87' }, 201),
      },
      { brand: rocket },
    );
    // $20.57 × 92 = 1892.44 ₽: at most 1892 ₽ can be typed; $10 × 92 = 920 ₽ at least.
    const amount = await screen.findByRole('textbox', { name: /Amount/ });
    await waitFor(() => expect(formText()).toContain('From 920\u00a0₽ to 1892\u00a0₽.'));

    await user.type(amount, '1000.50');
    await user.click(screen.getByRole('button', { name: 'Pay out' }));
    expect(await screen.findByText('Enter a whole amount such as 1000.')).toBeDefined();
    await user.clear(amount);
    await user.type(amount, '1893');
    await user.click(screen.getByRole('button', { name: 'Pay out' }));
    expect(await screen.findByText('At most 1892 ₽ is available.')).toBeDefined();
    expect(sent).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '1000');
    await user.click(screen.getByRole('button', { name: 'Pay out' }));

    // 1000 ₽ / 92 = $10.869… → $10.87; the confirmation is in roubles again.
    expect((await screen.findByTestId('payout-done')).textContent).toBe(
      '1000\u00a0₽ was added to your balance.',
    );
    expect(sent.map((entry) => entry.body)).toEqual([{ amount: '10.87', method: 'balance' }]);
  });
});
