import { describe, expect, test, vi } from 'vitest';
import { jsonResponse } from '../../test/fixtures.ts';
import { listenerStore } from '../../test/listenerStore.ts';
import { sessionApi } from '../../features/session/sessionApi.ts';
import { keyTranslator } from '../portalExtra.ts';
import { productApi } from '../productApi.ts';

// Endpoints only these tests call: a TOTP call that no endpoint option silences (§7 silences it
// by operation), and a sign-up without the form's silence, as it is and with codeLevel 'error'.
const body = { email: 'ada@example.test', password: 'long-enough-password' };

const testApi = productApi.injectEndpoints({
  endpoints: (build) => ({
    testDisableTotp: build.mutation<unknown, void>({
      query: () => (client, signal) =>
        client.POST('/totp/disable/', { body: { password: 'secret-password' }, signal }),
    }),
    testSignUp: build.mutation<unknown, void>({
      query: () => (client, signal) => client.POST('/customers/', { body, signal }),
    }),
    testSignUpAsError: build.mutation<unknown, void>({
      query: () => (client, signal) => client.POST('/customers/', { body, signal }),
      extraOptions: { codeLevel: 'error' },
    }),
  }),
});

/** Lets the listener's namespace load finish, then reads the toasts. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('§8 product API toasts, raised by the listener', () => {
  test('POST 500: one error toast with status, method and path, for 10 s', async () => {
    const harness = await listenerStore({
      path: '/',
      other: () => jsonResponse({ message: 'Traceback (most recent call last)' }, 500),
    });
    await harness.store.dispatch(sessionApi.endpoints.logout.initiate());
    await vi.waitFor(() =>
      expect(harness.toasts()).toEqual([
        'error: Something went wrong, please try again later or contact support. (500 POST /api/logout/)',
      ]),
    );
    expect(harness.toaster.getSnapshot()[0]?.duration).toBe(10_000);
  });

  test('a failed GET: no toast (the screen that loads shows it)', async () => {
    const harness = await listenerStore({ path: '/', customer: { status: 500 } });
    await harness.poll();
    await settled();
    expect(harness.toasts()).toEqual([]);
  });

  test('TOTP calls (§7) and calls whose screens show the failure: no toast', async () => {
    const harness = await listenerStore({ path: '/', other: () => jsonResponse({}, 500) });
    await harness.store.dispatch(testApi.endpoints.testDisableTotp.initiate());
    await harness.store.dispatch(
      sessionApi.endpoints.login.initiate({ email: 'a@example.test', password: 'x' }),
    );
    await settled();
    expect(harness.calls).toEqual(['POST /api/totp/disable/', 'POST /api/login/']);
    expect(harness.toasts()).toEqual([]);
  });

  test('a translated code: its text, at warn by default and at the endpoint codeLevel', async () => {
    const harness = await listenerStore({
      path: '/',
      other: () => jsonResponse({ code: 'card_declined', message: 'Declined by the bank.' }, 402),
    });
    await harness.store.dispatch(testApi.endpoints.testSignUp.initiate());
    await vi.waitFor(() => expect(harness.toasts()).toEqual(['warn: Bank declined your payment']));
    await harness.store.dispatch(testApi.endpoints.testSignUpAsError.initiate());
    await vi.waitFor(() =>
      expect(harness.toasts()).toEqual([
        'warn: Bank declined your payment',
        'error: Bank declined your payment',
      ]),
    );
  });

  test('an untranslated code: the status table (the server message of a 400)', async () => {
    const harness = await listenerStore({
      path: '/',
      other: () => jsonResponse({ code: 'coupon_expired', message: 'The coupon expired.' }, 400),
    });
    await harness.store.dispatch(testApi.endpoints.testSignUp.initiate());
    await vi.waitFor(() => expect(harness.toasts()).toEqual(['error: The coupon expired.']));
  });

  test('texts are cut to 200 characters: server texts, and translated texts after t()', async () => {
    const harness = await listenerStore({
      path: '/',
      other: () => jsonResponse({ message: 'x'.repeat(500) }, 400),
    });
    await harness.store.dispatch(testApi.endpoints.testSignUp.initiate());
    await vi.waitFor(() => expect(harness.toasts()).toHaveLength(1));
    expect(harness.toaster.getSnapshot()[0]?.message).toBe(`${'x'.repeat(197)}...`);

    const long = await listenerStore({
      path: '/',
      other: () => jsonResponse({}, 503),
      translator: { ...keyTranslator, t: () => 'y'.repeat(300) },
    });
    await long.store.dispatch(testApi.endpoints.testSignUp.initiate());
    await vi.waitFor(() => expect(long.toasts()).toHaveLength(1));
    expect(long.toaster.getSnapshot()[0]?.message).toBe(`${'y'.repeat(197)}...`);
  });

  test('a duplicate of a visible toast is ignored', async () => {
    const harness = await listenerStore({ path: '/', other: () => jsonResponse({}, 403) });
    await Promise.all([
      harness.store.dispatch(testApi.endpoints.testSignUp.initiate()),
      harness.store.dispatch(testApi.endpoints.testSignUp.initiate()),
    ]);
    await harness.store.dispatch(sessionApi.endpoints.logout.initiate());
    await settled();
    expect(harness.calls).toHaveLength(3);
    expect(harness.toasts()).toEqual(["error: You don't have permission to access this resource."]);
  });

  test('a call that got no answer: the generic text', async () => {
    const harness = await listenerStore({
      path: '/',
      other: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await harness.store.dispatch(sessionApi.endpoints.logout.initiate());
    await vi.waitFor(() => expect(harness.toasts()).toEqual(['error: Something went wrong...']));
  });
});
