import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CopyButton } from './CopyButton.tsx';

const meta = {
  title: 'Components/CopyButton',
  component: CopyButton,
  args: {
    value: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGx demo@example',
    label: 'Copy',
    copiedLabel: 'Copied',
    failedLabel: 'Could not copy',
    onCopy: fn(),
    onError: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    iconOnly: { control: 'boolean' },
    disabled: { control: 'boolean' },
    copiedDurationMs: { control: 'number' },
  },
} satisfies Meta<typeof CopyButton>;

export default meta;

/**
 * Replaces the browser clipboard for one story (headless browsers often deny clipboard writes)
 * and puts the real one back afterwards.
 */
function stubClipboard(writeText: (text: string) => Promise<void>) {
  return () => {
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    return () => {
      Reflect.deleteProperty(navigator, 'clipboard');
    };
  };
}
type Story = StoryObj<typeof meta>;

/** Clicking copies and shows "Copied" for 2 s (§9). */
export const Default: Story = {
  beforeEach: stubClipboard(() => Promise.resolve()),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(await canvas.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await expect(args.onCopy).toHaveBeenCalledWith(args.value);
  },
};

export const IconOnly: Story = {
  args: { iconOnly: true, label: 'Copy API token', variant: 'ghost' },
};

/** A clipboard that refuses (denied permission, plain http) shows the failed state. */
export const Failed: Story = {
  beforeEach: stubClipboard(() => Promise.reject(new DOMException('Denied', 'NotAllowedError'))),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(await canvas.findByRole('button', { name: 'Could not copy' })).toBeInTheDocument();
    await expect(args.onError).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const LongLabels: Story = {
  args: { label: 'Copy the credentials file', copiedLabel: 'Credentials file copied to clipboard' },
};
