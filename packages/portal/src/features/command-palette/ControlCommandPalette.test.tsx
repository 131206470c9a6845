import type { Customer } from '@cloud-portal/api-client';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import { createI18n } from '../../app/i18n.ts';
import { customerFixture } from '../../test/fixtures.ts';
import { CommandPaletteButton } from './CommandPaletteButton.tsx';
import { ControlCommandPalette } from './ControlCommandPalette.tsx';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

/** The palette's entries matching `query`, each as `title|disabled reason`. */
async function entriesFor(customer: Customer, query: string) {
  const i18n = await createI18n('en');
  await i18n.loadNamespaces('account');
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <ControlCommandPalette customer={customer}>
          <CommandPaletteButton />
        </ControlCommandPalette>
      </MemoryRouter>
    </I18nextProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Search' }));
  const search = await screen.findByRole('combobox');
  await waitFor(() => expect(document.activeElement).toBe(search));
  await user.type(search, query);
  return screen.getAllByRole('option').map((option) => {
    const [title, reason] = [...option.children].map((part) => part.textContent);
    return option.getAttribute('aria-disabled') === 'true' ? `${title}|${reason}` : title;
  });
}

describe('the control area palette follows the side nav (§2)', () => {
  test('an active account can go anywhere', async () => {
    expect(await entriesFor(customerFixture, 'ssh')).toEqual(['SSH keys', 'Add SSH key']);
  });

  test('not activated: servers, object storage and account screens are disabled with the reason', async () => {
    const customer = { ...customerFixture, activated: false };
    const reason = 'Activate your account to use this section.';
    expect(await entriesFor(customer, 'ssh')).toEqual([
      `SSH keys|${reason}`,
      `Add SSH key|${reason}`,
    ]);
    cleanup();
    expect(await entriesFor(customer, 'object storage')).toEqual([
      `Object storage|${reason}`,
      `Object storage API|${reason}`,
    ]);
    cleanup();
    expect(await entriesFor(customer, 'security')).toEqual([`Security|${reason}`]);
    cleanup();
    // Billing stays usable: it is how the account gets activated.
    expect(await entriesFor(customer, 'payment')).toEqual(['Make a payment']);
  });

  test('suspended for BALANCE: servers are disabled, the account is not', async () => {
    const customer = { ...customerFixture, suspended: true, suspend_reason: 'BALANCE' };
    expect(await entriesFor(customer, 'volumes')).toEqual([
      'Volumes|Your account is suspended. Top up your balance to manage your servers.',
    ]);
    cleanup();
    expect(await entriesFor(customer, 'security')).toEqual(['Security']);
  });
});
