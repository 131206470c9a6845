import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ComponentStory } from '../../storybook/ComponentStory.tsx';
import type { StoryApi } from '../../storybook/storyApi.ts';
import { jsonResponse } from '../../test/fixtures.ts';
import { RefreshToast } from './RefreshToast.tsx';

// The refresh flow running (§4): refresh-status/ answers one key, then a new one (a deployment),
// and the toast counts down. The story polls every 1.5 s instead of 20 s, and its reload is a
// spy, so the story page stays.

let polls = 0;
/** refresh-status/ answers `build-1` to the first poll, then `build-2`. */
const deploymentApi: StoryApi = (request) => {
  if (!new URL(request.url).pathname.endsWith('/refresh-status/')) {
    return jsonResponse({ code: 'not_found', message: 'Not found' }, 404);
  }
  polls += 1;
  return jsonResponse({ refresh_key: polls === 1 ? 'build-1' : 'build-2' });
};

const meta = {
  title: 'Portal/Global UI/Refresh toast',
  component: RefreshToast,
  parameters: { layout: 'fullscreen' },
  args: { pollingInterval: 1_500, reload: fn() },
  beforeEach: () => {
    polls = 0;
  },
  render: (args, context) => (
    <ComponentStory globals={context.globals} api={deploymentApi} namespaces={['account']}>
      <RefreshToast {...args} />
    </ComponentStory>
  ),
} satisfies Meta<typeof RefreshToast>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new version was deployed: the countdown starts at the next poll. */
export const NewVersionDeployed: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const title = await body.findByText(/^0:(30|29|28)$/, {}, { timeout: 15_000 });
    const toast = title.closest<HTMLElement>('[data-toast="refresh"]')!;
    await expect(within(toast).getAllByRole('button')[0]).toBeEnabled();
    await expect(args.reload).not.toHaveBeenCalled();
  },
};
