import type { CustomerProfile } from '@cloud-portal/api-client';
import { createToaster } from '@cloud-portal/ui';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, test } from 'vitest';
import { createI18n } from '../../../app/i18n.ts';
import { makeStore } from '../../../app/store.ts';
import { BrandProvider } from '../../../brand/BrandContext.tsx';
import { customerFixture, fakeApiClient, jsonResponse, testBrand } from '../../../test/fixtures.ts';
import { AccountInfoScreen } from './AccountInfoScreen.tsx';

const EMPTY: CustomerProfile = {
  first_name: '',
  last_name: '',
  phone: '',
  country: '',
  company_name: '',
  company_address: '',
  taxpayer_kind: 'company',
  inn: '',
  kpp: '',
};

afterEach(cleanup);

interface Answers {
  customer?: () => Response;
  profile?: () => Response;
  saveProfile?: (body: CustomerProfile) => Response;
  changeEmail?: (body: Record<string, string>) => Response;
}

async function renderScreen(answers: Answers = {}) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const { apiClient } = fakeApiClient(async (request) => {
    const path = new URL(request.url).pathname;
    const body = request.method === 'GET' ? undefined : await request.json();
    sent.push({ method: request.method, path, body });
    if (path === '/api/customers/' && request.method === 'GET')
      return answers.customer?.() ?? jsonResponse([customerFixture]);
    if (path === '/api/customers/profile/' && request.method === 'GET')
      return answers.profile?.() ?? jsonResponse(EMPTY);
    if (path === '/api/customers/profile/' && request.method === 'PUT')
      return answers.saveProfile?.(body as CustomerProfile) ?? jsonResponse(body);
    if (path === `/api/customers/${customerFixture.uuid}/` && request.method === 'PUT')
      return (
        answers.changeEmail?.(body as Record<string, string>) ??
        jsonResponse({ ...customerFixture, email: (body as { email: string }).email })
      );
    return jsonResponse({ code: 'not_found', message: 'Not found.' }, 404);
  });
  const toaster = createToaster();
  const i18n = await createI18n('en');
  await i18n.loadNamespaces(['account', 'auth', 'validation', 'errors']);
  render(
    <Provider store={makeStore({ apiClient, toaster })}>
      <I18nextProvider i18n={i18n}>
        <BrandProvider brand={testBrand}>
          <AccountInfoScreen />
        </BrandProvider>
      </I18nextProvider>
    </Provider>,
  );
  const toasts = () => toaster.getSnapshot().map((toast) => String(toast.message));
  return { sent, toasts, user: userEvent.setup() };
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('account/info profile', () => {
  test('shows the saved profile, saves changes and says so', async () => {
    const { sent, toasts, user } = await renderScreen({
      profile: () => jsonResponse({ ...EMPTY, first_name: 'Ada', country: 'GB' }),
    });
    expect(
      ((await screen.findByRole('textbox', { name: 'First name' })) as HTMLInputElement).value,
    ).toBe('Ada');
    await user.type(field('Last name'), 'Lovelace');
    await user.type(field('Phone'), '+44 20 7946 0958');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts()).toContain('Your profile was saved.'));
    expect(sent.find((call) => call.method === 'PUT')?.body).toEqual({
      ...EMPTY,
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone: '+44 20 7946 0958',
      country: 'GB',
    });
    // INN and KPP are for Russian companies only.
    expect(screen.queryByRole('textbox', { name: 'INN' })).toBeNull();
  });

  test('a phone without + and country code gets the §5 message and nothing is sent', async () => {
    const { sent, user } = await renderScreen();
    await user.type(await screen.findByRole('textbox', { name: 'Phone' }), '8 495 123 45 67');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Enter the number starting with + and the country code, for example +44 20 7946 0958.',
      ),
    ).toBeDefined();
    expect(sent.some((call) => call.method === 'PUT')).toBe(false);
    expect((field('Phone') as HTMLInputElement).value).toBe('8 495 123 45 67');
  });

  test('a Russian company: INN checksum and KPP are checked, a sole trader has no KPP', async () => {
    const { sent, user } = await renderScreen({
      profile: () => jsonResponse({ ...EMPTY, country: 'RU' }),
    });
    await user.type(await screen.findByRole('textbox', { name: 'INN' }), '7707083894');
    await user.type(field('KPP'), '7736');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This INN is not valid: check the digits.')).toBeDefined();
    expect(
      screen.getByText(
        'The KPP has 9 characters: 4 digits, 2 digits or capital letters, 3 digits.',
      ),
    ).toBeDefined();
    expect(sent.some((call) => call.method === 'PUT')).toBe(false);

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Legal form' }),
      'Sole trader (12-digit INN)',
    );
    expect(screen.queryByRole('textbox', { name: 'KPP' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The INN must have 12 digits.')).toBeDefined();

    await user.clear(field('INN'));
    await user.type(field('INN'), '500100732259');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent.find((call) => call.method === 'PUT')?.body).toMatchObject({
        country: 'RU',
        taxpayer_kind: 'soleTrader',
        inn: '500100732259',
      }),
    );
  });

  test('choosing Russia shows the INN and KPP fields', async () => {
    const { user } = await renderScreen();
    const country = await screen.findByRole('combobox', { name: 'Country' });
    expect((country as HTMLSelectElement).value).toBe('');
    await user.selectOptions(country, 'RU');
    expect(screen.getByRole('textbox', { name: 'INN' })).toBeDefined();
    expect(screen.getByRole('textbox', { name: 'KPP' })).toBeDefined();
  });

  test('a server refusal shows its field message and keeps what was typed', async () => {
    const { toasts, user } = await renderScreen({
      saveProfile: () =>
        jsonResponse(
          {
            code: 'invalid_input',
            message: 'Some fields are not valid.',
            errors: { phone: ['A phone number has 7 to 15 digits with its country code.'] },
          },
          400,
        ),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Company name' }), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The message lands under its field; every error is on a field, so no summary alert.
    expect(
      await screen.findByText('A phone number has 7 to 15 digits with its country code.'),
    ).toBeDefined();
    expect(field('Phone').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect((field('Company name') as HTMLInputElement).value).toBe('Acme');
    expect(toasts()).toEqual([]);
  });

  test('a failed load says so and retries', async () => {
    let answer = () => jsonResponse({ code: 'boom', message: 'boom' }, 502);
    const { user } = await renderScreen({ profile: () => answer() });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your profile could not be loaded.');
    answer = () => jsonResponse(EMPTY);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'First name' })).toBeDefined();
  });
});

describe('account/info email change', () => {
  test('asks for the password; a wrong one shows the translated message and keeps the input', async () => {
    const { sent, user } = await renderScreen({
      changeEmail: () =>
        jsonResponse(
          {
            code: 'invalid_password',
            message: 'The current password is not correct.',
            errors: { current_password: ['The current password is not correct.'] },
          },
          400,
        ),
    });
    await user.type(
      await screen.findByRole('textbox', { name: 'New email address' }),
      'new@example.test',
    );
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    expect(await screen.findByText('This is a required field.')).toBeDefined();
    expect(sent.some((call) => call.path.endsWith(`${customerFixture.uuid}/`))).toBe(false);

    await user.type(screen.getByLabelText('Current password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The password is not correct.');
    expect(sent.find((call) => call.path.endsWith(`${customerFixture.uuid}/`))?.body).toEqual({
      email: 'new@example.test',
      current_password: 'wrong-password',
    });
    expect((field('New email address') as HTMLInputElement).value).toBe('new@example.test');
  });

  test('a taken address gets the translated message; success says the new address', async () => {
    let taken = true;
    const { toasts, user } = await renderScreen({
      changeEmail: (body) =>
        taken
          ? jsonResponse({ code: 'email_taken', message: 'server text' }, 409)
          : jsonResponse({ ...customerFixture, email: body['email'] }),
    });
    await user.type(
      await screen.findByRole('textbox', { name: 'New email address' }),
      'b@example.test',
    );
    await user.type(screen.getByLabelText('Current password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This email address cannot be used. Choose another one.',
    );
    taken = false;
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    await waitFor(() => expect(toasts()).toContain('Your email address is now b@example.test.'));
    expect((field('New email address') as HTMLInputElement).value).toBe('');
  });

  test('with two-factor on it also asks for a code', async () => {
    const { sent, user } = await renderScreen({
      customer: () => jsonResponse([{ ...customerFixture, totp_enabled: true }]),
    });
    await user.type(
      await screen.findByRole('textbox', { name: 'New email address' }),
      'c@example.test',
    );
    await user.type(screen.getByLabelText('Current password'), 'right-password');
    await user.type(field('Authenticator code or recovery code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    await waitFor(() =>
      expect(sent.find((call) => call.path.endsWith(`${customerFixture.uuid}/`))?.body).toEqual({
        email: 'c@example.test',
        current_password: 'right-password',
        totp_code: '123456',
      }),
    );
  });

  test('a social-login customer cannot change it here and is told why', async () => {
    await renderScreen({
      customer: () => jsonResponse([{ ...customerFixture, social_provider: 'github' }]),
    });
    expect(
      await screen.findByText(
        /You sign in with GitHub, so there is no password to confirm a change/,
      ),
    ).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Change email' })).toBeNull();
  });
});
