import type { Meta, StoryObj } from '@storybook/react-vite';
import { QRCode } from './QRCode.tsx';

const uri =
  'otpauth://totp/Cloud%20Portal:demo%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Cloud%20Portal';

const meta = {
  title: 'Components/QRCode',
  component: QRCode,
  args: { value: uri, label: 'QR code for your authenticator app' },
  argTypes: {
    errorCorrectionLevel: { control: 'inline-radio', options: ['L', 'M', 'Q', 'H'] },
    size: { control: { type: 'range', min: 96, max: 384, step: 16 } },
    quietZone: { control: { type: 'number', min: 0, max: 8 } },
  },
} satisfies Meta<typeof QRCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TotpSetup: Story = {};

export const Small: Story = { args: { size: 128 } };

export const HighErrorCorrection: Story = { args: { errorCorrectionLevel: 'H', size: 256 } };

export const NoQuietZone: Story = { args: { quietZone: 0 } };

/** Blank square while the secret is being generated. */
export const Empty: Story = { args: { value: '', label: 'QR code loading' } };

export const LongValue: Story = {
  args: {
    value: `${uri}&algorithm=SHA1&digits=6&period=30&image=https%3A%2F%2Fexample.com%2Flogo.png`,
  },
};
