import type { AffiliateEarnings } from '@cloud-portal/api-client';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createI18n } from '../../../app/i18n.ts';
import { makeStore } from '../../../app/store.ts';
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
  commissions: [{ ...commission, status: 'available' }],
  payouts: [],
  ...change,
});

const payout = {
  id: '0b8e1f0a-7d7c-4b8e-9f55-6a2f1c3d4e5f',
  amount: '12.50',
  currency: 'usd',
  method: 'balance',
  status: 'paid',
  transaction_id: 7,
  created: '2026-12-02T10:00:00.000Z',
};

interface Sent {
  body: unknown;
  key: string | null;
}

type Handler = () => Response;

async function renderScreen(
  answers: {
    earnings?: Handler;
    clicks?: Handler;
    customers?: Handler;
    payOut?: (sent: Sent) => Response;
  } = {},
) {
  const sent: Sent[] = [];
  const { apiClient, calls } = fakeApiClient(async (request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/customers/') return jsonResponse([customerFixture]);
    if (path === '/api/affiliate/earnings/')
      return (answers.earnings ?? (() => jsonResponse(earningsWith())))();
    if (path === '/api/affiliate/customers/')
      return (
        answers.customers ??
        (() =>
          jsonResponse([
            {
              masked_email: 'j***@e***.com',
              signed_up: '2026-10-30T09:00:00.000Z',
              total_paid: '400.00',
              commission: '20.00',
              currency: 'usd',
            },
          ]))
      )();
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
      )();
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
        <BrandProvider brand={testBrand}>
          <AffiliateScreen />
        </BrandProvider>
      </I18nextProvider>
    </Provider>,
  );
  return { calls, sent, user: userEvent.setup() };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('affiliate screen', () => {
  test('shows the link with a copy button and a QR code, totals, commissions, referrals and clicks', async () => {
    await renderScreen({
      earnings: () =>
        jsonResponse(earningsWith({ held: '20.00', available: '0.00', commissions: [commission] })),
    });
    const link = `${window.location.origin}/?affiliate_uuid=${customerFixture.uuid}`;
    expect((await screen.findByTestId('affiliate-link')).textContent).toBe(link);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeDefined();
    const qr = await screen.findByRole('img', { name: 'QR code of your affiliate link' });
    expect(qr.getAttribute('data-state')).toBe('ready');

    const totals = await screen.findByTestId('affiliate-totals');
    expect(within(totals).getByRole('group', { name: 'On hold' }).textContent).toContain('$20.00');
    expect(within(totals).getByRole('group', { name: 'Available' }).textContent).toContain('$0.00');

    const commissions = screen.getByTestId('affiliate-commissions');
    expect(within(commissions).getByText('On hold')).toBeDefined();
    expect(within(commissions).getByTestId('commission-available-at').textContent).toMatch(
      /Dec 1, 2026/,
    );
    expect(
      within(screen.getByTestId('affiliate-referrals')).getByText('j***@e***.com'),
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
      { body: { amount: '12.5', method: 'balance' }, key: expect.stringMatching(/^payout-/) },
    ]);
    // The earnings and the customer (balance) are read again.
    await waitFor(() =>
      expect(calls.filter((call) => call === 'GET /api/affiliate/earnings/')).toHaveLength(2),
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
      earnings: () => jsonResponse(earningsWith({ available: '0.00', commissions: [] })),
      customers: () => jsonResponse([]),
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
});
