import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination.tsx';

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: {
    label: 'Server list pages',
    previousLabel: 'Previous page',
    nextLabel: 'Next page',
    getPageLabel: (page: number) => `Page ${page}`,
    page: 6,
    pageCount: 12,
    onPageChange: fn(),
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const FirstPage: Story = { args: { page: 1 } };

export const LastPage: Story = { args: { page: 12 } };

export const FewPages: Story = { args: { page: 2, pageCount: 4 } };

export const ManyPagesWiderWindow: Story = {
  args: { page: 50, pageCount: 120, siblingCount: 2, boundaryCount: 2 },
};

export const WithVisibleText: Story = {
  args: { previousContent: 'Previous', nextContent: 'Next' },
};

/** Links keep the page in the URL; a router intercepts `onPageChange` and calls `preventDefault`. */
export const AsLinks: Story = {
  args: { getPageHref: (page: number) => `?page=${page}` },
};

export const Interactive: Story = {
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return (
      <Pagination
        {...args}
        page={page}
        onPageChange={(next, event) => {
          setPage(next);
          args.onPageChange?.(next, event);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(7, expect.anything());
    await expect(canvas.getByRole('button', { name: 'Page 7' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
