import type { DonatePayment } from '@cloud-portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { renderPortalStory, type PortalStoryArgs } from '../../storybook/portalStoryRender.tsx';
import { failingApi, storyRegions } from '../../storybook/storyApi.ts';
import { storyApiWithPlans } from '../plans/storyPlans.ts';

// The donation pages of §2 in the brand and language of the toolbars. Checks use roles and the
// form's own values, so they hold in every language.

const FIRST_RENDER = { timeout: 15_000 };
const PAYMENT_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

const donation = (status: DonatePayment['status']): DonatePayment => ({
  id: PAYMENT_ID,
  amount: '25.00',
  currency: 'usd',
  status,
  url: `/sandbox/pay/${PAYMENT_ID}`,
  created_at: '2026-11-21T10:00:00Z',
  paid_at: status === 'paid' ? '2026-11-21T10:01:00Z' : null,
});

/** The page's main landmark (the header and footer have their own buttons and links). */
const page = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('main', {}, FIRST_RENDER));

const meta = {
  title: 'Portal/Pages/Donate',
  render: renderPortalStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/donate', api: storyApiWithPlans(storyRegions) },
} satisfies Meta<PortalStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form as a visitor first sees it: 10 in the brand's currency, card chosen. */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    const amount = await canvas.findByRole('textbox', { name: /amount|сумма|金额/i }, FIRST_RENDER);
    await expect(amount).toHaveValue('10');
    await expect(canvas.getAllByRole('radio')[0]).toBeChecked();
  },
};

/** An amount that is not a number: a message under the field, and the input kept as typed. */
export const InvalidAmount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    const amount = await canvas.findByRole('textbox', { name: /amount|сумма|金额/i }, FIRST_RENDER);
    await userEvent.clear(amount);
    await userEvent.type(amount, '12,3,4');
    await userEvent.click(canvas.getByRole('button', { name: /continue|продолжить|继续/i }));
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    await expect(amount).toHaveValue('12,3,4');
  },
};

/** The pay-with step: the chosen amount and method, and the button to the payment page. */
export const PayWith: Story = {
  args: { path: '/donate/pay-with?amount=25.00&currency=usd&method=paypal' },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await expect(await canvas.findByText('$25.00', {}, FIRST_RENDER)).toBeVisible();
    await expect(canvas.getByRole('button')).toBeEnabled();
  },
};

/** A hand-edited pay-with link: an error with the way back to the form. */
export const PayWithInvalidLink: Story = {
  args: { path: '/donate/pay-with?amount=-5&currency=usd&method=card' },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    const alert = await canvas.findByRole('alert', {}, FIRST_RENDER);
    await expect(within(alert).getByRole('link')).toHaveAttribute('href', '/donate');
  },
};

/** Back from the payment page, paid. */
export const Paid: Story = {
  args: {
    path: `/donate?payment=${PAYMENT_ID}`,
    api: storyApiWithPlans(storyRegions, 'answer', donation('paid')),
  },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await expect(await canvas.findByText(/\$25\.00/, {}, FIRST_RENDER)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /donation|пожертвование|捐赠/i })).toBeVisible();
  },
};

/** Back from the payment page before the provider confirmed: a check-again button. */
export const Pending: Story = {
  args: {
    path: `/donate?payment=${PAYMENT_ID}`,
    api: storyApiWithPlans(storyRegions, 'answer', donation('pending')),
  },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await expect(await canvas.findByText(/\$25\.00/, {}, FIRST_RENDER)).toBeVisible();
    await expect(canvas.getByRole('button')).toBeEnabled();
  },
};

/** The payer cancelled on the payment page. */
export const Cancelled: Story = {
  args: {
    path: `/donate?payment=${PAYMENT_ID}`,
    api: storyApiWithPlans(storyRegions, 'answer', donation('cancelled')),
  },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await expect(await canvas.findByText(/\$25\.00/, {}, FIRST_RENDER)).toBeVisible();
  },
};

/** The status call failed: an error with a retry button. */
export const StatusError: Story = {
  args: { path: `/donate?payment=${PAYMENT_ID}`, api: failingApi },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    const alert = await canvas.findByRole('alert', {}, FIRST_RENDER);
    await expect(within(alert).getByRole('button')).toBeEnabled();
  },
};
