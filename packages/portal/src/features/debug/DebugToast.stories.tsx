import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ComponentStory } from '../../storybook/ComponentStory.tsx';
import { FIRST_RENDER } from '../../storybook/portalStoryRender.tsx';
import { DebugToast } from './DebugToast.tsx';
import { createRequestIdLog } from './requestIds.ts';

// The debug toast (§2 Global UI): build, brand (the toolbar's), region and the last request id,
// shown when the URL says ?debug=1 (or the setting is kept from an earlier visit).

const requestIds = createRequestIdLog();
requestIds.report('req-6f1c2a9e-8d4b-4b7e-9a51-2c3d4e5f6a7b');

const meta = {
  title: 'Portal/Global UI/Debug toast',
  component: DebugToast,
  parameters: { layout: 'fullscreen' },
  args: { build: '3a064d0c1f', region: 'eu-west2', requestIds },
  render: (args, context) => (
    <ComponentStory
      globals={context.globals}
      path="/control/servers/list?debug=1"
      namespaces={['account']}
    >
      <DebugToast {...args} />
    </ComponentStory>
  ),
  // The story turns the setting on (?debug=1): it is taken back afterwards.
  beforeEach: () => () => localStorage.removeItem('cloud-portal.debug'),
} satisfies Meta<typeof DebugToast>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After a cloud request: every detail filled in. */
export const WithRequest: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const details = await body.findByText(/3a064d0c1f/, {}, FIRST_RENDER);
    await expect(details).toHaveTextContent(/req-6f1c2a9e-8d4b-4b7e-9a51-2c3d4e5f6a7b/);
    await expect(details).toHaveTextContent(/eu-west2/);
  },
};

/** Before any request: the request id says so. */
export const BeforeAnyRequest: Story = {
  args: { requestIds: createRequestIdLog(), region: 'eu-central1' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const details = await body.findByText(/3a064d0c1f/, {}, FIRST_RENDER);
    await expect(details).toHaveTextContent(/eu-central1/);
  },
};
