import type { Customer } from '@cloud-portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  FIRST_RENDER,
  portalPageStory,
  type PortalStoryArgs,
} from '../../../storybook/portalStoryRender.tsx';
import type { StoryApi } from '../../../storybook/storyApi.ts';
import { customerFixture, jsonResponse } from '../../../test/fixtures.ts';
import { autoPaymentOff, cardFixture, gatewaysFixture } from './payFixtures.ts';

// Make a payment (§2 Billing, issue 14) inside the control shell, answered by a fake product API.

const PAGE = '/control/billing/make-payment/pay-with';
const PAYMENT_ID = '3b241101-e2bb-4255-8caf-4136c566a962';

const payment = (status: 'pending' | 'paid' | 'declined') => ({
  id: PAYMENT_ID,
  status,
  amount: '25.00',
  fee: '0.00',
  total: '25.00',
  currency: 'usd',
  type: 'paymaster',
  sub_type: 'card',
  url: `/sandbox/payments/${PAYMENT_ID}`,
  return_url: `${PAGE}/recharge?payment=${PAYMENT_ID}`,
  transaction_id: status === 'paid' ? 12 : null,
  decline_reason: status === 'declined' ? 'Bank declined your payment' : null,
  created_at: '2026-11-27T06:00:00.000Z',
  settled_at: status === 'pending' ? null : '2026-11-27T06:01:00.000Z',
});

/** The customer (`changes` on the fixture), `cards`, the methods and a payment in `status`. */
const payApi =
  (
    changes: Partial<Customer> = {},
    cards = [cardFixture],
    status: 'pending' | 'paid' | 'declined' = 'paid',
  ): StoryApi =>
  (request) => {
    const { pathname } = new URL(request.url);
    if (pathname.endsWith('/customers/')) return jsonResponse([{ ...customerFixture, ...changes }]);
    if (pathname.endsWith('/customer-cards/')) return jsonResponse(cards);
    if (pathname.endsWith('/payment-gateways')) return jsonResponse(gatewaysFixture);
    if (pathname.endsWith('/auto-payments/')) return jsonResponse(autoPaymentOff);
    if (pathname.endsWith(`/payments/${PAYMENT_ID}/`)) return jsonResponse(payment(status));
    return jsonResponse([]);
  };

const meta = {
  title: 'Portal/Control/Billing/Make a payment',
  ...portalPageStory,
  args: { path: PAGE, api: payApi() },
} satisfies Meta<PortalStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The recharge form with a saved card: each method's fee and what is credited. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('pay-quote-card', {}, FIRST_RENDER)).toBeVisible();
    await expect(canvas.getAllByTestId('saved-card')).toHaveLength(1);
  },
};

/**
 * The rouble (rocket) brand (§9: roubles, whole amounts): the amount is typed in whole roubles
 * (the $10 default is 920 ₽ at the default rate of 92), and the minimum, each method's fee and
 * what is paid and credited are in ₽ like the balance; the payment goes to the API in dollars.
 */
export const RocketRoubles: Story = {
  globals: { brand: 'rocket' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const quote = await canvas.findByTestId('pay-quote-card', {}, FIRST_RENDER);
    await expect(quote.textContent).toContain('920\u00a0₽');
    await expect(quote.textContent).not.toContain('$');
    await expect(canvas.getByTestId('pay-balance').textContent).toBe('920\u00a0₽');
    await expect(canvas.getByDisplayValue('920')).toBeVisible();
  },
};

/** No saved card yet. */
export const NoCards: Story = { args: { path: PAGE, api: payApi({}, []) } };

/** A new account (§4, `#activate`): why, and the three ways to activate. */
export const Activate: Story = {
  args: { path: `${PAGE}#activate`, api: payApi({ activated: false }, []) },
};

/** Back from the payment page, paid. */
export const RechargePaid: Story = {
  args: { path: `${PAGE}/recharge?payment=${PAYMENT_ID}`, api: payApi({ balance: '35.00' }) },
};

/** Back from the payment page, declined: the form again with the amount. */
export const RechargeDeclined: Story = {
  args: { path: `${PAGE}/recharge?payment=${PAYMENT_ID}`, api: payApi({}, [], 'declined') },
};

/** The methods fail to load: an error with a retry. */
export const MethodsFailed: Story = {
  args: {
    path: PAGE,
    api: (request) =>
      new URL(request.url).pathname.endsWith('/payment-gateways')
        ? jsonResponse({ code: 'internal', message: 'boom' }, 500)
        : payApi()(request),
  },
};
