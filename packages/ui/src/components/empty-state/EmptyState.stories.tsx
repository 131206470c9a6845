import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchX, Server } from 'lucide-react';
import { Button } from '../button/Button.tsx';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    icon: <Server />,
    title: 'No servers yet',
    description: 'Create a server in a minute: choose an image, a plan and a region.',
    action: <Button>Create server</Button>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const TitleOnly: Story = {
  args: { icon: undefined, description: undefined, action: undefined },
};

/** For a filtered table that matched nothing. */
export const Compact: Story = {
  args: {
    compact: true,
    icon: <SearchX />,
    title: 'No servers match “db-”',
    description: 'Check the spelling or clear the filter.',
    action: undefined,
  },
};

export const LongText: Story = {
  args: {
    title: 'У вас пока нет ни одного объектного хранилища в этом регионе',
    description:
      'Объектное хранилище подходит для резервных копий, статических сайтов и медиафайлов. Создайте бакет, чтобы начать загружать файлы.',
  },
};
