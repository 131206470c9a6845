import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures.ts';
import { cardFixture, renderPayWith, sent } from './testing.tsx';

const PAGE = '/control/billing/make-payment/pay-with';
const ABSOLUTE = () =>
  `${window.location.origin}/sandbox/cards/9b2d6c1e-8a8e-4a36-9a53-2f2a3b1f6d10`;
const session = {
  id: '9b2d6c1e-8a8e-4a36-9a53-2f2a3b1f6d10',
  url: '/sandbox/cards/9b2d6c1e-8a8e-4a36-9a53-2f2a3b1f6d10',
  purpose: 'attach',
  status: 'pending',
  created_at: '2026-11-27T06:00:00.000Z',
};

/** A popup as `window.open` returns it: where it was sent, and whether it was closed. */
function fakePopup() {
  const popup = {
    closed: false,
    location: { href: '' },
    close: vi.fn(() => {
      popup.closed = true;
    }),
  };
  return popup;
}

/** A `message` event as the browser delivers it (jsdom's constructor refuses a fake source). */
function postFrom(source: unknown, origin: string, data: unknown) {
  const event = new MessageEvent('message', { data, origin });
  Object.defineProperty(event, 'source', { value: source });
  act(() => {
    window.dispatchEvent(event);
  });
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('pay-with: saved cards', () => {
  test('lists the cards with brand, last 4 digits and status', async () => {
    await renderPayWith(PAGE, {
      'GET /api/customer-cards/': () =>
        jsonResponse([
          cardFixture,
          { ...cardFixture, method_id: 'pm_2', brand: 'mir', last4: '0005' },
        ]),
    });
    const rows = await screen.findAllByTestId('saved-card');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Visa ending in 4242Active'),
      expect.stringContaining('Mir ending in 0005Active'),
    ]);
  });

  test('"Add card": the popup opens in the click, goes to the card page, and only its same-origin close counts', async () => {
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    let cards: (typeof cardFixture)[] = [];
    const { user, requests, toasts } = await renderPayWith(PAGE, {
      'GET /api/customer-cards/': () => jsonResponse(cards),
      'POST /api/attach-bankcard/': () => jsonResponse(session, 201),
    });
    await screen.findByText('No saved cards yet.');
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    // Opened before the POST (a popup blocker only allows it inside the click).
    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0]![0]).toBe('');
    await waitFor(() => expect(popup.location.href).toBe(ABSOLUTE()));
    expect(sent(requests, 'POST /api/attach-bankcard/')).toHaveLength(1);
    expect(screen.getByText(/Finish in the card window/)).toBeDefined();

    const cardCalls = () => sent(requests, 'GET /api/customer-cards/').length;
    const before = cardCalls();
    // Another origin, or another window of ours: ignored.
    postFrom(popup, 'https://evil.example', { type: 'close', status: 'success' });
    postFrom(window, window.location.origin, { type: 'close', status: 'success' });
    postFrom(popup, window.location.origin, { type: 'resize' });
    expect(popup.close).not.toHaveBeenCalled();
    expect(toasts).not.toHaveBeenCalled();
    expect(cardCalls()).toBe(before);

    cards = [cardFixture];
    postFrom(popup, window.location.origin, { type: 'close', status: 'success' });
    expect(popup.close).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Visa ending in 4242')).toBeDefined();
    expect(cardCalls()).toBeGreaterThan(before);
    expect(toasts).toHaveBeenCalledWith({ level: 'success', message: 'Card successfully added' });
  });

  test('a declined card closes the popup, refetches and says the bank declined', async () => {
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    const { user, toasts } = await renderPayWith(PAGE, {
      'POST /api/attach-bankcard/': () => jsonResponse(session, 201),
    });
    await user.click(await screen.findByRole('button', { name: 'Add card' }));
    await waitFor(() => expect(popup.location.href).toBe(ABSOLUTE()));
    postFrom(popup, window.location.origin, {
      type: 'close',
      status: 'declined',
      message: 'Bank declined your payment',
    });
    expect(popup.close).toHaveBeenCalled();
    expect(toasts).toHaveBeenCalledWith({ level: 'error', message: 'Bank declined your payment' });
  });

  test('a blocked popup: a translated message with a link that opens the card page', async () => {
    const popup = fakePopup();
    const open = vi
      .spyOn(window, 'open')
      .mockImplementationOnce(() => null)
      .mockImplementationOnce(() => popup as unknown as Window);
    const { user, toasts } = await renderPayWith(PAGE, {
      'POST /api/attach-bankcard/': () => jsonResponse(session, 201),
    });
    await user.click(await screen.findByRole('button', { name: 'Add card' }));
    expect(await screen.findByText('Your browser blocked the card window.')).toBeDefined();
    const link = screen.getByRole('link', { name: 'Open the card page' });
    expect(link.getAttribute('href')).toBe(ABSOLUTE());
    await user.click(link);
    expect(open).toHaveBeenLastCalledWith(ABSOLUTE(), expect.any(String), expect.any(String));
    // The window the link opened is the one whose answer counts.
    postFrom(popup, window.location.origin, { type: 'close', status: 'success' });
    expect(popup.close).toHaveBeenCalled();
    expect(toasts).toHaveBeenCalledWith({ level: 'success', message: 'Card successfully added' });
  });

  test('a card page url that is not a web page is never loaded into the popup', async () => {
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    const { user } = await renderPayWith(PAGE, {
      'POST /api/attach-bankcard/': () =>
        jsonResponse({ ...session, url: 'javascript:alert(document.cookie)' }, 201),
    });
    await user.click(await screen.findByRole('button', { name: 'Add card' }));
    expect(await screen.findByRole('alert')).toBeDefined();
    expect(popup.location.href).toBe('');
    expect(popup.close).toHaveBeenCalled();
  });

  test('a failed card session closes the blank popup and says why', async () => {
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    const { user } = await renderPayWith(PAGE, {
      'POST /api/attach-bankcard/': () =>
        jsonResponse({ code: 'internal', message: 'Card service down' }, 503),
    });
    await user.click(await screen.findByRole('button', { name: 'Add card' }));
    expect(await screen.findByRole('alert')).toBeDefined();
    expect(popup.close).toHaveBeenCalled();
  });

  test('delete asks first; Cancel sends nothing, confirm posts the method_id', async () => {
    let cards = [cardFixture];
    const { user, requests } = await renderPayWith(PAGE, {
      'GET /api/customer-cards/': () => jsonResponse(cards),
      'POST /api/customer-cards/': () => {
        cards = [];
        return jsonResponse({ detail: 'deleted' });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete card ending in 4242' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete the card ending in 4242?')).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(requests, 'POST /api/customer-cards/')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete card ending in 4242' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete card' }));
    await waitFor(() => expect(sent(requests, 'POST /api/customer-cards/')).toHaveLength(1));
    expect(await sent(requests, 'POST /api/customer-cards/')[0]!.json()).toEqual({
      method_id: cardFixture.method_id,
    });
    expect(await screen.findByText('No saved cards yet.')).toBeDefined();
  });

  test('auto-payment: on opens the card page with {status new, type paymaster}; off is DELETE', async () => {
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    let active = false;
    const auto = () =>
      jsonResponse(
        active
          ? {
              status: 'active',
              type: 'paymaster',
              amount: '10.00',
              method_id: cardFixture.method_id,
              next_run_at: '2026-12-04T06:00:00.000Z',
              last_run_at: null,
            }
          : {
              status: 'off',
              type: 'paymaster',
              amount: null,
              method_id: null,
              next_run_at: null,
              last_run_at: null,
            },
      );
    const { user, requests } = await renderPayWith(PAGE, {
      'GET /api/customer-cards/': () => jsonResponse([cardFixture]),
      'GET /api/auto-payments/': auto,
      'POST /api/auto-payments/': () => jsonResponse({ ...session, purpose: 'auto_payment' }, 201),
      'DELETE /api/auto-payments/': () => {
        active = false;
        return auto();
      },
    });
    const toggle = await screen.findByRole('switch', { name: 'Automatic weekly top-up' });
    expect(screen.getByText(/tops the balance up by \$10\.00.*down to -\$10\.00/)).toBeDefined();
    await user.click(toggle);
    expect(open).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(popup.location.href).toBe(ABSOLUTE()));
    expect(await sent(requests, 'POST /api/auto-payments/')[0]!.json()).toEqual({
      status: 'new',
      type: 'paymaster',
    });
    active = true;
    postFrom(popup, window.location.origin, { type: 'close', status: 'success' });
    await waitFor(() =>
      expect(
        screen
          .getByRole('switch', { name: 'Automatic weekly top-up' })
          .getAttribute('aria-checked'),
      ).toBe('true'),
    );
    await user.click(screen.getByRole('switch', { name: 'Automatic weekly top-up' }));
    await waitFor(() => expect(sent(requests, 'DELETE /api/auto-payments/')).toHaveLength(1));
    await waitFor(() =>
      expect(
        screen
          .getByRole('switch', { name: 'Automatic weekly top-up' })
          .getAttribute('aria-checked'),
      ).toBe('false'),
    );
  });
});
