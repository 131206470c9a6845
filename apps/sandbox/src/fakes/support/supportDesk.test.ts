import type { Ticket, TicketSummary } from '@cloud-portal/api-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../product/account/index.ts';
import { createAgent } from '../../test-support/agent.ts';
import { createBrowser, formsOf } from '../../test-support/browser.ts';
import { startTestServer } from '../../test-support/server.ts';

// The support desk (/sandbox/support): a support agent answers the customers' tickets.

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

async function customerWithTicket() {
  const agent = createAgent(server.app);
  await agent.primeCsrf();
  await agent.call({
    method: 'POST',
    operation: '/customers/',
    body: { email: 'gina@example.com', password: 'a-long-password', fp: 'f', fp_data: {} },
  });
  const ticket = (
    await agent.call({
      method: 'POST',
      operation: '/tickets/',
      body: { subject: 'Invoice <wrong>', topic: 'billing', body: '<p>Please check</p>' },
    })
  ).json<Ticket>();
  return { agent, ticket };
}

describe('/sandbox/support', () => {
  it('lists every customer’s tickets, newest first, escaped', async () => {
    const { ticket } = await customerWithTicket();
    const page = await createBrowser(server.app).get('/sandbox/support');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      `<a href="/sandbox/support/${ticket.id}">Invoice &lt;wrong&gt;</a>`,
    );
    expect(page.body).toContain('gina@example.com');
    expect(page.body).toContain(DEMO_CUSTOMER.email);
    expect(page.body.indexOf('gina@example.com')).toBeLessThan(
      page.body.indexOf(DEMO_CUSTOMER.email),
    );
  });

  it('lets the agent reply (sanitised HTML): the customer sees Has reply and the message', async () => {
    const { agent, ticket } = await customerWithTicket();
    const browser = createBrowser(server.app);
    const page = await browser.get(`/sandbox/support/${ticket.id}`);
    expect(page.body).toContain('<p>Please check</p>');
    const sent = await browser.submit(page, {
      containing: 'Send reply',
      fields: {
        body: '<p>Fixed, see <a href="https://example.org/i">invoice</a></p><script>alert(1)</script>',
      },
    });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`/sandbox/support/${ticket.id}`);

    const list = (await agent.call({ method: 'GET', operation: '/tickets/' })).json<
      TicketSummary[]
    >();
    expect(list[0]).toMatchObject({ id: ticket.id, status: 'has_reply' });
    const thread = (
      await agent.call({
        method: 'GET',
        operation: '/tickets/{id}/',
        path: `/tickets/${ticket.id}/`,
      })
    ).json<Ticket>();
    expect(thread.messages[1]).toMatchObject({
      author: 'support',
      body_html:
        '<p>Fixed, see <a rel="noopener nofollow" href="https://example.org/i" target="_blank">invoice</a></p>',
    });
  });

  it('sets a status from the select', async () => {
    const { agent, ticket } = await customerWithTicket();
    const browser = createBrowser(server.app);
    const page = await browser.get(`/sandbox/support/${ticket.id}`);
    const set = await browser.submit(page, {
      containing: 'Set status',
      fields: { status: 'done' },
    });
    expect(set.statusCode).toBe(303);
    const read = await agent.call({
      method: 'GET',
      operation: '/tickets/{id}/',
      path: `/tickets/${ticket.id}/`,
    });
    expect(read.json<Ticket>().status).toBe('done');
    const bad = await browser.submit(page, {
      containing: 'Set status',
      fields: { status: 'hacked' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a post without the page’s CSRF token, or from another site', async () => {
    const { agent, ticket } = await customerWithTicket();
    const browser = createBrowser(server.app);
    const page = await browser.get(`/sandbox/support/${ticket.id}`);
    const form = formsOf(page.body).find((candidate) => candidate.action.endsWith('/reply'));
    if (form === undefined) throw new Error('no reply form');
    const forged = await browser.post(form.action, { body: 'forged' });
    expect(forged.statusCode).toBe(403);
    const crossSite = await browser.post(
      form.action,
      { ...form.hidden, body: 'cross-site' },
      { origin: 'https://evil.test' },
    );
    expect(crossSite.statusCode).toBe(403);
    const read = await agent.call({
      method: 'GET',
      operation: '/tickets/{id}/',
      path: `/tickets/${ticket.id}/`,
    });
    expect(read.json<Ticket>().messages).toHaveLength(1);
  });

  it('accepts a long reply (over the 4 KB of the other fake forms) and 404s unknown tickets', async () => {
    const { ticket } = await customerWithTicket();
    const browser = createBrowser(server.app);
    const page = await browser.get(`/sandbox/support/${ticket.id}`);
    const long = await browser.submit(page, {
      containing: 'Send reply',
      fields: { body: `<p>${'word '.repeat(1500)}</p>` },
    });
    expect(long.statusCode).toBe(303);
    expect((await browser.get('/sandbox/support/not-a-ticket')).statusCode).toBe(404);
  });
});
