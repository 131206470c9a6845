import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ComponentStory } from '../../../storybook/ComponentStory.tsx';
import { FIRST_RENDER } from '../../../storybook/portalStoryRender.tsx';
import { RunwayMessage } from './RunwayMessage.tsx';

// Issue 14: how long the balance lasts, on the billing screens and (later) the pay-with screen.

const meta = {
  title: 'Portal/Billing/Balance runway',
  component: RunwayMessage,
  args: {
    runway: {
      kind: 'lasts',
      until: Date.UTC(2026, 11, 3, 14, 30),
      hours: 150,
      days: 6,
    },
    hourly: '$0.0820',
  },
  render: (args, context) => (
    <ComponentStory globals={context.globals} namespaces={['billing']}>
      <RunwayMessage {...args} />
    </ComponentStory>
  ),
} satisfies Meta<typeof RunwayMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Servers are running: the date the balance runs out and the hourly charges. */
export const Lasts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('balance-runway', {}, FIRST_RENDER)).toBeVisible();
  },
};

/** The balance is used up: a warning with a way to top up. */
export const Exhausted: Story = {
  args: { runway: { kind: 'exhausted' }, topUp: <a href="#top-up">Top up</a> },
};
