import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  FIRST_RENDER,
  portalPageStory,
  storyPageArgs,
  type PortalStoryArgs,
} from '../../storybook/portalStoryRender.tsx';
import { failingApi, storyRegions } from '../../storybook/storyApi.ts';
import { storyApiWithPlans } from '../plans/storyPlans.ts';

// /pricing exists on the cloud-plus brand only (§2): these stories pin that brand. Checks use
// roles and the currency symbols of the story regions; cloud-plus is English only, so names are too.

const meta = {
  title: 'Portal/Pages/Pricing',
  ...portalPageStory,
  globals: { brand: 'cloudplus' },
  args: storyPageArgs('/pricing', storyApiWithPlans(storyRegions)),
} satisfies Meta<PortalStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Plans per category of the default region, monthly and hourly prices. */
export const Plans: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('combobox', { name: 'Region' }, FIRST_RENDER)).toHaveValue(
      'eu-west2',
    );
    const tables = await canvas.findAllByRole('table', {}, FIRST_RENDER);
    await expect(tables.length).toBeGreaterThan(0);
    await expect(within(tables[0]!).getAllByText(/^\$\d+\.\d{2,4}$/).length).toBeGreaterThan(0);
  },
};

/** The plans call is still running. */
export const LoadingPlans: Story = {
  args: { api: storyApiWithPlans(storyRegions, 'pending') },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('combobox', { name: 'Region' }, FIRST_RENDER),
    ).toBeVisible();
    await expect(await canvas.findByRole('status', {}, FIRST_RENDER)).toBeVisible();
  },
};

/** The region offers no plans right now. */
export const NoPlans: Story = {
  args: { api: storyApiWithPlans(storyRegions, 'empty') },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('combobox', { name: 'Region' }, FIRST_RENDER),
    ).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull(), FIRST_RENDER);
    await expect(canvas.queryAllByRole('table')).toHaveLength(0);
  },
};

/** The API is down: an error with a retry. */
export const ApiDown: Story = {
  args: { api: failingApi },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, FIRST_RENDER);
    await expect(within(alert).getByRole('button')).toBeEnabled();
  },
};
