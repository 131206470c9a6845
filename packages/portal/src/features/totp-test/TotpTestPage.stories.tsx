import { base32Decode, totpCode } from '@cloud-portal/domain/totp';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  FIRST_RENDER,
  portalPageStory,
  storyPageArgs,
  type PortalStoryArgs,
} from '../../storybook/portalStoryRender.tsx';

// /totp-test: the secret is random per render, so the stories read it from the page and compute
// its code with the domain's RFC 6238 helper.

const meta = {
  title: 'Portal/Pages/TOTP test',
  ...portalPageStory,
  args: storyPageArgs('/totp-test'),
} satisfies Meta<PortalStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const secretOf = async (canvasElement: HTMLElement) => {
  const secret = await within(canvasElement).findByTestId('totp-secret', {}, FIRST_RENDER);
  return base32Decode(secret.textContent ?? '');
};

/** The key as QR code and text, before a code is typed. */
export const Start: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect((await secretOf(canvasElement)).length).toBe(20);
    await expect(canvas.getByRole('img')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The right code: the success message. */
export const CorrectCode: Story = {
  play: async ({ canvas, canvasElement }) => {
    const code = await totpCode(await secretOf(canvasElement), Date.now());
    await userEvent.type(canvas.getByRole('textbox'), code);
    await userEvent.click(
      canvas.getAllByRole('button').find((button) => button.getAttribute('type') === 'submit')!,
    );
    const result = within(canvas.getByTestId('totp-result'));
    await expect(await result.findByRole('status', {}, FIRST_RENDER)).toBeVisible();
    await expect(result.queryByRole('alert')).toBeNull();
  },
};

/** A wrong code: the failure message. */
export const WrongCode: Story = {
  play: async ({ canvas, canvasElement }) => {
    const code = await totpCode(await secretOf(canvasElement), Date.now());
    await userEvent.type(canvas.getByRole('textbox'), code === '000000' ? '111111' : '000000');
    await userEvent.click(
      canvas.getAllByRole('button').find((button) => button.getAttribute('type') === 'submit')!,
    );
    const result = within(canvas.getByTestId('totp-result'));
    await expect(await result.findByRole('alert', {}, FIRST_RENDER)).toBeVisible();
    await expect(result.queryByRole('status')).toBeNull();
  },
};
