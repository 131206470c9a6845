import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { BrandConfig } from '../../brand/brand.types.ts';
import {
  customerFixture,
  fakeApiClient,
  jsonResponse,
  loginSuccessFixture,
  setSessionCookie,
  testBrand,
} from '../../test/fixtures.ts';
import { OAUTH_STATE_KEY } from './social.ts';
import { mountPortal } from '../../test/mountPortal.ts';

let unmount: (() => void) | undefined;

afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  setSessionCookie(false);
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '';
});

type Handler = (request: Request, body: unknown) => Response | undefined;

/** A fake product API: `handler` answers what the test is about; the customer follows the cookie. */
function api(handler: Handler) {
  const bodies: Record<string, unknown> = {};
  const fake = fakeApiClient(async (request) => {
    const path = new URL(request.url).pathname;
    const body: unknown =
      request.method === 'GET' ? undefined : await request.json().catch(() => undefined);
    bodies[`${request.method} ${path}`] = body;
    const answer = handler(request, body);
    if (answer) return answer;
    if (request.method === 'GET' && path === '/api/customers/') {
      return document.cookie.includes('access_expires__=')
        ? jsonResponse([customerFixture])
        : jsonResponse({ code: 'not_authenticated', message: 'Authentication required' }, 401);
    }
    if (path === '/api/regions/') return jsonResponse([]);
    return jsonResponse({ code: 'not_found', message: `no fake for ${path}` }, 404);
  });
  return { ...fake, bodies };
}

async function renderAt(
  path: string,
  apiClient: ReturnType<typeof api>['apiClient'],
  brand: BrandConfig = testBrand,
) {
  const mounted = await mountPortal(path, apiClient, brand);
  unmount = mounted.unmount;
  const { portal } = mounted;
  return portal;
}

/** A field's label as the ui kit renders it (a decorative required marker may follow). */
const label = (text: string) => new RegExp(`^${text}\\W*$`);

const path = (request: Request) => `${request.method} ${new URL(request.url).pathname}`;

describe('login', () => {
  test('a wrong password shows the API message and keeps what was typed', async () => {
    const fake = api((request) =>
      path(request) === 'POST /api/login/'
        ? jsonResponse({ code: 'invalid_credentials', message: 'Wrong email or password.' }, 400)
        : undefined,
    );
    await renderAt('/login', fake.apiClient);
    await userEvent.type(await screen.findByLabelText(label('Email')), 'ada@example.test');
    await userEvent.type(screen.getByLabelText(label('Password')), 'not-the-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Wrong email or password.');
    expect(screen.getByLabelText<HTMLInputElement>(label('Email')).value).toBe('ada@example.test');
    expect(screen.getByLabelText<HTMLInputElement>(label('Password')).value).toBe(
      'not-the-password',
    );
    expect(fake.bodies['POST /api/login/']).toMatchObject({
      email: 'ada@example.test',
      password: 'not-the-password',
    });
  });

  test('empty fields are refused before any call', async () => {
    const fake = api(() => undefined);
    await renderAt('/login', fake.apiClient);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('This is a required field.')).toHaveLength(2);
    expect(fake.calls).not.toContain('POST /api/login/');
  });

  test('success goes to the safe ?next= path and the control area shows the email', async () => {
    const fake = api((request) => {
      if (path(request) !== 'POST /api/login/') return undefined;
      setSessionCookie(true);
      return jsonResponse(loginSuccessFixture);
    });
    const portal = await renderAt('/login?next=%2Fcontrol%2Fservers%2Flist', fake.apiClient);
    await userEvent.type(await screen.findByLabelText(label('Email')), 'ada@example.test');
    await userEvent.type(screen.getByLabelText(label('Password')), 'correct-horse-battery');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('ada@example.test')).toBeTruthy();
    expect(portal.router.location.pathname).toBe('/control/servers/list');
    // The server list itself (its heading "Servers" with the count), not a placeholder.
    expect(await screen.findByRole('heading', { level: 1, name: /^Servers/ })).toBeTruthy();
  });

  test('an unsafe ?next= falls back to the server list', async () => {
    const fake = api((request) => {
      if (path(request) !== 'POST /api/login/') return undefined;
      setSessionCookie(true);
      return jsonResponse(loginSuccessFixture);
    });
    const portal = await renderAt('/login?next=%2F%2Fevil.test%2F', fake.apiClient);
    await userEvent.type(await screen.findByLabelText(label('Email')), 'ada@example.test');
    await userEvent.type(screen.getByLabelText(label('Password')), 'correct-horse-battery');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(portal.router.location.pathname).toBe('/control/servers/list'));
  });

  test('totp_required asks for the code; a recovery code can be used instead', async () => {
    const fake = api((request, body) => {
      if (path(request) === 'POST /api/login/') return jsonResponse({ totp_required: true });
      if (path(request) === 'POST /api/totp/verify/') {
        if ((body as { code: string }).code === '123456') {
          return jsonResponse({ code: 'totp_invalid', message: 'Invalid code' }, 400);
        }
        setSessionCookie(true);
        return jsonResponse(loginSuccessFixture);
      }
      return undefined;
    });
    await renderAt('/login', fake.apiClient);
    await userEvent.type(await screen.findByLabelText(label('Email')), 'ada@example.test');
    await userEvent.type(screen.getByLabelText(label('Password')), 'correct-horse-battery');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    const code = await screen.findByLabelText(label('Authentication code'));
    await userEvent.type(code, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('Enter the 6-digit code from your authenticator app.', {
        selector: '[id]',
      }),
    ).toBeTruthy();

    await userEvent.clear(code);
    await userEvent.type(code, '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The verification code is not valid. Please try again.',
    );
    expect(fake.bodies['POST /api/totp/verify/']).toEqual({
      email: 'ada@example.test',
      code: '123456',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    await userEvent.type(screen.getByLabelText(label('Recovery code')), 'AB12-CD34');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('ada@example.test')).toBeTruthy();
    expect(fake.bodies['POST /api/totp/verify/']).toEqual({
      email: 'ada@example.test',
      code: 'ab12cd34',
    });
  });

  test('a logged-in visitor on /login goes to the server list', async () => {
    setSessionCookie(true);
    const portal = await renderAt('/login', api(() => undefined).apiClient);
    await waitFor(() => expect(portal.router.location.pathname).toBe('/control/servers/list'));
  });

  test('/sign-in forwards to the brand login path and back', async () => {
    const portal = await renderAt('/sign-in?next=%2Fcontrol', api(() => undefined).apiClient);
    await waitFor(() => expect(portal.router.location.pathname).toBe('/login'));
    expect(portal.router.location.search).toBe('?next=%2Fcontrol');
    const rocket = await renderAt('/login', api(() => undefined).apiClient, {
      ...testBrand,
      loginPath: '/sign-in',
    });
    await waitFor(() => expect(rocket.router.location.pathname).toBe('/sign-in'));
  });
});

describe('social login', () => {
  test('the return route posts the code when the state matches', async () => {
    sessionStorage.setItem(
      OAUTH_STATE_KEY,
      JSON.stringify({ state: 'abc', provider: 'github', next: null }),
    );
    const fake = api((request) => {
      if (path(request) !== 'POST /api/login-github/') return undefined;
      setSessionCookie(true);
      return jsonResponse(loginSuccessFixture);
    });
    await renderAt('/login/oauth/github?code=c0de&state=abc&provider=github', fake.apiClient);
    expect(await screen.findByText('ada@example.test')).toBeTruthy();
    expect(fake.bodies['POST /api/login-github/']).toMatchObject({ code: 'c0de' });
    expect(sessionStorage.getItem(OAUTH_STATE_KEY)).toBeNull();
  });

  test('a state that does not match is refused without a call', async () => {
    sessionStorage.setItem(
      OAUTH_STATE_KEY,
      JSON.stringify({ state: 'abc', provider: 'github', next: null }),
    );
    const fake = api(() => undefined);
    await renderAt('/login/oauth/github?code=c0de&state=forged', fake.apiClient);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This sign-in link is not valid or has expired. Please start again.',
    );
    expect(fake.calls).not.toContain('POST /api/login-github/');
  });
});

describe('register', () => {
  test('is hidden when the brand has no sign-up', async () => {
    const portal = await renderAt('/register', api(() => undefined).apiClient, {
      ...testBrand,
      features: { ...testBrand.features, signUp: false },
    });
    await waitFor(() => expect(portal.router.location.pathname).toBe('/login'));
  });

  test('checks the fields, then signs up and opens the control area', async () => {
    const fake = api((request) => {
      if (path(request) !== 'POST /api/customers/') return undefined;
      setSessionCookie(true);
      return jsonResponse({ detail: 'ok' }, 201);
    });
    await renderAt('/register', fake.apiClient);
    await userEvent.type(await screen.findByLabelText(label('Email')), 'ada@example.test');
    await userEvent.type(screen.getByLabelText(label('Password')), 'short');
    await userEvent.type(screen.getByLabelText(label('Repeat the password')), 'different');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Password must be at least 10 characters long.')).toBeTruthy();
    expect(screen.getByText('Passwords do not match.')).toBeTruthy();
    expect(fake.calls).not.toContain('POST /api/customers/');

    await userEvent.clear(screen.getByLabelText(label('Password')));
    await userEvent.type(screen.getByLabelText(label('Password')), 'long-enough-1');
    await userEvent.clear(screen.getByLabelText(label('Repeat the password')));
    await userEvent.type(screen.getByLabelText(label('Repeat the password')), 'long-enough-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('ada@example.test')).toBeTruthy();
    const body = fake.bodies['POST /api/customers/'] as Record<string, unknown>;
    expect(body).toMatchObject({ email: 'ada@example.test', password: 'long-enough-1' });
    expect(body['fp']).toMatch(/^[0-9a-f]{64}$/);
  });

  test('a sign-up reaches the sign_up goal of the brand analytics adapter, a refusal does not', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    let refuse = true;
    const fake = api((request) => {
      if (path(request) !== 'POST /api/customers/') return undefined;
      if (refuse) return jsonResponse({ code: 'invalid', message: 'Enter a valid email.' }, 400);
      setSessionCookie(true);
      return jsonResponse({ detail: 'ok' }, 201);
    });
    await renderAt('/register', fake.apiClient, { ...testBrand, analytics: 'debug' });
    await userEvent.type(await screen.findByLabelText(label('Email')), 'ada@example.test');
    await userEvent.type(screen.getByLabelText(label('Password')), 'long-enough-1');
    await userEvent.type(screen.getByLabelText(label('Repeat the password')), 'long-enough-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a valid email.');
    const goals = () => info.mock.calls.filter((call) => call[0] === '[analytics] goal');
    expect(goals()).toEqual([]);
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(goals()).toEqual([['[analytics] goal', 'sign_up']]));
    info.mockRestore();
  });

  test('an address that already has an account: no session, check your mailbox', async () => {
    const fake = api((request) =>
      path(request) === 'POST /api/customers/' ? jsonResponse({ detail: 'ok' }, 201) : undefined,
    );
    await renderAt('/register', fake.apiClient);
    await userEvent.type(await screen.findByLabelText(label('Email')), 'taken@example.test');
    await userEvent.type(screen.getByLabelText(label('Password')), 'long-enough-1');
    await userEvent.type(screen.getByLabelText(label('Repeat the password')), 'long-enough-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(/Check your mailbox/)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(label('Email')).value).toBe(
      'taken@example.test',
    );
  });
});

describe('reset password', () => {
  test('the request form always shows the same confirmation', async () => {
    const fake = api((request) =>
      path(request) === 'POST /api/customers/request-reset-password'
        ? jsonResponse({ detail: 'ok' })
        : undefined,
    );
    await renderAt('/reset-password', fake.apiClient);
    await userEvent.type(await screen.findByLabelText(label('Email')), 'nobody@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(/If an account exists for this address/)).toBeTruthy();
    expect(fake.bodies['POST /api/customers/request-reset-password']).toEqual({
      email: 'nobody@example.test',
    });
  });

  test('with a token, a new password leads to the login with a notice', async () => {
    const fake = api((request) =>
      path(request) === 'POST /api/customers/reset-password'
        ? jsonResponse({ detail: 'ok' })
        : undefined,
    );
    const portal = await renderAt('/reset-password?token=t0ken', fake.apiClient);
    await userEvent.type(await screen.findByLabelText(label('New password')), 'brand-new-pass');
    await userEvent.type(screen.getByLabelText(label('Repeat the new password')), 'brand-new-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(
      await screen.findByText('Your password has been changed. Sign in with the new one.'),
    ).toBeTruthy();
    expect(portal.router.location.pathname).toBe('/login');
    expect(fake.bodies['POST /api/customers/reset-password']).toEqual({
      token: 't0ken',
      password: 'brand-new-pass',
    });
  });

  test('an expired token shows the API message and keeps the passwords', async () => {
    const fake = api((request) =>
      path(request) === 'POST /api/customers/reset-password'
        ? jsonResponse({ code: 'invalid_token', message: 'This link has expired.' }, 400)
        : undefined,
    );
    await renderAt('/reset-password?token=old', fake.apiClient);
    await userEvent.type(await screen.findByLabelText(label('New password')), 'brand-new-pass');
    await userEvent.type(screen.getByLabelText(label('Repeat the new password')), 'brand-new-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Change the password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This link has expired.');
    expect(screen.getByLabelText<HTMLInputElement>(label('New password')).value).toBe(
      'brand-new-pass',
    );
  });
});

describe('control area', () => {
  test('a logged-out visitor goes to the login with ?next=', async () => {
    const portal = await renderAt('/control/servers/list', api(() => undefined).apiClient);
    await waitFor(() => expect(portal.router.location.pathname).toBe('/login'));
    expect(portal.router.location.search).toBe('?next=%2Fcontrol%2Fservers%2Flist');
  });

  test('/control redirects to the server list; logout posts and goes to the login', async () => {
    setSessionCookie(true);
    const fake = api((request) => {
      if (path(request) !== 'POST /api/logout/') return undefined;
      setSessionCookie(false);
      return jsonResponse({ detail: 'ok' });
    });
    const portal = await renderAt('/control', fake.apiClient);
    expect(await screen.findByText('ada@example.test')).toBeTruthy();
    await waitFor(() => expect(portal.router.location.pathname).toBe('/control/servers/list'));

    await userEvent.click(screen.getByRole('link', { name: 'Sign out' }));
    await waitFor(() => expect(portal.router.location.pathname).toBe('/login'));
    expect(fake.calls).toContain('POST /api/logout/');
    expect(document.cookie).not.toContain('access_expires__');
  });

  test('a failing customer call shows an error with a retry', async () => {
    setSessionCookie(true);
    let healthy = false;
    const fake = api((request) =>
      path(request) === 'GET /api/customers/' && !healthy
        ? jsonResponse({ code: 'unavailable', message: 'down' }, 503)
        : undefined,
    );
    await renderAt('/control/servers/list', fake.apiClient);
    expect(await screen.findByText('Your account could not be loaded.')).toBeTruthy();
    healthy = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('ada@example.test')).toBeTruthy();
  });
});
