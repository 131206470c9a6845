import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { Breadcrumbs, type BreadcrumbItem } from './Breadcrumbs.tsx';

const items: BreadcrumbItem[] = [
  { label: 'Control panel', href: '/' },
  { label: 'Servers', href: '/servers' },
  { label: 'web-1', href: '/servers/42' },
];

describe('Breadcrumbs', () => {
  it('is a labelled navigation landmark with an ordered list of levels', () => {
    render(<Breadcrumbs label="Breadcrumb" items={items} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const listItems = within(within(nav).getByRole('list')).getAllByRole('listitem');
    expect(listItems.map((item) => item.textContent)).toEqual([
      'Control panel',
      'Servers',
      'web-1',
    ]);
  });

  it('links every level but the last, which is the current page', () => {
    render(<Breadcrumbs label="Breadcrumb" items={items} />);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/servers',
    ]);
    const current = screen.getByText('web-1');
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.closest('a')).toBeNull();
  });

  it('hides separators from assistive technology, one between each pair of levels', () => {
    render(<Breadcrumbs label="Breadcrumb" items={items} separator="/" />);
    const separators = screen.getAllByText('/');
    expect(separators).toHaveLength(2);
    for (const separator of separators) expect(separator.getAttribute('aria-hidden')).toBe('true');
  });

  it('passes link clicks to onNavigate so a router can take over', async () => {
    const onNavigate = vi.fn((_item: BreadcrumbItem, event: React.MouseEvent) =>
      event.preventDefault(),
    );
    render(<Breadcrumbs label="Breadcrumb" items={items} onNavigate={onNavigate} />);
    await userEvent.click(screen.getByRole('link', { name: 'Servers' }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(onNavigate.mock.calls[0]![0]).toBe(items[1]);
    expect(onNavigate.mock.calls[0]![1].defaultPrevented).toBe(true);
  });

  it('renders a level without href as text and forwards ref to the nav', () => {
    const ref = createRef<HTMLElement>();
    render(
      <Breadcrumbs
        ref={ref}
        label="Breadcrumb"
        items={[{ label: 'Account' }, { label: 'Security' }]}
      />,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(ref.current).toBe(screen.getByRole('navigation'));
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <Breadcrumbs label="Breadcrumb" items={items} />
        <Breadcrumbs label="Account path" items={[{ label: 'Account' }]} />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
