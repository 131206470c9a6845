import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createI18n } from '../../app/i18n.ts';
import { CommandPaletteButton } from './CommandPaletteButton.tsx';
import { CommandPaletteProvider } from './CommandPaletteProvider.tsx';
import type { ScreenDisabledReason } from './goToCommands.ts';
import type { PaletteCommand } from './paletteCommand.ts';
import { useRegisterCommands } from './useRegisterCommands.ts';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

function Location() {
  return <span data-testid="location">{useLocation().pathname}</span>;
}

function Commands({ commands }: { commands: PaletteCommand[] }) {
  useRegisterCommands(commands, [commands]);
  return null;
}

async function renderPalette({
  children,
  screenDisabledReason,
}: { children?: ReactNode; screenDisabledReason?: ScreenDisabledReason } = {}) {
  const i18n = await createI18n('en');
  // The palette's texts and the screens' names (the control shell has it loaded).
  await i18n.loadNamespaces('account');
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/control/servers/list']}>
        <CommandPaletteProvider screenDisabledReason={screenDisabledReason}>
          <button type="button">Somewhere on the page</button>
          <CommandPaletteButton />
          <Location />
          {children}
        </CommandPaletteProvider>
      </MemoryRouter>
    </I18nextProvider>,
  );
  const before = screen.getByRole('button', { name: 'Somewhere on the page' });
  before.focus();
  return { user, before };
}

const palette = () => screen.findByRole('dialog', { name: 'Command palette' });
const input = () => screen.getByRole('combobox', { name: 'Search screens and commands' });
const optionNames = () =>
  within(screen.getByRole('listbox', { hidden: true }))
    .queryAllByRole('option')
    .map((option) => option.textContent);
const activeOption = () => {
  const id = input().getAttribute('aria-activedescendant');
  return id === null ? null : document.getElementById(id)?.textContent;
};
const location = () => screen.getByTestId('location').textContent;

const action = (id: string, title: string, run = vi.fn(), extra: Partial<PaletteCommand> = {}) =>
  ({ id, title, group: 'actions', run, ...extra }) satisfies PaletteCommand;

describe('the command palette', () => {
  test('Ctrl-K opens it with the search focused; Escape closes it and gives focus back', async () => {
    const { user, before } = await renderPalette();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.keyboard('{Control>}k{/Control}');
    await palette();
    await waitFor(() => expect(document.activeElement).toBe(input()));
    expect(input()).toHaveProperty('value', '');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(before));
  });

  test('⌘-K opens it too, and the shortcut again closes it', async () => {
    const { user, before } = await renderPalette();
    await user.keyboard('{Meta>}k{/Meta}');
    await palette();
    await waitFor(() => expect(document.activeElement).toBe(input()));

    await user.keyboard('{Meta>}k{/Meta}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(before));
  });

  test('K without a modifier is typing, not the shortcut', async () => {
    const { user } = await renderPalette();
    await user.keyboard('k');
    await user.keyboard('{Alt>}{Control>}k{/Control}{/Alt}');
    // Give a wrongly started chunk load time to show the dialog.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('the header button opens it and names the shortcut; the open palette passes axe', async () => {
    const { user } = await renderPalette();
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button.getAttribute('aria-keyshortcuts')).toBe('Control+K Meta+K');
    expect(button.textContent).toContain('Ctrl');

    await user.click(button);
    await palette();
    await waitFor(() => expect(document.activeElement).toBe(input()));
    const results = await axe.run(document.body, {
      rules: { region: { enabled: false }, 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map(({ id, nodes }) => `${id}: ${nodes[0]?.html}`)).toEqual([]);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  test('typing filters the screens, ignoring case and accents; no match says so', async () => {
    const { user } = await renderPalette();
    await user.keyboard('{Control>}k{/Control}');
    await palette();
    expect(optionNames()).toContain('Servers');
    expect(optionNames()).toContain('Affiliate');
    expect(screen.getByRole('group', { name: 'Go to' })).toBeTruthy();

    await user.type(input(), 'HÍSTORY');
    expect(optionNames()).toEqual(['Billing history']);
    expect(activeOption()).toBe('Billing history');
    expect(screen.getByRole('status').textContent).toBe('');

    await user.clear(input());
    await user.type(input(), 'no such screen');
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('status').textContent).toContain('No matching commands');
  });

  test('Enter on a screen goes there and closes the palette', async () => {
    const { user } = await renderPalette();
    await user.keyboard('{Control>}k{/Control}');
    await palette();
    await user.type(input(), 'history');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(location()).toBe('/control/billing/history'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('arrow keys move through the matches (wrapping) and Enter runs the active one', async () => {
    const rebootWeb = vi.fn();
    const rebootDb = vi.fn();
    const { user } = await renderPalette({
      children: (
        <Commands
          commands={[
            action('reboot-web-1', 'Reboot web-1', rebootWeb),
            action('reboot-db-2', 'Reboot db-2', rebootDb),
          ]}
        />
      ),
    });
    await user.keyboard('{Control>}k{/Control}');
    await palette();
    await user.type(input(), 'reboot');
    expect(optionNames()).toEqual(['Reboot web-1', 'Reboot db-2']);
    expect(screen.getByRole('group', { name: 'Actions' })).toBeTruthy();
    expect(activeOption()).toBe('Reboot web-1');

    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toBe('Reboot db-2');
    expect(screen.getByRole('option', { name: 'Reboot db-2' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toBe('Reboot web-1');
    await user.keyboard('{ArrowUp}');
    expect(activeOption()).toBe('Reboot db-2');

    await user.keyboard('{Enter}');
    expect(rebootDb).toHaveBeenCalledTimes(1);
    expect(rebootWeb).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('a click runs an option', async () => {
    const reboot = vi.fn();
    const { user } = await renderPalette({
      children: <Commands commands={[action('reboot-web-1', 'Reboot web-1', reboot)]} />,
    });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await palette();
    await user.click(screen.getByRole('option', { name: 'Reboot web-1' }));
    expect(reboot).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('a registered command is listed while its component is mounted', async () => {
    function Toggle() {
      const [mounted, setMounted] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setMounted(false)}>
            Leave the server page
          </button>
          {mounted ? <Commands commands={[action('reboot-web-1', 'Reboot web-1')]} /> : null}
        </>
      );
    }
    const { user } = await renderPalette({ children: <Toggle /> });
    await user.keyboard('{Control>}k{/Control}');
    await palette();
    await user.type(input(), 'web-1');
    expect(optionNames()).toEqual(['Reboot web-1']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Leave the server page' }));
    await user.keyboard('{Control>}k{/Control}');
    await palette();
    await user.type(input(), 'web-1');
    expect(optionNames()).toEqual([]);
  });

  test('a disabled command is shown with its reason but runs neither by Enter nor by click', async () => {
    const reboot = vi.fn();
    const { user } = await renderPalette({
      children: (
        <Commands
          commands={[
            action('reboot-web-1', 'Reboot web-1', reboot, {
              disabled: true,
              description: 'The server is being resized',
            }),
          ]}
        />
      ),
    });
    await user.keyboard('{Control>}k{/Control}');
    await palette();
    await user.type(input(), 'reboot');
    const option = screen.getByRole('option', { name: /Reboot web-1/ });
    expect(option.getAttribute('aria-disabled')).toBe('true');
    expect(option.textContent).toContain('The server is being resized');

    await user.keyboard('{ArrowDown}{Enter}');
    await user.click(option);
    expect(reboot).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  test('a screen the caller disables is shown with the reason and not gone to', async () => {
    const { user } = await renderPalette({
      screenDisabledReason: (screen) =>
        screen === 'sshKeys' ? 'Activate your account to use this section.' : undefined,
    });
    await user.keyboard('{Control>}k{/Control}');
    await palette();
    await user.type(input(), 'ssh');
    // The disabled screen comes after what can be gone to, however well it matches.
    expect(optionNames()).toEqual([
      'Add SSH key',
      'SSH keysActivate your account to use this section.',
    ]);
    expect(activeOption()).toBe('Add SSH key');
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toBe('SSH keysActivate your account to use this section.');
    await user.keyboard('{Enter}');
    expect(location()).toBe('/control/servers/list');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  test('the shortcut does not open the palette over another dialog', async () => {
    const { user } = await renderPalette({
      children: (
        <div role="dialog" aria-label="Delete server?">
          <button type="button">Cancel</button>
        </div>
      ),
    });
    await user.keyboard('{Control>}k{/Control}');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog', { name: 'Command palette' })).toBeNull();
  });
});
