import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  FIRST_RENDER,
  portalPageStory,
  storyPageArgs,
  type PortalStoryArgs,
} from '../../storybook/portalStoryRender.tsx';
import { failingApi, pendingApi, storyApiWith, storyRegions } from '../../storybook/storyApi.ts';
import { storyApiWithPlans } from '../plans/storyPlans.ts';

// The public home as a visitor sees it, in the brand and language of the toolbars. Assertions use
// roles, the section's URL anchor and the API's data (city names), so they hold in every language.

/** The data-centers section (its id is the `/#data-centers` link target). */
const dataCenters = async (canvasElement: HTMLElement) => {
  await waitFor(
    () => expect(canvasElement.querySelector('#data-centers')).not.toBeNull(),
    FIRST_RENDER,
  );
  return within(canvasElement.querySelector<HTMLElement>('#data-centers')!);
};
/** The plans section (its id is the `/#plans` link target). */
const plans = async (canvasElement: HTMLElement) => {
  await waitFor(() => expect(canvasElement.querySelector('#plans')).not.toBeNull(), FIRST_RENDER);
  return within(canvasElement.querySelector<HTMLElement>('#plans')!);
};

const meta = {
  title: 'Portal/Pages/Home',
  ...portalPageStory,
  args: storyPageArgs('/', storyApiWithPlans(storyRegions)),
} satisfies Meta<PortalStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every region state: available, maintenance, out of stock. */
export const WithDataCenters: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 }, FIRST_RENDER)).toBeVisible();
    for (const region of storyRegions) {
      await expect(
        await canvas.findByRole('heading', { level: 3, name: region.city }, FIRST_RENDER),
      ).toBeVisible();
    }
  },
};

/** The regions call has not answered yet. */
export const Loading: Story = {
  args: { api: pendingApi },
  play: async ({ canvasElement }) => {
    const section = await dataCenters(canvasElement);
    await expect(await section.findByRole('status', {}, FIRST_RENDER)).toBeVisible();
    await expect(section.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
  },
};

/** The regions call failed: an error with a retry button, not a blank section. */
export const ApiDown: Story = {
  args: { api: failingApi },
  play: async ({ canvasElement }) => {
    const section = await dataCenters(canvasElement);
    const alert = await section.findByRole('alert', {}, FIRST_RENDER);
    await expect(within(alert).getByRole('button')).toBeEnabled();
  },
};

/** The API lists no regions: the empty text instead of a list. */
export const NoDataCenters: Story = {
  args: { api: storyApiWith([]) },
  play: async ({ canvasElement }) => {
    const section = await dataCenters(canvasElement);
    // The section's query may settle after waitFor's 1 s default on a loaded machine.
    await waitFor(() => expect(section.queryByRole('status')).toBeNull(), FIRST_RENDER);
    await expect(section.queryByRole('alert')).toBeNull();
    await expect(section.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
    await expect(section.queryByRole('list')).toBeNull();
  },
};

/**
 * The plans of the default region (eu-west2, in dollars) per category: monthly and hourly prices,
 * specs and a sign-up action on each card; an out-of-stock plan has no action.
 */
export const WithPlans: Story = {
  play: async ({ canvasElement }) => {
    const section = await plans(canvasElement);
    const region = await section.findByRole('combobox', {}, FIRST_RENDER);
    await expect(region).toHaveValue('eu-west2');
    const tabs = await section.findAllByRole('tab', {}, FIRST_RENDER);
    await expect(tabs.length).toBeGreaterThan(1);
    const cards = within(section.getByRole('tabpanel')).getAllByRole('listitem');
    // Cheapest first: the 1 vCPU standard plan at $6.00 before the 2 vCPU one at $12.00.
    await expect(cards[0]).toHaveTextContent('$6.00');
    await expect(cards[0]).toHaveTextContent('$0.0082');
    await expect(cards[1]).toHaveTextContent('$12.00');
    await expect(within(cards[0]!).getByRole('link')).toHaveAttribute('href', '/register');
  },
};

/** Regions have answered, the plans call has not yet: the plans' loading state. */
export const PlansLoading: Story = {
  args: { api: storyApiWithPlans(storyRegions, 'pending') },
  play: async ({ canvasElement }) => {
    const section = await plans(canvasElement);
    await expect(await section.findByRole('combobox', {}, FIRST_RENDER)).toBeVisible();
    await expect(section.getByRole('status')).toBeVisible();
    await expect(section.queryAllByRole('tab')).toHaveLength(0);
  },
};

/** The plans call failed: an error with a retry button; the region picker stays usable. */
export const PlansError: Story = {
  args: { api: storyApiWithPlans(storyRegions, 'fail') },
  play: async ({ canvasElement }) => {
    const section = await plans(canvasElement);
    const alert = await section.findByRole('alert', {}, FIRST_RENDER);
    await expect(within(alert).getByRole('button')).toBeEnabled();
    await expect(section.getByRole('combobox')).toBeEnabled();
  },
};

/** The region sells nothing right now: the empty text, no tabs. */
export const NoPlans: Story = {
  args: { api: storyApiWithPlans(storyRegions, 'empty') },
  play: async ({ canvasElement }) => {
    const section = await plans(canvasElement);
    await expect(await section.findByRole('combobox', {}, FIRST_RENDER)).toBeVisible();
    await waitFor(() => expect(section.queryByRole('status')).toBeNull(), FIRST_RENDER);
    await expect(section.queryAllByRole('tab')).toHaveLength(0);
    await expect(section.queryByRole('alert')).toBeNull();
  },
};

/**
 * The rouble (rocket) brand opens on its rouble region, and prices are whole roubles (§9): the
 * monthly price only, no hourly rate.
 */
export const RocketWholeRoubles: Story = {
  globals: { brand: 'rocket' },
  play: async ({ canvasElement }) => {
    const section = await plans(canvasElement);
    await expect(await section.findByRole('combobox', {}, FIRST_RENDER)).toHaveValue('ru-msk1');
    const cards = within(await section.findByRole('tabpanel', {}, FIRST_RENDER)).getAllByRole(
      'listitem',
    );
    // $6 × 92 = 552 ₽ a month, shown without decimals.
    await expect(cards[0]?.textContent).toContain('552\u00a0₽');
    await expect(cards[0]?.textContent).not.toMatch(/552[.,]00/);
    await expect(cards[0]?.textContent).not.toMatch(/\d[.,]\d+\u00a0₽/);
  },
};
