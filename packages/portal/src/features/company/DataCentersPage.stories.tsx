import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { PING_FAIL_VALUE } from '@cloud-portal/domain/ping';
import { expect, waitFor, within } from 'storybook/test';
import {
  FIRST_RENDER,
  portalPageStory,
  storyPageArgs,
  type PortalStoryArgs,
} from '../../storybook/portalStoryRender.tsx';
import { failingApi, pendingApi, storyRegions } from '../../storybook/storyApi.ts';
import { LatencyProbeProvider, type LatencyProbe } from './regionLatency.ts';

// /company/data-center-locations in the brand and language of the toolbars. The latency comes
// from a fake probe (no websocket in Storybook), so each §4 outcome has its own story. Checks use
// roles, region ids and numbers, so they hold in every language.

/** Wraps the story in a latency probe. */
const withProbe =
  (probe: LatencyProbe): Decorator =>
  (Story) => (
    <LatencyProbeProvider value={probe}>
      <Story />
    </LatencyProbeProvider>
  );

/** Fixed latencies per region id; unknown ids never answer. */
const fixedLatencies =
  (results: Record<string, number>): LatencyProbe =>
  (region) =>
    region in results ? Promise.resolve(results[region]!) : new Promise(() => undefined);

/** The region list with its "measure again" button, once the regions have loaded. */
const list = async (canvasElement: HTMLElement) => {
  const firstRegion = () => canvasElement.querySelector<HTMLElement>('li[data-region]');
  await waitFor(() => expect(firstRegion()).not.toBeNull(), FIRST_RENDER);
  return within(firstRegion()!.closest('ul')!.parentElement!);
};

const meta = {
  title: 'Portal/Pages/Company/Data center locations',
  ...portalPageStory,
  args: storyPageArgs('/company/data-center-locations'),
} satisfies Meta<PortalStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every region measured: whole milliseconds on the 0–1000 ms meter. */
export const Measured: Story = {
  decorators: [
    withProbe(
      fixedLatencies({ 'eu-west2': 18.4, 'eu-central1': 31, 'us-east1': 92.6, 'ru-msk1': 240 }),
    ),
  ],
  play: async ({ canvasElement }) => {
    const section = await list(canvasElement);
    await waitFor(
      () => expect(section.getAllByRole('meter')).toHaveLength(storyRegions.length),
      FIRST_RENDER,
    );
    await expect(section.getByText(/\b18\b/)).toBeVisible();
    await expect(section.getByText(/\b93\b/)).toBeVisible();
  },
};

/** The pings are still running: a spinner per region, "measure again" disabled. */
export const Measuring: Story = {
  decorators: [withProbe(() => new Promise(() => undefined))],
  play: async ({ canvasElement }) => {
    const section = await list(canvasElement);
    await waitFor(
      () => expect(section.getAllByRole('status')).toHaveLength(storyRegions.length),
      FIRST_RENDER,
    );
    await expect(section.getByRole('button')).toBeDisabled();
  },
};

/** Half or more of the pings failed for some regions (§4 fail value -3). */
export const Unreachable: Story = {
  decorators: [
    withProbe(
      fixedLatencies({
        'eu-west2': 21,
        'eu-central1': PING_FAIL_VALUE,
        'us-east1': PING_FAIL_VALUE,
        'ru-msk1': 75,
      }),
    ),
  ],
  play: async ({ canvasElement }) => {
    const section = await list(canvasElement);
    await waitFor(() => expect(section.getAllByRole('meter')).toHaveLength(2), FIRST_RENDER);
    await expect(section.getByRole('button')).toBeEnabled();
  },
};

/** The regions call has not answered yet. */
export const Loading: Story = {
  args: { api: pendingApi },
  decorators: [withProbe(fixedLatencies({}))],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 }, FIRST_RENDER)).toBeVisible();
    await expect(await canvas.findByRole('status', {}, FIRST_RENDER)).toBeVisible();
    await expect(canvas.queryAllByRole('meter')).toHaveLength(0);
  },
};

/** The regions call failed: an error with a retry, not a blank page. */
export const ApiError: Story = {
  args: { api: failingApi },
  decorators: [withProbe(fixedLatencies({}))],
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, FIRST_RENDER);
    await expect(within(alert).getByRole('button')).toBeEnabled();
  },
};
