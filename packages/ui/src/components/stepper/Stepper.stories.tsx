import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stepper } from './Stepper.tsx';

const meta = {
  title: 'Components/Stepper',
  component: Stepper,
  args: {
    label: 'Create server',
    steps: [
      { id: 'region', title: 'Region', description: 'eu-west2' },
      { id: 'image', title: 'Image', description: 'Ubuntu 24.04' },
      { id: 'plan', title: 'Plan' },
      { id: 'review', title: 'Review and pay' },
    ],
    currentIndex: 2,
    stateLabels: { complete: 'completed', current: 'current step', upcoming: 'not started' },
  },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    currentIndex: { control: { type: 'number', min: 0, max: 4 } },
  },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = {};

export const Vertical: Story = { args: { orientation: 'vertical' } };

export const FirstStep: Story = { args: { currentIndex: 0 } };

export const AllComplete: Story = { args: { currentIndex: 4 } };

/** Completed steps become buttons that go back. */
export const Navigable: Story = {
  args: { onStepSelect: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Region/ }));
    await expect(args.onStepSelect).toHaveBeenCalledWith(0);
  },
};

export const LongTitles: Story = {
  args: {
    steps: [
      { id: 'a', title: 'Scan the QR code with your authenticator application' },
      { id: 'b', title: 'Enter the six-digit code shown by the application' },
      { id: 'c', title: 'Save your recovery codes somewhere safe' },
    ],
    currentIndex: 1,
  },
  decorators: [(Story) => <div style={{ width: 560 }}>{Story()}</div>],
};
