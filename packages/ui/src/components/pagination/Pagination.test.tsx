import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { Pagination, paginationItems, type PaginationItem } from './Pagination.tsx';

const LABELS = {
  label: 'Server list pages',
  previousLabel: 'Previous page',
  nextLabel: 'Next page',
  getPageLabel: (page: number) => `Page ${page}`,
};

describe('paginationItems', () => {
  it('shows every page when they fit', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationItems(1, 0)).toEqual([]);
  });

  it('puts gaps around the current page and its siblings', () => {
    expect(paginationItems(6, 12)).toEqual([1, 'ellipsis', 5, 6, 7, 'ellipsis', 12]);
    expect(paginationItems(1, 12)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 12]);
    expect(paginationItems(12, 12)).toEqual([1, 'ellipsis', 8, 9, 10, 11, 12]);
    expect(paginationItems(5, 20, 2, 2)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 'ellipsis', 19, 20]);
    expect(paginationItems(10, 20, 2, 2)).toEqual([
      1,
      2,
      'ellipsis',
      8,
      9,
      10,
      11,
      12,
      'ellipsis',
      19,
      20,
    ]);
  });

  it('clamps an out-of-range page', () => {
    expect(paginationItems(99, 12)).toEqual(paginationItems(12, 12));
    expect(paginationItems(-3, 12)).toEqual(paginationItems(1, 12));
  });

  // Exhaustive over small lists and both option values: the rules any page list must keep.
  it('keeps its invariants for every page of every list up to 40 pages', () => {
    for (const siblingCount of [0, 1, 2]) {
      for (const boundaryCount of [1, 2]) {
        const slots = 2 * boundaryCount + 2 * siblingCount + 3;
        for (let pageCount = 1; pageCount <= 40; pageCount += 1) {
          for (let page = 1; page <= pageCount; page += 1) {
            const items = paginationItems(page, pageCount, siblingCount, boundaryCount);
            const pages = items.filter((item): item is number => item !== 'ellipsis');
            expect(items.length).toBe(Math.min(pageCount, slots));
            expect(pages).toContain(page);
            expect(pages[0]).toBe(1);
            expect(pages.at(-1)).toBe(pageCount);
            for (let sibling = 1; sibling <= siblingCount; sibling += 1) {
              if (page - sibling >= 1) expect(pages).toContain(page - sibling);
              if (page + sibling <= pageCount) expect(pages).toContain(page + sibling);
            }
            items.forEach((item: PaginationItem, index) => {
              if (item !== 'ellipsis') return;
              const before = items[index - 1] as number;
              const after = items[index + 1] as number;
              // A gap stands for at least two pages, and never sits next to another gap.
              expect(after - before).toBeGreaterThanOrEqual(3);
            });
            for (let index = 1; index < pages.length; index += 1) {
              expect(pages[index]!).toBeGreaterThan(pages[index - 1]!);
            }
          }
        }
      }
    }
  });
});

describe('Pagination', () => {
  it('is a labelled navigation landmark with the current page marked', () => {
    render(<Pagination {...LABELS} page={6} pageCount={12} />);
    const nav = screen.getByRole('navigation', { name: 'Server list pages' });
    const buttons = within(nav).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Previous page',
      'Page 1',
      'Page 5',
      'Page 6',
      'Page 7',
      'Page 12',
      'Next page',
    ]);
    expect(screen.getByRole('button', { name: 'Page 6' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('button', { name: 'Page 5' }).hasAttribute('aria-current')).toBe(false);
    // Two visual gaps, hidden from screen readers.
    expect(nav.querySelectorAll('[aria-hidden="true"]').length).toBeGreaterThanOrEqual(2);
    expect(nav.textContent).toContain('…');
  });

  it('reports the page to go to from page buttons and previous/next', async () => {
    const onPageChange = vi.fn();
    render(<Pagination {...LABELS} page={6} pageCount={12} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 12' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange.mock.calls.map((call) => call[0])).toEqual([12, 5, 7]);
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = render(<Pagination {...LABELS} page={1} pageCount={3} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous page' }).disabled).toBe(
      true,
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next page' }).disabled).toBe(
      false,
    );
    rerender(<Pagination {...LABELS} page={3} pageCount={3} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next page' }).disabled).toBe(
      true,
    );
  });

  it('pages through a controlled list with the keyboard', async () => {
    function Pager() {
      const [page, setPage] = useState(1);
      return <Pagination {...LABELS} page={page} pageCount={4} onPageChange={setPage} />;
    }
    render(<Pager />);
    await userEvent.tab();
    // The disabled previous button is skipped: focus starts on page 1.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Page 1' }));
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('renders links with getPageHref, and a previous link that cannot be followed on page 1', async () => {
    const onPageChange = vi.fn((_page: number, event: React.MouseEvent) => event.preventDefault());
    render(
      <Pagination
        {...LABELS}
        page={1}
        pageCount={3}
        getPageHref={(page) => `?page=${page}`}
        onPageChange={onPageChange}
      />,
    );
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('?page=2');
    expect(screen.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    const previous = screen.getByRole('link', { name: 'Previous page' });
    expect(previous.hasAttribute('href')).toBe(false);
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(previous);
    expect(onPageChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(2, expect.anything());
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination {...LABELS} page={1} pageCount={1} />);
    expect(container.innerHTML).toBe('');
  });

  it('uses the number as the name without getPageLabel, and forwards ref', () => {
    const ref = createRef<HTMLElement>();
    render(
      <Pagination
        label="Pages"
        previousLabel="Previous"
        nextLabel="Next"
        page={2}
        pageCount={3}
        ref={ref}
      />,
    );
    expect(screen.getByRole('button', { name: '2' }).getAttribute('aria-current')).toBe('page');
    expect(ref.current).toBe(screen.getByRole('navigation', { name: 'Pages' }));
  });

  it('has no axe violations as buttons and as links', async () => {
    const { container } = render(
      <>
        <Pagination {...LABELS} page={6} pageCount={12} />
        <Pagination
          {...LABELS}
          label="Invoice pages"
          page={1}
          pageCount={30}
          getPageHref={(page) => `?page=${page}`}
        />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
