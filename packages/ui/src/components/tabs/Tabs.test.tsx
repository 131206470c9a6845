import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { Tabs, type TabItem } from './Tabs.tsx';

type ServerTab = 'overview' | 'network' | 'console' | 'backups';

const ITEMS: TabItem<ServerTab>[] = [
  { value: 'overview', label: 'Overview', content: <p>CPU and RAM</p> },
  { value: 'network', label: 'Network', content: <p>Addresses</p> },
  { value: 'console', label: 'Console', content: <p>VNC</p> },
  { value: 'backups', label: 'Backups', disabled: true, content: <p>Snapshots</p> },
];

describe('Tabs', () => {
  it('is a labelled tab list whose first tab is active and shows its panel', () => {
    render(<Tabs label="Server details" items={ITEMS} />);
    expect(screen.getByRole('tablist', { name: 'Server details' })).toBeDefined();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Network',
      'Console',
      'Backups',
    ]);
    expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByRole('tabpanel', { name: 'Overview' }).textContent).toBe('CPU and RAM');
    expect(screen.queryByText('Addresses')).toBeNull();
    // Each tab controls its own panel; the hidden ones are there, empty, for the tabs to point at.
    for (const tab of screen.getAllByRole('tab')) {
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      expect(panel?.getAttribute('role')).toBe('tabpanel');
      expect(panel?.getAttribute('aria-labelledby')).toBe(tab.id);
      expect(panel?.hidden).toBe(tab.getAttribute('aria-selected') !== 'true');
    }
  });

  it('switches with the mouse and with arrow keys, skipping disabled tabs', async () => {
    const onValueChange = vi.fn();
    render(<Tabs label="Server details" items={ITEMS} onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Network' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Addresses');
    // Radix's roving focus moves the focus from a timer after the key, and the focused tab
    // activates on focus: wait for both (a busy CI machine saw the panel a moment behind).
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Console' })),
    );
    await waitFor(() => expect(screen.getByRole('tabpanel').textContent).toBe('VNC'));
    await userEvent.keyboard('{ArrowRight}');
    // Backups is disabled: focus wraps to the first tab.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Overview' })),
    );
    expect(onValueChange.mock.calls.map((call) => call[0])).toEqual([
      'network',
      'console',
      'overview',
    ]);
  });

  it('manual activation waits for Enter', async () => {
    render(<Tabs label="Server details" items={ITEMS} activationMode="manual" />);
    await userEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tabpanel').textContent).toBe('CPU and RAM');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('tabpanel').textContent).toBe('Addresses');
  });

  it('controlled: shows the tab owned by the parent (the URL)', async () => {
    function Routed() {
      const [tab, setTab] = useState<ServerTab>('console');
      return (
        <>
          <Tabs label="Server details" items={ITEMS} value={tab} onValueChange={setTab} />
          <output>{tab}</output>
        </>
      );
    }
    render(<Routed />);
    expect(screen.getByRole('tab', { name: 'Console' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(screen.getByRole('status').textContent).toBe('overview');
    expect(screen.getByRole('tabpanel').textContent).toBe('CPU and RAM');
  });

  it('ignores a choice the controlled parent does not accept', async () => {
    const onValueChange = vi.fn();
    render(
      <Tabs label="Server details" items={ITEMS} value="network" onValueChange={onValueChange} />,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Console' }));
    expect(onValueChange).toHaveBeenCalledWith('console');
    expect(screen.getByRole('tabpanel').textContent).toBe('Addresses');
  });

  it('renders children in the active panel when tabs have no content of their own', () => {
    render(
      <Tabs
        label="Billing"
        items={[
          { value: 'invoices', label: 'Invoices' },
          { value: 'payments', label: 'Payments' },
        ]}
        defaultValue="payments"
      >
        <p>Route outlet</p>
      </Tabs>,
    );
    expect(screen.getByRole('tabpanel', { name: 'Payments' }).textContent).toBe('Route outlet');
  });

  describe('as links', () => {
    // Record whether the browser would follow the link, then stop jsdom from trying to navigate.
    let followed: string[];
    const recordNavigation = (event: MouseEvent) => {
      const link = (event.target as Element).closest('a');
      if (link?.href && !event.defaultPrevented) followed.push(link.getAttribute('href')!);
      event.preventDefault();
    };
    beforeEach(() => {
      followed = [];
      document.addEventListener('click', recordNavigation);
    });
    afterEach(() => {
      document.removeEventListener('click', recordNavigation);
    });

    it('renders each tab as a link with its URL', () => {
      render(
        <Tabs
          label="Server details"
          items={ITEMS}
          getTabHref={(value) => `/servers/42/${value}`}
          value="overview"
        />,
      );
      const network = screen.getByRole('tab', { name: 'Network' });
      expect(network.tagName).toBe('A');
      expect(network.getAttribute('href')).toBe('/servers/42/network');
      expect(network.hasAttribute('type')).toBe(false);
      const backups = screen.getByRole('tab', { name: 'Backups' });
      expect(backups.hasAttribute('href')).toBe(false);
      expect(backups.getAttribute('aria-disabled')).toBe('true');
    });

    it('a plain click activates the tab in the app instead of following the link', async () => {
      const onValueChange = vi.fn();
      render(
        <Tabs
          label="Server details"
          items={ITEMS}
          getTabHref={(value) => `/servers/42/${value}`}
          onValueChange={onValueChange}
        />,
      );
      await userEvent.click(screen.getByRole('tab', { name: 'Network' }));
      expect(onValueChange).toHaveBeenCalledWith('network');
      expect(followed).toEqual([]);
    });

    it('a modified click opens the link and leaves the current tab alone', async () => {
      const onValueChange = vi.fn();
      const user = userEvent.setup();
      render(
        <Tabs
          label="Server details"
          items={ITEMS.map((item) =>
            item.value === 'console' ? { ...item, href: '/console/42' } : item,
          )}
          onValueChange={onValueChange}
        />,
      );
      await user.keyboard('{Meta>}');
      await user.click(screen.getByRole('tab', { name: 'Console' }));
      await user.keyboard('{/Meta}');
      expect(onValueChange).not.toHaveBeenCalled();
      expect(followed).toEqual(['/console/42']);
      expect(screen.getByRole('tabpanel').textContent).toBe('CPU and RAM');
    });
  });

  it('scrolls a narrow tab list sideways to the active tab, and back when an earlier one is chosen', () => {
    // jsdom has no layout: tabs 100 px wide side by side in a list 150 px wide.
    const offsets = { overview: 0, network: 100, console: 200, backups: 300 } as const;
    const restore = [
      stubGetter('offsetLeft', function (this: HTMLElement) {
        const value = this.getAttribute('data-value') as keyof typeof offsets | null;
        return value ? offsets[value] : 0;
      }),
      stubGetter('offsetWidth', () => 100),
      stubGetter('clientWidth', () => 150),
    ];
    try {
      const items = ITEMS.map((item) => ({ ...item, disabled: false, label: item.value }));
      const { rerender } = render(<Tabs label="Server" items={items} value="overview" />);
      for (const tab of screen.getAllByRole('tab')) {
        tab.setAttribute('data-value', tab.textContent ?? '');
      }
      const list = screen.getByRole('tablist');
      expect(list.scrollLeft).toBe(0);
      rerender(<Tabs label="Server" items={items} value="backups" />);
      // backups spans 300–400: the list scrolls so that it ends at the right edge (400 − 150).
      expect(list.scrollLeft).toBe(250);
      rerender(<Tabs label="Server" items={items} value="network" />);
      // network (100–200) starts before the visible 250–400: it becomes the first visible.
      expect(list.scrollLeft).toBe(100);
      rerender(<Tabs label="Server" items={items} value="console" />);
      // console (200–300) ends past the visible 100–250.
      expect(list.scrollLeft).toBe(150);
    } finally {
      for (const undo of restore) undo();
    }
  });

  it('forwards ref and attributes to the root', () => {
    const ref = createRef<HTMLDivElement>();
    render(<Tabs label="Server details" items={ITEMS} ref={ref} data-testid="tabs" />);
    expect(ref.current?.dataset.testid).toBe('tabs');
    expect(ref.current?.contains(screen.getByRole('tablist'))).toBe(true);
  });

  it('has no axe violations as buttons and as links', async () => {
    const { container } = render(
      <>
        <Tabs label="Server details" items={ITEMS} />
        <Tabs label="Account" items={ITEMS} getTabHref={(value) => `/account/${value}`} />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});

/** Replaces a layout getter of HTMLElement (jsdom returns 0); returns the undo. */
function stubGetter(
  name: 'offsetLeft' | 'offsetWidth' | 'clientWidth',
  get: (this: HTMLElement) => number,
) {
  const own = Object.getOwnPropertyDescriptor(HTMLElement.prototype, name);
  Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get });
  return () => {
    if (own) Object.defineProperty(HTMLElement.prototype, name, own);
    else Reflect.deleteProperty(HTMLElement.prototype, name);
  };
}
