import type { Ticket, TicketSummary } from '@cloud-portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  FIRST_RENDER,
  portalPageStory,
  type PortalStoryArgs,
} from '../../storybook/portalStoryRender.tsx';
import type { StoryApi } from '../../storybook/storyApi.ts';
import { customerFixture, jsonResponse } from '../../test/fixtures.ts';

// The support screens of §2 (support/tickets, tickets/{id}, tickets-new) in the brand and
// language of the toolbars. Checks use roles and data attributes, so they hold in every language.

const TICKET_ID = '6f1c2a4e-0000-4000-8000-000000000001';

const tickets: TicketSummary[] = [
  {
    id: TICKET_ID,
    subject: 'How do I add an SSH key to a running server?',
    topic: 'technical_support',
    status: 'has_reply',
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-21T09:30:00Z',
  },
  {
    id: '6f1c2a4e-0000-4000-8000-000000000002',
    subject: 'Invoice for October',
    topic: 'billing',
    status: 'done',
    created_at: '2026-11-02T10:00:00Z',
    updated_at: '2026-11-03T12:00:00Z',
  },
];

const thread: Ticket = {
  ...tickets[0]!,
  messages: [
    {
      id: 'm1',
      author: 'customer',
      body_html:
        '<p>I created a server with a password. How do I add my <strong>SSH key</strong>?</p>',
      created_at: '2026-11-20T10:00:00Z',
      attachments: [
        {
          id: 'a1a1a1a1-0000-4000-8000-000000000001',
          file_name: 'console.png',
          content_type: 'image/png',
          size: 48_213,
        },
      ],
    },
    {
      id: 'm2',
      author: 'support',
      body_html:
        '<p>Append your public key to <code>~/.ssh/authorized_keys</code>. See the <a href="/knowledge" rel="noopener nofollow">knowledge base</a>.</p>',
      created_at: '2026-11-21T09:30:00Z',
      attachments: [],
    },
  ],
};

/** A logged-in customer; `/tickets/` answers `list`, a ticket answers `thread`. */
const supportApi =
  (list: TicketSummary[] | 'fail' = tickets): StoryApi =>
  (request) => {
    const { pathname } = new URL(request.url);
    if (pathname.endsWith('/customers/')) return jsonResponse([customerFixture]);
    if (pathname.endsWith('/tickets/'))
      return list === 'fail' ? jsonResponse({ code: 'server_error' }, 503) : jsonResponse(list);
    if (pathname.includes('/tickets/')) return jsonResponse(thread);
    return jsonResponse([]);
  };

const meta = {
  title: 'Portal/Control/Support',
  ...portalPageStory,
  args: { path: '/control/support/tickets', api: supportApi() },
} satisfies Meta<PortalStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list: newest first, a status badge on each. */
export const Tickets: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = await canvas.findAllByTestId('ticket-link', {}, FIRST_RENDER);
    await expect(links[0]).toHaveTextContent(tickets[0]!.subject);
    await expect(canvasElement.querySelector('[data-status="has_reply"]')).not.toBeNull();
  },
};

/** No tickets yet: the empty state offers a new ticket. */
export const Empty: Story = {
  args: { api: supportApi([]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = within(await canvas.findByRole('main', {}, FIRST_RENDER));
    await expect(
      await main.findByRole('link', { name: /new ticket|новое обращение|新建工单/i }, FIRST_RENDER),
    ).toHaveAttribute('href', '/control/support/tickets-new');
  },
};

/** The list failed to load: an alert with a retry button. */
export const LoadFailed: Story = {
  args: { api: supportApi('fail') },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, FIRST_RENDER);
    await expect(within(alert).getByRole('button')).toBeEnabled();
  },
};

/** A ticket's thread: the customer's message with an attachment, support's answer, the reply form. */
export const Thread: Story = {
  args: { path: `/control/support/tickets/${TICKET_ID}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('console.png', {}, FIRST_RENDER)).toBeVisible();
    await expect(canvasElement.querySelector('[data-author="support"]')).not.toBeNull();
  },
};

/** The new-ticket form. */
export const NewTicket: Story = {
  args: { path: '/control/support/tickets-new' },
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main', {}, FIRST_RENDER));
    await expect(await main.findByRole('combobox', {}, FIRST_RENDER)).toBeVisible();
    await expect(
      main.getByRole('button', { name: /open ticket|создать обращение|提交工单/i }),
    ).toBeEnabled();
  },
};
