import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ComponentStory } from '../../storybook/ComponentStory.tsx';
import { FIRST_RENDER } from '../../storybook/portalStoryRender.tsx';
import { ChunkLoadFailed } from './ChunkLoadFailed.tsx';

// §8 'Loading chunk failed': what a screen shows when its code or stylesheet did not load (or not
// within 120 s, §9). The reload is a spy here.

const meta = {
  title: 'Portal/Global UI/Loading chunk failed',
  component: ChunkLoadFailed,
  args: { reload: fn() },
  render: (args, context) => (
    <ComponentStory globals={context.globals}>
      <main>
        <ChunkLoadFailed {...args} />
      </main>
    </ComponentStory>
  ),
} satisfies Meta<typeof ChunkLoadFailed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The message and its one action, a reload. */
export const Failed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 }, FIRST_RENDER)).toBeVisible();
    await expect(canvas.getByRole('alert')).toBeVisible();
    canvas.getByRole('button').click();
    await expect(args.reload).toHaveBeenCalledTimes(1);
  },
};
