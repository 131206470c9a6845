import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button/Button.tsx';
import { Card } from './Card.tsx';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: { title: 'Balance', children: '$12.40' },
  argTypes: { titleLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] } },
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllSlots: Story = {
  args: {
    description: 'Prepaid account',
    actions: <Button size="sm">Top up</Button>,
    footer: 'Updated just now',
  },
};

/** The whole card is clickable; only the title is announced as the link. */
export const AsLink: Story = {
  args: {
    title: 'web-1',
    description: 'Amsterdam (eu-west2)',
    href: '#/servers/42',
    children: '2 vCPU · 4 GB RAM · 80 GB SSD',
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'web-1' });
    await expect(link).toHaveAttribute('href', '#/servers/42');
  },
};

export const BodyOnly: Story = { args: { title: undefined, children: 'Only a body.' } };

export const LongText: Story = {
  args: {
    title: 'a-server-with-a-remarkably-long-hostname.customer-domain.example.com',
    description: 'Описание, которое занимает несколько строк, потому что оно очень длинное.',
    actions: (
      <Button size="sm" variant="ghost">
        Menu
      </Button>
    ),
  },
};
