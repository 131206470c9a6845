import type { Ticket, TicketSummary } from '@cloud-portal/api-client';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createI18n } from '../../app/i18n.ts';
import { createNavigationGuard } from '../../app/navigationGuard.ts';
import { NavigationGuardProvider } from '../../app/useUnsavedChangesWarning.ts';
import { makeStore } from '../../app/store.ts';
import { BrandProvider } from '../../brand/BrandContext.tsx';
import { fakeApiClient, jsonResponse, testBrand } from '../../test/fixtures.ts';
import { NewTicketScreen } from './NewTicketScreen.tsx';
import { TicketScreen } from './TicketScreen.tsx';
import { TicketsScreen } from './TicketsScreen.tsx';

const TICKET_ID = '6f1c2a4e-0000-4000-8000-000000000001';

const summary = (overrides: Partial<TicketSummary>): TicketSummary => ({
  id: TICKET_ID,
  subject: 'Server does not boot',
  topic: 'technical_support',
  status: 'new',
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
  ...overrides,
});

const thread = (overrides: Partial<Ticket> = {}): Ticket => ({
  ...summary({}),
  messages: [
    {
      id: 'm1',
      author: 'customer',
      body_html: '<p>It hangs</p>',
      created_at: '2026-11-20T10:00:00Z',
      attachments: [
        {
          id: 'a1a1a1a1-0000-4000-8000-000000000001',
          file_name: 'boot.log',
          content_type: 'text/plain',
          size: 120,
        },
      ],
    },
  ],
  ...overrides,
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

async function renderAt(
  path: string,
  handler: (request: Request) => Response | Promise<Response>,
  guard = createNavigationGuard(() => true),
) {
  const { apiClient, calls } = fakeApiClient(handler);
  const i18n = await createI18n('en');
  await i18n.loadNamespaces(['support', 'billing']);
  render(
    <Provider store={makeStore({ apiClient })}>
      <I18nextProvider i18n={i18n}>
        <BrandProvider brand={testBrand}>
          <NavigationGuardProvider value={guard}>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path="/control/support/tickets" element={<TicketsScreen />} />
                <Route path="/control/support/tickets/:id" element={<TicketScreen />} />
                <Route path="/control/support/tickets-new" element={<NewTicketScreen />} />
              </Routes>
              <Where />
            </MemoryRouter>
          </NavigationGuardProvider>
        </BrandProvider>
      </I18nextProvider>
    </Provider>,
  );
  return { calls };
}

const pathOf = (request: Request) => `${request.method} ${new URL(request.url).pathname}`;

describe('support/tickets', () => {
  test('lists tickets newest first with status badges and topics', async () => {
    await renderAt('/control/support/tickets', () =>
      jsonResponse([
        summary({
          id: 'old',
          subject: 'Old one',
          status: 'done',
          updated_at: '2026-11-01T00:00:00Z',
        }),
        summary({
          id: 'new',
          subject: 'Fresh one',
          status: 'has_reply',
          topic: 'billing',
          updated_at: '2026-11-25T00:00:00Z',
        }),
      ]),
    );
    const links = await screen.findAllByTestId('ticket-link');
    expect(links.map((link) => link.textContent)).toEqual(['Fresh one', 'Old one']);
    expect(links[0]?.getAttribute('href')).toBe('/control/support/tickets/new');
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Has reply').getAttribute('data-status')).toBe('has_reply');
    expect(within(rows[0]!).getByText('Billing')).toBeDefined();
    expect(within(rows[1]!).getByText('Done')).toBeDefined();
    expect(screen.getByRole('link', { name: 'New ticket' })).toBeDefined();
  });

  test('shows a skeleton while loading, then the empty state with "New ticket"', async () => {
    let answer: (response: Response) => void = () => undefined;
    await renderAt(
      '/control/support/tickets',
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    expect(screen.getByText('Loading tickets…')).toBeDefined();
    act(() => answer(jsonResponse([])));
    expect(await screen.findByText('No tickets yet')).toBeDefined();
    expect(screen.getByRole('link', { name: 'New ticket' }).getAttribute('href')).toBe(
      '/control/support/tickets-new',
    );
  });

  test('a failed load says so and retries', async () => {
    let answer = () => jsonResponse({ code: 'server_error', message: 'boom' }, 502);
    const { calls } = await renderAt('/control/support/tickets', () => answer());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your tickets could not be loaded.');
    answer = () => jsonResponse([summary({})]);
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Server does not boot')).toBeDefined();
    expect(calls.filter((call) => call === 'GET /api/tickets/').length).toBe(2);
  });
});

describe('support/tickets/{id}', () => {
  test('renders the thread’s HTML sanitised again in the browser', async () => {
    const dirty = thread({
      messages: [
        {
          id: 'm1',
          author: 'support',
          body_html:
            '<p onclick="alert(1)">Hello<script>alert(2)</script><img src=x onerror="alert(3)"><a href="javascript:alert(4)">x</a></p>',
          created_at: '2026-11-20T10:00:00Z',
          attachments: [],
        },
      ],
    });
    await renderAt(`/control/support/tickets/${TICKET_ID}`, () => jsonResponse(dirty));
    const messages = await screen.findByRole('list', { name: 'Messages' });
    const html = messages.innerHTML;
    expect(within(messages).getByText('Support team')).toBeDefined();
    expect(html).toContain('Hello');
    expect(html).not.toMatch(/onclick|onerror|<script|javascript:/);
  });

  test('downloads an attachment through the API and saves it', async () => {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { calls } = await renderAt(`/control/support/tickets/${TICKET_ID}`, (request) =>
      pathOf(request).startsWith('GET /api/ticket-attachments/')
        ? new Response('log line', { headers: { 'content-type': 'text/plain' } })
        : jsonResponse(thread()),
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download boot.log' }));
    await waitFor(() => expect(saved).toEqual(['boot.log']));
    expect(calls).toContain('GET /api/ticket-attachments/a1a1a1a1-0000-4000-8000-000000000001/');
  });

  test('sends a reply; on a server error the text stays and the error is translated', async () => {
    let replyAnswer = () => jsonResponse({ code: 'payload_too_large', message: 'Too large' }, 413);
    const bodies: unknown[] = [];
    await renderAt(`/control/support/tickets/${TICKET_ID}`, async (request) => {
      if (pathOf(request) === `POST /api/tickets/${TICKET_ID}/replies/`) {
        bodies.push(await request.json());
        return replyAnswer();
      }
      return jsonResponse(thread());
    });
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Your reply' });
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Write a message.')).toBeDefined();
    expect(bodies).toEqual([]);

    await user.type(box, 'Still broken');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    const alert = await screen.findByText(/Your message was not sent/);
    expect(alert.textContent).toContain('The message is too long.');
    expect((box as HTMLTextAreaElement).value).toBe('Still broken');

    replyAnswer = () => jsonResponse(thread({ status: 'in_progress' }), 201);
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
    expect(bodies).toEqual([{ body: 'Still broken' }, { body: 'Still broken' }]);
  });

  test('closes the ticket', async () => {
    let current = thread({ status: 'has_reply' });
    await renderAt(`/control/support/tickets/${TICKET_ID}`, (request) => {
      if (pathOf(request) === `POST /api/tickets/${TICKET_ID}/close/`) {
        current = thread({ status: 'done' });
        return jsonResponse(current);
      }
      return jsonResponse(current);
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Close ticket' }));
    expect(
      await screen.findByText('This ticket is closed. Send a reply to reopen it.'),
    ).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Close ticket' })).toBeNull();
  });

  test('another customer’s or an unknown ticket: a translated not-found, no retry loop', async () => {
    await renderAt('/control/support/tickets/%2E%2E%2Fx', () =>
      jsonResponse({ code: 'ticket_not_found', message: 'No such ticket on your account.' }, 404),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This ticket does not exist or belongs to another account.',
    );
  });

  test('polls the open ticket every 20 s (§9), and support’s reply appears', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let current = thread();
    const { calls } = await renderAt(`/control/support/tickets/${TICKET_ID}`, () =>
      jsonResponse(current),
    );
    expect(await screen.findByText('It hangs')).toBeDefined();
    current = thread({
      status: 'has_reply',
      messages: [
        ...thread().messages,
        {
          id: 'm2',
          author: 'support',
          body_html: '<p>Try a reboot</p>',
          created_at: '2026-11-20T11:00:00Z',
          attachments: [],
        },
      ],
    });
    await act(() => vi.advanceTimersByTimeAsync(19_000));
    expect(calls.filter((call) => call === `GET /api/tickets/${TICKET_ID}/`)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(await screen.findByText('Try a reboot')).toBeDefined();
    expect(screen.getByText('Has reply')).toBeDefined();
  });
});

describe('support/tickets-new', () => {
  test('checks the fields, keeps everything on a server error, opens the ticket on success', async () => {
    let answer = () => jsonResponse({ code: 'server_error', message: 'Internal' }, 500);
    const bodies: unknown[] = [];
    await renderAt('/control/support/tickets-new', async (request) => {
      if (pathOf(request) === 'POST /api/tickets/') {
        bodies.push(await request.json());
        return answer();
      }
      return jsonResponse(thread());
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open ticket' }));
    expect(screen.getByText('Enter a subject.')).toBeDefined();
    expect(screen.getByText('Choose a topic.')).toBeDefined();
    expect(screen.getByText('Write a message.')).toBeDefined();
    expect(bodies).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Invoice question');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'billing');
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Why was I charged twice?');
    await user.click(screen.getByRole('button', { name: 'Open ticket' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your message was not sent; what you wrote is still here. Something went wrong. Try again.',
    );
    expect((screen.getByRole('textbox', { name: 'Subject' }) as HTMLInputElement).value).toBe(
      'Invoice question',
    );
    expect((screen.getByRole('combobox', { name: 'Topic' }) as HTMLSelectElement).value).toBe(
      'billing',
    );

    answer = () => jsonResponse(thread(), 201);
    await user.click(screen.getByRole('button', { name: 'Open ticket' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(`/control/support/tickets/${TICKET_ID}`),
    );
    expect(bodies[1]).toEqual({
      subject: 'Invoice question',
      topic: 'billing',
      body: 'Why was I charged twice?',
    });
  });

  test('refuses bad files in the browser, uploads good ones and sends their ids', async () => {
    const uploads: unknown[] = [];
    const bodies: unknown[] = [];
    await renderAt('/control/support/tickets-new', async (request) => {
      if (pathOf(request) === 'POST /api/ticket-attachments/') {
        const body = (await request.json()) as { file_name: string };
        uploads.push(body);
        if (body.file_name === 'evil.png')
          return jsonResponse({ code: 'attachment_type_not_allowed', message: 'No' }, 400);
        if (body.file_name === 'grown.txt')
          return jsonResponse(
            {
              code: 'invalid_input',
              message: 'The file can be at most 6990508 characters.',
              errors: { content_base64: ['The file can be at most 6990508 characters.'] },
            },
            400,
          );
        return jsonResponse(
          {
            id: 'a2a2a2a2-0000-4000-8000-000000000002',
            file_name: body.file_name,
            content_type: 'text/plain',
            size: 2,
          },
          201,
        );
      }
      if (pathOf(request) === 'POST /api/tickets/') {
        bodies.push(await request.json());
        return jsonResponse(thread(), 201);
      }
      return jsonResponse(thread());
    });
    const user = userEvent.setup({ applyAccept: false });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, [
      new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }),
      new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.log', { type: '' }),
      new File(['hi'], 'notes.txt', { type: 'text/plain' }),
      new File(['<svg>'], 'evil.png', { type: 'image/png' }),
      new File(['grew on disk'], 'grown.txt', { type: 'text/plain' }),
    ]);
    const rejected = await screen.findByRole('alert');
    expect(rejected.textContent).toContain('setup.exe is not a PNG, JPEG, PDF, TXT or LOG file.');
    expect(rejected.textContent).toContain('huge.log is larger than 5 MB.');
    const files = screen.getByRole('list', { name: 'Attachments' });
    await waitFor(() => expect(within(files).getByText('Attached')).toBeDefined());
    expect(
      await within(files).findByText(
        'This kind of file cannot be attached: use PNG, JPEG, PDF, TXT or LOG.',
      ),
    ).toBeDefined();
    expect(await within(files).findByText('The file is larger than 5 MB.')).toBeDefined();
    expect(uploads).toEqual([
      { file_name: 'notes.txt', content_base64: 'aGk=' },
      { file_name: 'evil.png', content_base64: btoa('<svg>') },
      { file_name: 'grown.txt', content_base64: btoa('grew on disk') },
    ]);

    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Logs');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'technical_support');
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'See attached');
    // A failed upload blocks sending until it is removed.
    await user.click(screen.getByRole('button', { name: 'Open ticket' }));
    expect(await screen.findByText('Wait until the attachments are uploaded.')).toBeDefined();
    await user.click(within(files).getByRole('button', { name: 'Remove evil.png' }));
    await user.click(within(files).getByRole('button', { name: 'Remove grown.txt' }));
    await user.click(screen.getByRole('button', { name: 'Open ticket' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      subject: 'Logs',
      topic: 'technical_support',
      body: 'See attached',
      attachment_ids: ['a2a2a2a2-0000-4000-8000-000000000002'],
    });
  });

  test('guards unsaved input: typing blocks leaving, a sent ticket releases the guard', async () => {
    const guard = createNavigationGuard(() => false);
    await renderAt(
      '/control/support/tickets-new',
      (request) => jsonResponse(thread(), pathOf(request) === 'POST /api/tickets/' ? 201 : 200),
      guard,
    );
    const user = userEvent.setup();
    const subject = await screen.findByRole('textbox', { name: 'Subject' });
    expect(guard.blocked()).toBe(false);
    await user.type(subject, 'Help');
    expect(guard.blocked()).toBe(true);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'general_questions');
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Open ticket' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(`/control/support/tickets/${TICKET_ID}`),
    );
    expect(guard.blocked()).toBe(false);
  });
});
