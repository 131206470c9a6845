import type { Ticket, TicketAttachment, TicketSummary } from '@cloud-portal/api-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../account/index.ts';
import { createAgent } from '../../test-support/agent.ts';
import { startTestServer } from '../../test-support/server.ts';
import { DEMO_TICKET_SUBJECT } from './seed.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

type Agent = ReturnType<typeof createAgent>;

async function demo(): Promise<Agent> {
  const agent = createAgent(server.app);
  await agent.primeCsrf();
  expect((await agent.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).statusCode).toBe(200);
  return agent;
}

async function newCustomer(email: string): Promise<Agent> {
  const agent = createAgent(server.app);
  await agent.primeCsrf();
  const body = { email, password: 'a-long-password', fp: 'f', fp_data: {} };
  expect((await agent.call({ method: 'POST', operation: '/customers/', body })).statusCode).toBe(
    201,
  );
  return agent;
}

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(100, 7),
]);

function upload(agent: Agent, fileName: string, content: Buffer | string) {
  return agent.call({
    method: 'POST',
    operation: '/ticket-attachments/',
    body: {
      file_name: fileName,
      content_base64: typeof content === 'string' ? content : content.toString('base64'),
    },
  });
}

function createTicket(agent: Agent, body: Record<string, unknown>) {
  return agent.call({ method: 'POST', operation: '/tickets/', body });
}

function getTicket(agent: Agent, id: string) {
  return agent.call({ method: 'GET', operation: '/tickets/{id}/', path: `/tickets/${id}/` });
}

/** A raw GET of an attachment (the agent validates JSON bodies; a file is not one). */
function download(agent: Agent, id: string) {
  return server.app.inject({
    method: 'GET',
    url: `/api/ticket-attachments/${id}/`,
    headers: { cookie: [...agent.jar].map(([name, value]) => `${name}=${value}`).join('; ') },
  });
}

describe('support tickets API (§2 support, §3 Ticket)', () => {
  it('shows the demo customer its seeded, answered ticket', async () => {
    const agent = await demo();
    const list = (await agent.call({ method: 'GET', operation: '/tickets/' })).json<
      TicketSummary[]
    >();
    expect(list.map((ticket) => [ticket.subject, ticket.status])).toEqual([
      [DEMO_TICKET_SUBJECT, 'has_reply'],
    ]);
    const ticket = (await getTicket(agent, list[0]?.id ?? '')).json<Ticket>();
    expect(ticket.messages.map((message) => message.author)).toEqual(['customer', 'support']);
  });

  it('opens a ticket with an attachment, replies, closes and reopens it', async () => {
    const agent = await newCustomer('carol@example.com');
    const file = await upload(agent, 'screen.png', PNG);
    expect(file.statusCode).toBe(201);
    const attachment = file.json<TicketAttachment>();
    expect(attachment).toMatchObject({
      file_name: 'screen.png',
      content_type: 'image/png',
      size: 108,
    });

    const created = await createTicket(agent, {
      subject: 'Server does not boot',
      topic: 'technical_support',
      body: '<p>It <b>hangs</b></p>',
      attachment_ids: [attachment.id],
    });
    expect(created.statusCode).toBe(201);
    const ticket = created.json<Ticket>();
    expect(ticket).toMatchObject({ status: 'new', topic: 'technical_support' });
    expect(ticket.messages[0]?.attachments).toEqual([attachment]);

    const replied = await agent.call({
      method: 'POST',
      operation: '/tickets/{id}/replies/',
      path: `/tickets/${ticket.id}/replies/`,
      body: { body: 'More details' },
    });
    expect(replied.statusCode).toBe(201);
    expect(replied.json<Ticket>().status).toBe('in_progress');

    const closed = await agent.call({
      method: 'POST',
      operation: '/tickets/{id}/close/',
      path: `/tickets/${ticket.id}/close/`,
    });
    expect(closed.json<Ticket>().status).toBe('done');

    const reopened = await agent.call({
      method: 'POST',
      operation: '/tickets/{id}/replies/',
      path: `/tickets/${ticket.id}/replies/`,
      body: { body: 'Still broken' },
    });
    expect(reopened.json<Ticket>().status).toBe('in_progress');
    expect(reopened.json<Ticket>().messages).toHaveLength(3);
  });

  it('serves an attachment as a download with its sniffed type and nosniff', async () => {
    const agent = await newCustomer('dave@example.com');
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const attachment = (await upload(agent, 'журнал "x".html', html)).json<TicketAttachment>();
    expect(attachment.content_type).toBe('text/plain');

    const response = await download(agent, attachment.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'; sandbox",
    );
    expect(response.headers['content-disposition']).toBe(
      // Quotes dropped; the ASCII fallback replaces the Cyrillic, the UTF-8 name keeps it.
      `attachment; filename="______ x.html"; filename*=UTF-8''%D0%B6%D1%83%D1%80%D0%BD%D0%B0%D0%BB%20x.html`,
    );
    expect(response.rawPayload).toEqual(html);
  });

  describe('security', () => {
    it('answers 404 for another customer’s ticket and attachment, as for unknown ones', async () => {
      const owner = await newCustomer('erin@example.com');
      const attachment = (await upload(owner, 'a.png', PNG)).json<TicketAttachment>();
      const ticket = (
        await createTicket(owner, {
          subject: 'Mine',
          topic: 'billing',
          body: 'secret',
          attachment_ids: [attachment.id],
        })
      ).json<Ticket>();
      const other = await newCustomer('frank@example.com');

      const read = await getTicket(other, ticket.id);
      expect(read.statusCode).toBe(404);
      expect(read.json()).toEqual({
        code: 'ticket_not_found',
        message: 'No such ticket on your account.',
      });
      const unknown = await getTicket(other, '00000000-0000-4000-8000-000000000000');
      expect(unknown.json()).toEqual(read.json());
      const reply = await other.call({
        method: 'POST',
        operation: '/tickets/{id}/replies/',
        path: `/tickets/${ticket.id}/replies/`,
        body: { body: 'hijack' },
      });
      expect(reply.statusCode).toBe(404);
      const close = await other.call({
        method: 'POST',
        operation: '/tickets/{id}/close/',
        path: `/tickets/${ticket.id}/close/`,
      });
      expect(close.statusCode).toBe(404);
      expect((await download(other, attachment.id)).statusCode).toBe(404);
      // Another customer's upload cannot be put on one's own ticket either.
      const steal = await createTicket(other, {
        subject: 'x',
        topic: 'general_questions',
        body: 'x',
        attachment_ids: [attachment.id],
      });
      expect(steal.statusCode).toBe(400);
      expect(steal.json()).toMatchObject({ code: 'attachment_not_found' });
      // Nothing changed on the owner's ticket.
      const after = (await getTicket(owner, ticket.id)).json<Ticket>();
      expect(after.status).toBe('new');
      expect(after.messages).toHaveLength(1);
      expect(other.jar.size).toBeGreaterThan(0);
      expect((await other.call({ method: 'GET', operation: '/tickets/' })).json()).toEqual([]);
    });

    it.each(['..%2F..%2Fcustomers', '%252e%252e', 'not-a-uuid', "1'%20OR%20'1'='1", '%00'])(
      'answers 404 for the malformed or encoded id %s',
      async (id) => {
        const agent = await demo();
        const response = await server.app.inject({
          method: 'GET',
          url: `/api/tickets/${id}/`,
          headers: { cookie: [...agent.jar].map(([name, value]) => `${name}=${value}`).join('; ') },
        });
        expect([400, 404]).toContain(response.statusCode);
        expect(response.json()).toMatchObject({
          code: expect.stringMatching(/not_found|bad_request|invalid/),
        });
      },
    );

    it('needs a session and the CSRF header', async () => {
      const anonymous = createAgent(server.app);
      expect((await anonymous.call({ method: 'GET', operation: '/tickets/' })).statusCode).toBe(
        401,
      );
      const agent = await demo();
      const withoutCsrf = await agent.call({
        method: 'POST',
        operation: '/tickets/',
        body: { subject: 'x', topic: 'general_questions', body: 'x' },
        csrf: false,
      });
      expect(withoutCsrf.statusCode).toBe(403);
      expect(
        (await agent.call({ method: 'GET', operation: '/tickets/' })).json<TicketSummary[]>(),
      ).toHaveLength(1);
    });

    it('refuses oversized bodies: a 64 KiB ticket, a 7 MiB+ upload, a 5 MiB+ file', async () => {
      const agent = await demo();
      const ticket = await createTicket(agent, {
        subject: 'x',
        topic: 'general_questions',
        body: 'x'.repeat(70 * 1024),
      });
      expect(ticket.statusCode).toBe(413);
      const tooLongMessage = await createTicket(agent, {
        subject: 'x',
        topic: 'general_questions',
        body: 'x'.repeat(10_001),
      });
      expect(tooLongMessage.statusCode).toBe(400);
      expect(tooLongMessage.json()).toMatchObject({
        code: 'invalid_input',
        errors: { body: expect.any(Array) },
      });

      const overFiveMiB = Buffer.alloc(5 * 1024 * 1024 + 3, 0x41); // text, just over 5 MiB
      const tooLarge = await upload(agent, 'big.log', overFiveMiB);
      expect(tooLarge.statusCode).toBe(400);
      expect(tooLarge.json()).toMatchObject({ code: 'invalid_input' }); // longer than the schema allows
      const justUnder = await upload(agent, 'ok.log', Buffer.alloc(5 * 1024 * 1024, 0x41));
      expect(justUnder.statusCode).toBe(201);
      const huge = await upload(agent, 'huge.log', 'QUFB'.repeat(2 * 1024 * 1024));
      expect(huge.statusCode).toBe(413);
    });

    it('refuses attachments by their bytes, whatever their name, and more than 5', async () => {
      const agent = await demo();
      const exe = await upload(agent, 'photo.png', Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]));
      expect(exe.statusCode).toBe(400);
      expect(exe.json()).toMatchObject({ code: 'attachment_type_not_allowed' });
      const badBase64 = await upload(agent, 'a.txt', 'not base64!');
      expect(badBase64.json()).toMatchObject({
        code: 'invalid_input',
        errors: { content_base64: expect.any(Array) },
      });
      const ids: string[] = [];
      for (let index = 0; index < 6; index += 1)
        ids.push((await upload(agent, `f${index}.png`, PNG)).json<TicketAttachment>().id);
      const six = await createTicket(agent, {
        subject: 'x',
        topic: 'general_questions',
        body: 'x',
        attachment_ids: ids,
      });
      expect(six.statusCode).toBe(400);
      expect(six.json()).toMatchObject({
        code: 'invalid_input',
        errors: { attachment_ids: expect.any(Array) },
      });
    });

    it('stores XSS payloads sanitised and answers them so', async () => {
      const agent = await demo();
      const created = await createTicket(agent, {
        subject: '<img src=x onerror=alert(1)>',
        topic: 'general_questions',
        body: '<p onclick="alert(1)">Hi<script>alert(2)</script> <a href="javascript:alert(3)">x</a> <a href="https://example.org">y</a></p>',
      });
      const ticket = created.json<Ticket>();
      expect(ticket.messages[0]?.body_html).toBe(
        '<p>Hi <a rel="noopener nofollow">x</a> <a rel="noopener nofollow" href="https://example.org" target="_blank">y</a></p>',
      );
      // The subject is plain text: kept as typed, escaped by whoever shows it.
      expect(ticket.subject).toBe('<img src=x onerror=alert(1)>');
      const read = (await getTicket(agent, ticket.id)).json<Ticket>();
      expect(read.messages[0]?.body_html).not.toMatch(/script|onclick|javascript:/);
    });
  });
});
