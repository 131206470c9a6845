import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { breakpoints } from '../../tokens/breakpoints.ts';
import { TopHeader, type TopHeaderItem, type TopHeaderProps } from './TopHeader.tsx';
import topHeaderCss from './TopHeader.module.css?raw';

const ITEMS: TopHeaderItem[] = [
  {
    id: 'products',
    label: 'Products',
    items: [
      { label: 'Cloud VDS', href: '/#cloud-vds' },
      { label: 'Elastic volumes', href: '/#elastic-volumes' },
    ],
  },
  { label: 'Data centers', href: '/company/data-center-locations' },
  { label: 'News', href: '/news' },
  {
    id: 'support',
    label: 'Support',
    items: [
      { label: 'Knowledge base', href: '/knowledge' },
      { label: 'Community tutorials', href: '/tutorials' },
    ],
  },
];

afterEach(() => {
  vi.restoreAllMocks();
});

function renderHeader(props: Partial<TopHeaderProps> = {}) {
  return render(
    <>
      <TopHeader
        logo="Cloud"
        logoLabel="Cloud home"
        navLabel="Main navigation"
        menuLabel="Menu"
        items={ITEMS}
        actions={<a href="/login">Sign in</a>}
        onNavigate={(_href, event) => event.preventDefault()}
        {...props}
      />
      <p>Page content</p>
    </>,
  );
}

const nav = () => screen.getByRole('navigation', { name: 'Main navigation' });

describe('TopHeader on a wide screen', () => {
  it('is a banner with the home link, a named navigation landmark and the actions', () => {
    renderHeader();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Cloud home' }).getAttribute('href')).toBe('/');
    expect(within(nav()).getByRole('link', { name: 'News' }).getAttribute('href')).toBe('/news');
    expect(within(nav()).getByRole('button', { name: 'Products' })).toBeDefined();
    expect(within(banner).getByRole('link', { name: 'Sign in' })).toBeDefined();
  });

  it('a group button discloses its list of links, and closes it again', async () => {
    renderHeader();
    const products = screen.getByRole('button', { name: 'Products' });
    expect(products.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Cloud VDS' })).toBeNull();

    await userEvent.click(products);
    expect(products.getAttribute('aria-expanded')).toBe('true');
    const list = document.getElementById(products.getAttribute('aria-controls')!)!;
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Cloud VDS', 'Elastic volumes']);
    // Disclosure navigation, not an application menu.
    expect(screen.queryByRole('menu')).toBeNull();

    await userEvent.click(products);
    expect(products.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Cloud VDS' })).toBeNull();
  });

  it('opening one group closes the others', async () => {
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Products' }));
    await userEvent.click(screen.getByRole('button', { name: 'Support' }));
    expect(screen.getByRole('button', { name: 'Products' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    expect(screen.getByRole('link', { name: 'Knowledge base' })).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Cloud VDS' })).toBeNull();
  });

  it('Escape closes the open group and returns focus to its button', async () => {
    renderHeader();
    const support = screen.getByRole('button', { name: 'Support' });
    await userEvent.click(support);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Knowledge base' }));
    await userEvent.keyboard('{Escape}');
    expect(support.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(support);
  });

  it('a click outside closes the open group', async () => {
    renderHeader();
    const support = screen.getByRole('button', { name: 'Support' });
    await userEvent.click(support);
    await userEvent.click(screen.getByText('Page content'));
    expect(support.getAttribute('aria-expanded')).toBe('false');
  });

  it('following a link reports it and closes the group', async () => {
    const onNavigate = vi.fn((_href: string, event: { preventDefault(): void }) =>
      event.preventDefault(),
    );
    renderHeader({ onNavigate });
    const support = screen.getByRole('button', { name: 'Support' });
    await userEvent.click(support);
    await userEvent.click(screen.getByRole('link', { name: 'Community tutorials' }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(onNavigate.mock.calls[0]![0]).toBe('/tutorials');
    expect(support.getAttribute('aria-expanded')).toBe('false');
  });

  it('a new currentPath (navigation elsewhere) closes the open group', async () => {
    const { rerender } = renderHeader({ currentPath: '/' });
    const support = screen.getByRole('button', { name: 'Support' });
    await userEvent.click(support);
    rerender(
      <TopHeader
        logo="Cloud"
        navLabel="Main navigation"
        menuLabel="Menu"
        items={ITEMS}
        currentPath="/news"
      />,
    );
    expect(support.getAttribute('aria-expanded')).toBe('false');
  });

  it('marks the link of the current page with aria-current="page", also inside a group', async () => {
    const { rerender } = renderHeader({ currentPath: '/news' });
    expect(screen.getByRole('link', { name: 'News' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Data centers' }).hasAttribute('aria-current')).toBe(
      false,
    );

    rerender(
      <TopHeader
        logo="Cloud"
        navLabel="Main navigation"
        menuLabel="Menu"
        items={ITEMS}
        currentPath="/knowledge"
        defaultOpenGroup="support"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Support' }));
    expect(screen.getByRole('link', { name: 'Knowledge base' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('link', { name: 'News' }).hasAttribute('aria-current')).toBe(false);
  });

  it('renders links through renderLink (a router link) with the props it needs', async () => {
    const navigated: string[] = [];
    renderHeader({
      currentPath: '/news',
      renderLink: ({ href, children, ...props }) => (
        <a
          {...props}
          href={`/app${href}`}
          data-router-link=""
          onClick={(event) => {
            event.preventDefault();
            navigated.push(href);
            props.onClick(event);
          }}
        >
          {children}
        </a>
      ),
    });
    const news = screen.getByRole('link', { name: 'News' });
    expect(news.getAttribute('href')).toBe('/app/news');
    expect(news.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Cloud home' }).getAttribute('href')).toBe('/app/');
    await userEvent.click(screen.getByRole('button', { name: 'Products' }));
    await userEvent.click(screen.getByRole('link', { name: 'Elastic volumes' }));
    expect(navigated).toEqual(['/#elastic-volumes']);
    expect(screen.queryByRole('link', { name: 'Elastic volumes' })).toBeNull();
  });

  it('forwards its ref and passes attributes to the header', () => {
    const ref = createRef<HTMLElement>();
    renderHeader({ ref, id: 'top' });
    expect(ref.current).toBe(screen.getByRole('banner'));
    expect(ref.current?.id).toBe('top');
  });

  it('has no axe violations with a group open', async () => {
    const { container } = renderHeader({ currentPath: '/news', defaultOpenGroup: 'products' });
    expect(screen.getByRole('link', { name: 'Cloud VDS' })).toBeDefined();
    await expectNoAxeViolations(container);
  });
});

describe('TopHeader folded (narrow screens)', () => {
  it('the toggle opens and closes the panel of menu and actions that it controls', async () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const banner = screen.getByRole('banner');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(banner.getAttribute('data-state')).toBe('closed');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(panel).getByRole('navigation', { name: 'Main navigation' })).toBeDefined();
    expect(within(panel).getByRole('link', { name: 'Sign in' })).toBeDefined();

    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(banner.getAttribute('data-state')).toBe('open');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('stacks groups as expandable sections in the open panel', async () => {
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const support = screen.getByRole('button', { name: 'Support' });
    await userEvent.click(support);
    expect(support.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Community tutorials' })).toBeDefined();
  });

  it('Escape closes an open section first, then the panel, focusing the toggle', async () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    const products = screen.getByRole('button', { name: 'Products' });
    await userEvent.click(products);
    await userEvent.keyboard('{Escape}');
    expect(products.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(products);
    await userEvent.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('a click outside the header closes the panel', async () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    await userEvent.click(screen.getByText('Page content'));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('following a link closes the panel', async () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('link', { name: 'News' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('folds below the foldAt breakpoint (default headerFold) with a container query', () => {
    const { rerender } = renderHeader();
    expect(screen.getByRole('banner').getAttribute('data-fold')).toBe('headerFold');
    rerender(<TopHeader logo="Cloud" navLabel="Nav" menuLabel="Menu" items={ITEMS} foldAt="xl" />);
    expect(screen.getByRole('banner').getAttribute('data-fold')).toBe('xl');
    // jsdom applies no CSS: check that every breakpoint has its fold rule (browsers: the stories).
    const css = topHeaderCss.replace(/\s+/g, ' ');
    for (const [name, pixels] of Object.entries(breakpoints)) {
      expect(css).toContain(
        `@container top-header (max-width: ${pixels - 0.02}px) { .root[data-fold='${name}'] .toggle { display: inline-flex; }`,
      );
      expect(css).toContain(
        `.root[data-fold='${name}'][data-state='closed'] .panel { display: none; }`,
      );
    }
  });

  it('can start open, and has no axe violations when open', async () => {
    const { container } = renderHeader({ defaultMenuOpen: true, defaultOpenGroup: 'support' });
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Knowledge base' })).toBeDefined();
    await expectNoAxeViolations(container);
  });
});
