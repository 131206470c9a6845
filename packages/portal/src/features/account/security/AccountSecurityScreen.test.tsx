import type { ActiveSession, Customer, LoginEvent, Region } from '@cloud-portal/api-client';
import {
  base32Decode,
  base32Encode,
  hotp,
  totpCounter,
  verifyTotp,
} from '@cloud-portal/domain/totp';
import { createToaster } from '@cloud-portal/ui';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import { createI18n } from '../../../app/i18n.ts';
import { makeStore } from '../../../app/store.ts';
import { BrandProvider } from '../../../brand/BrandContext.tsx';
import {
  customerFixture,
  fakeApiClient,
  jsonResponse,
  regionsFixture,
  testBrand,
} from '../../../test/fixtures.ts';
import { cloudTokenFailed } from '../../cloud/cloudTokenSlice.ts';
import { regionDataApi } from '../../cloud/regionDataApi.ts';
import type { CloudSecurityGroup, CloudServer } from '../../cloud/regionResources.ts';
import { AccountSecurityScreen } from './AccountSecurityScreen.tsx';

afterEach(cleanup);

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const SESSIONS: ActiveSession[] = [
  {
    id: 'session-phone',
    created_at: '2026-11-21T12:05:00Z',
    last_seen_at: '2026-11-21T12:06:00Z',
    ip: '203.0.113.7',
    user_agent: SAFARI,
    current: false,
  },
  {
    id: 'session-laptop',
    created_at: '2026-11-21T12:00:00Z',
    last_seen_at: '2026-11-21T12:07:00Z',
    ip: '198.51.100.2',
    user_agent: FIREFOX,
    current: true,
  },
];

const HISTORY: LoginEvent[] = [
  {
    id: 2,
    created_at: '2026-11-21T12:05:00Z',
    ip: '203.0.113.7',
    user_agent: SAFARI,
    outcome: 'success',
    method: 'totp',
  },
  {
    id: 1,
    created_at: '2026-11-21T12:04:00Z',
    ip: '203.0.113.7',
    user_agent: SAFARI,
    outcome: 'failure',
    method: 'password',
  },
];

// Two regions in service (and the fixture's one in maintenance, which is not checked).
const REGIONS: Region[] = [
  ...regionsFixture,
  { ...regionsFixture[0]!, id: 'us-east1', city: 'New York', country: 'US' },
];

interface Options {
  customer?: Customer;
  totpEnabled?: boolean;
  changePassword?: () => Response;
  cloud?: Record<string, { groups: CloudSecurityGroup[]; servers: CloudServer[] }>;
  cloudTokenFailed?: boolean;
}

const CODES = [
  'aaaa1111',
  'bbbb2222',
  'cccc3333',
  'dddd4444',
  'eeee5555',
  'ffff6666',
  'gggg7777',
  'hhhh8888',
  'iiii9999',
  'jjjj0000',
];

async function renderScreen(options: Options = {}) {
  const customer = options.customer ?? customerFixture;
  let totpEnabled = options.totpEnabled ?? false;
  let pendingSecret: Uint8Array | undefined;
  let sessions = SESSIONS;
  const sent: { method: string; path: string; body: unknown }[] = [];
  const { apiClient } = fakeApiClient(async (request) => {
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    const text = await request.text();
    const body: unknown = text === '' ? undefined : JSON.parse(text);
    sent.push({ method: request.method, path, body });
    const password = (body as { password?: string } | undefined)?.password;
    const route = `${request.method} ${path}`;
    switch (route) {
      case 'GET /customers/':
        return jsonResponse([{ ...customer, totp_enabled: totpEnabled }]);
      case 'GET /regions/':
        return jsonResponse(REGIONS);
      case 'GET /totp/status/':
        return jsonResponse({ enabled: totpEnabled, available: customer.social_provider === null });
      case 'GET /totp/recovery-codes/':
        return jsonResponse({ remaining: 9, total: 10 });
      case 'POST /totp/setup/': {
        if (password !== 'right-password')
          return jsonResponse({ code: 'invalid_password', message: 'x' }, 400);
        pendingSecret = crypto.getRandomValues(new Uint8Array(20));
        const secret = base32Encode(pendingSecret);
        return jsonResponse({
          secret,
          otpauth_url: `otpauth://totp/Test:ada?secret=${secret}&issuer=Test`,
        });
      }
      case 'POST /totp/verify-setup/': {
        const code = (body as { code: string }).code;
        const check = pendingSecret && (await verifyTotp(pendingSecret, code, Date.now()));
        if (!check?.valid)
          return jsonResponse({ code: 'invalid_totp_code', message: 'server text' }, 400);
        totpEnabled = true;
        return jsonResponse({ recovery_codes: CODES });
      }
      case 'POST /totp/disable/':
        if (password !== 'right-password')
          return jsonResponse({ code: 'invalid_password', message: 'x' }, 400);
        totpEnabled = false;
        return jsonResponse({ enabled: false, available: true });
      case 'POST /totp/recovery-codes/regenerate/':
        return jsonResponse({ recovery_codes: CODES });
      case 'POST /customers/change-password':
        return options.changePassword?.() ?? jsonResponse({ detail: 'ok' });
      case 'GET /sessions/':
        return jsonResponse(sessions);
      case 'DELETE /sessions/session-phone/':
        sessions = sessions.filter((session) => session.id !== 'session-phone');
        return jsonResponse({ detail: 'ok' });
      case 'POST /sessions/revoke-others/': {
        const revoked = sessions.filter((session) => !session.current).length;
        sessions = sessions.filter((session) => session.current);
        return jsonResponse({ revoked });
      }
      case 'GET /login-history/':
        return jsonResponse(HISTORY);
      default:
        return jsonResponse({ code: 'not_found', message: 'Not found.' }, 404);
    }
  });
  const toaster = createToaster();
  const store = makeStore({ apiClient, toaster });
  for (const [region, lists] of Object.entries(options.cloud ?? {})) {
    await store.dispatch(
      regionDataApi.util.upsertQueryData('listRegionSecurityGroups', region, lists.groups),
    );
    await store.dispatch(
      regionDataApi.util.upsertQueryData('listRegionServers', region, lists.servers),
    );
  }
  if (options.cloudTokenFailed) store.dispatch(cloudTokenFailed({ message: 'Keystone is down' }));
  const i18n = await createI18n('en');
  await i18n.loadNamespaces(['account', 'auth', 'validation', 'errors']);
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <BrandProvider brand={testBrand}>
          <MemoryRouter>
            <AccountSecurityScreen />
          </MemoryRouter>
        </BrandProvider>
      </I18nextProvider>
    </Provider>,
  );
  const toasts = () => toaster.getSnapshot().map((toast) => String(toast.message));
  return { sent, toasts, user: userEvent.setup() };
}

const server = (id: string, keyName: string | null, groups: string[]) =>
  ({
    id,
    name: `web-${id}`,
    key_name: keyName,
    security_groups: groups.map((name) => ({ name })),
  }) as unknown as CloudServer;

const sshOpen: CloudSecurityGroup = {
  id: 'group-ssh',
  name: 'ssh-open',
  security_group_rules: [
    {
      id: 'rule-1',
      direction: 'ingress',
      ethertype: 'IPv4',
      protocol: 'tcp',
      port_range_min: 22,
      port_range_max: 22,
      remote_ip_prefix: '0.0.0.0/0',
    },
  ],
} as unknown as CloudSecurityGroup;

describe('account/security password', () => {
  test('§5: at least 10 characters, both entries equal, current password required', async () => {
    const { sent, user } = await renderScreen();
    await user.type(await screen.findByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Repeat the new password'), 'different');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const form = screen.getByRole('button', { name: 'Change password' }).closest('form')!;
    expect(within(form).getByText('This is a required field.')).toBeDefined();
    expect(within(form).getByText(/at least 10/)).toBeDefined();
    expect(within(form).getByText(/do not match|must match/i)).toBeDefined();
    expect(sent.some((call) => call.path === '/customers/change-password')).toBe(false);
  });

  test('a wrong current password is told in words and the entries stay', async () => {
    const { sent, toasts, user } = await renderScreen({
      changePassword: () =>
        jsonResponse(
          { code: 'invalid_password', message: 'The current password is not correct.' },
          400,
        ),
    });
    await user.type(await screen.findByLabelText('Current password'), 'wrong-one');
    await user.type(screen.getByLabelText('New password'), 'a-new-long-password');
    await user.type(screen.getByLabelText('Repeat the new password'), 'a-new-long-password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const form = screen.getByRole('button', { name: 'Change password' }).closest('form')!;
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'The password is not correct.',
    );
    expect(sent.find((call) => call.path === '/customers/change-password')?.body).toEqual({
      old_password: 'wrong-one',
      password: 'a-new-long-password',
    });
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe(
      'a-new-long-password',
    );
    expect(toasts()).toEqual([]);
  });
});

describe('account/security two-factor', () => {
  test('turns on with the password, the key from set-up and a code made from it; then recovery codes', async () => {
    const { sent, toasts, user } = await renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Turn on' }));
    await user.type(screen.getByLabelText('Your password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The password is not correct.');

    await user.clear(screen.getByLabelText('Your password'));
    await user.type(screen.getByLabelText('Your password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeDefined();
    const secret = screen.getByTestId('totp-secret').textContent!.replace(/\s/g, '');

    // §5: 6 digits.
    await user.type(screen.getByRole('textbox', { name: /6-digit code/ }), '12345');
    await user.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    expect(
      await screen.findByText('Enter the 6-digit code from your authenticator app.'),
    ).toBeDefined();
    expect(sent.some((call) => call.path === '/totp/verify-setup/')).toBe(false);

    const code = await hotp(base32Decode(secret), totpCounter(Date.now()));
    await user.clear(screen.getByRole('textbox', { name: /6-digit code/ }));
    await user.type(screen.getByRole('textbox', { name: /6-digit code/ }), code);
    await user.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    const codes = await screen.findByTestId('recovery-codes');
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(toasts()).toContain('Two-factor authentication is on.');
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(screen.getByTestId('totp-state').textContent).toBe('On'));
    expect(await screen.findByText('9 of 10 recovery codes left.')).toBeDefined();
  });

  test('a wrong code is refused with the translated text and can be typed again', async () => {
    const { user } = await renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Turn on' }));
    await user.type(screen.getByLabelText('Your password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const secret = (await screen.findByTestId('totp-secret')).textContent!.replace(/\s/g, '');
    const current = Number(await hotp(base32Decode(secret), totpCounter(Date.now())));
    const wrong = String((current + 1) % 1_000_000).padStart(6, '0');
    await user.type(screen.getByRole('textbox', { name: /6-digit code/ }), wrong);
    await user.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The code is not valid or was already used. Check the time on your device.',
    );
    expect((screen.getByRole('textbox', { name: /6-digit code/ }) as HTMLInputElement).value).toBe(
      wrong,
    );
  });

  test('when on: regenerate and turn off each ask for the password', async () => {
    const { sent, toasts, user } = await renderScreen({ totpEnabled: true });
    await user.click(await screen.findByRole('button', { name: 'New recovery codes' }));
    await user.type(screen.getByLabelText('Your password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'New recovery codes' }));
    expect(await screen.findByTestId('recovery-codes')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));

    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    await user.type(screen.getByLabelText('Your password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(toasts()).toContain('Two-factor authentication is off.'));
    expect(sent.find((call) => call.path === '/totp/disable/')?.body).toEqual({
      password: 'right-password',
    });
    expect(await screen.findByRole('button', { name: 'Turn on' })).toBeDefined();
  });

  test('§6: a social-login customer is told why and gets no set-up or password change', async () => {
    const { sent } = await renderScreen({
      customer: { ...customerFixture, social_provider: 'google' },
    });
    expect((await screen.findByTestId('totp-social')).textContent).toContain(
      'You sign in with Google. Two-factor authentication is not available for social sign-in',
    );
    expect(screen.queryByRole('button', { name: 'Turn on' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change password' })).toBeNull();
    expect(screen.getByText(/your account has no password of its own/)).toBeDefined();
    // Nor does the checklist ask for what cannot be done.
    expect(screen.getByTestId('security-checklist').textContent).not.toContain(
      'Two-factor authentication is off.',
    );
    expect(sent.some((call) => call.path.startsWith('/totp/'))).toBe(false);
  });
});

describe('account/security checklist', () => {
  test('lists 2FA off, a server group open on 22 and a server without a key, from any region, with links', async () => {
    await renderScreen({
      cloud: {
        'eu-west2': { groups: [sshOpen], servers: [server('a', 'laptop', ['ssh-open'])] },
        'us-east1': { groups: [], servers: [server('b', null, ['default'])] },
      },
    });
    const checklist = await screen.findByTestId('security-checklist');
    await waitFor(() =>
      expect(
        within(checklist)
          .getAllByRole('listitem')
          .map((item) => item.dataset['kind']),
      ).toEqual(['twoFactorOff', 'openSecurityGroup', 'serverWithoutSshKey']),
    );
    expect(checklist.textContent).toContain(
      'Security group ssh-open (eu-west2) lets anybody reach port 22.',
    );
    expect(checklist.textContent).toContain('Server web-b (us-east1) has no SSH key.');
    expect(
      within(checklist)
        .getByRole('link', { name: 'Restrict it in the firewall' })
        .getAttribute('href'),
    ).toBe('/control/servers/firewall');
    expect(
      within(checklist).getByRole('link', { name: 'Reinstall it with a key' }).getAttribute('href'),
    ).toBe('/control/servers/reinstall/b/web-b');
    expect(within(checklist).getByRole('link', { name: 'Turn it on' }).getAttribute('href')).toBe(
      '#two-factor',
    );
  });

  test('nothing to fix says so', async () => {
    await renderScreen({
      totpEnabled: true,
      cloud: {
        'eu-west2': { groups: [sshOpen], servers: [server('a', 'laptop', ['default'])] },
        'us-east1': { groups: [], servers: [] },
      },
    });
    expect(
      await within(await screen.findByTestId('security-checklist')).findByText(/Nothing to fix/),
    ).toBeDefined();
  });
});

describe('account/security checklist without cloud data', () => {
  test('regions whose lists could not be loaded are named, the rest still checked', async () => {
    await renderScreen({
      totpEnabled: true,
      cloudTokenFailed: true,
      cloud: { 'eu-west2': { groups: [], servers: [server('a', null, [])] } },
    });
    const checklist = await screen.findByTestId('security-checklist');
    expect(
      await within(checklist).findByText('Some regions could not be checked: us-east1.'),
    ).toBeDefined();
    expect(checklist.textContent).toContain('Server web-a (eu-west2) has no SSH key.');
  });
});

describe('account/security sessions and history', () => {
  test('shows device, address and this session; signs another one out', async () => {
    const { sent, toasts, user } = await renderScreen();
    const sessions = await screen.findByTestId('sessions');
    expect(await within(sessions).findByText('Safari on iOS')).toBeDefined();
    expect(within(sessions).getByText('203.0.113.7')).toBeDefined();
    expect(within(sessions).getByText('This session')).toBeDefined();
    // The current session has no sign-out button of its own.
    expect(
      within(sessions).getAllByRole('button', { name: /^Sign out the session of/ }),
    ).toHaveLength(1);

    await user.click(
      within(sessions).getByRole('button', { name: 'Sign out the session of Safari on iOS' }),
    );
    await waitFor(() => expect(toasts()).toContain('The session was signed out.'));
    expect(
      sent.some((call) => call.method === 'DELETE' && call.path === '/sessions/session-phone/'),
    ).toBe(true);
    await waitFor(() => expect(within(sessions).queryByText('Safari on iOS')).toBeNull());
    expect(
      within(sessions).getByRole('button', { name: 'Sign out all other sessions' }),
    ).toHaveProperty('disabled', true);
  });

  test('signs all other sessions out at once', async () => {
    const { sent, toasts, user } = await renderScreen();
    const sessions = await screen.findByTestId('sessions');
    await within(sessions).findByText('Safari on iOS');
    await user.click(within(sessions).getByRole('button', { name: 'Sign out all other sessions' }));
    await waitFor(() => expect(toasts()).toContain('1 other session was signed out.'));
    expect(sent.some((call) => call.path === '/sessions/revoke-others/')).toBe(true);
    expect(await within(sessions).findByText('No other sessions.')).toBeDefined();
  });

  test('login history shows time, address, browser and the result with its method', async () => {
    await renderScreen();
    const history = await screen.findByTestId('login-history');
    expect(await within(history).findByText('Signed in (authenticator code)')).toBeDefined();
    expect(within(history).getByText('Wrong password (password)')).toBeDefined();
    expect(within(history).getAllByText('Safari on iOS')).toHaveLength(2);
  });
});
