import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ComponentStory } from '../../storybook/ComponentStory.tsx';
import { FIRST_RENDER } from '../../storybook/portalStoryRender.tsx';
import { RefreshCountdownToast } from './RefreshCountdownToast.tsx';

// The refresh toast's look at moments of its countdown (§4 Refresh flow): the m:ss title,
// urgent styling at 10 s or less, cancel disabled at 5 s or less. Checks hold in every language.

const meta = {
  title: 'Portal/Global UI/Refresh toast/States',
  component: RefreshCountdownToast,
  parameters: { layout: 'fullscreen' },
  args: { secondsLeft: 30, onCancel: fn(), onRefreshNow: fn(), onClose: fn() },
  render: (args, context) => (
    <ComponentStory globals={context.globals} namespaces={['account']}>
      <RefreshCountdownToast {...args} />
    </ComponentStory>
  ),
} satisfies Meta<typeof RefreshCountdownToast>;

export default meta;
type Story = StoryObj<typeof meta>;

const toastOf = async (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByText('0:30', {}, FIRST_RENDER);

/** Just shown: 0:30, cancel, refresh now and close usable; not urgent. */
export const JustShown: Story = {
  play: async ({ canvasElement, args }) => {
    const title = await toastOf(canvasElement);
    const toast = title.closest<HTMLElement>('[data-toast="refresh"]')!;
    await expect(toast).not.toHaveAttribute('data-urgent');
    const [cancel, refreshNow] = within(toast).getAllByRole('button');
    await expect(cancel).toBeEnabled();
    refreshNow?.click();
    await expect(args.onRefreshNow).toHaveBeenCalledTimes(1);
  },
};

/** 8 s left: urgent styling, cancel still allowed. */
export const Urgent: Story = {
  args: { secondsLeft: 8 },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const toast = (await body.findByText('0:08', {}, FIRST_RENDER)).closest<HTMLElement>(
      '[data-toast="refresh"]',
    )!;
    await expect(toast).toHaveAttribute('data-urgent');
    await expect(within(toast).getAllByRole('button')[0]).toBeEnabled();
  },
};

/** 4 s left: cancel is disabled, the reload is coming. */
export const CancelDisabled: Story = {
  args: { secondsLeft: 4 },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const toast = (await body.findByText('0:04', {}, FIRST_RENDER)).closest<HTMLElement>(
      '[data-toast="refresh"]',
    )!;
    await expect(within(toast).getAllByRole('button')[0]).toBeDisabled();
  },
};
