import type { Ticket, TicketSummary } from '@cloud-portal/api-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../product/account/index.ts';
import { MAX_ATTACHMENT_BYTES } from '../../product/support/index.ts';
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

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x0d, 0x0a, 7, 8, 9]);
const BOUNDARY = '----deskForm0a1b2c';

/** A multipart/form-data body as a browser sends the reply form with files. */
function multipart(
  fields: Record<string, string>,
  files: Array<{ name: string; content: Buffer; type?: string }>,
): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  for (const file of files)
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

describe('/sandbox/support attachments on a reply', () => {
  /** Opens the ticket on the desk and posts its reply form as multipart with `files`. */
  async function replyWithFiles(
    ticketId: string,
    body: string,
    files: Array<{ name: string; content: Buffer; type?: string }>,
  ) {
    const browser = createBrowser(server.app);
    const page = await browser.get(`/sandbox/support/${ticketId}`);
    // The reply form takes files and sends them as multipart (the button's formenctype).
    expect(page.body).toContain('name="files" type="file" multiple');
    expect(page.body).toContain('formenctype="multipart/form-data"');
    const form = formsOf(page.body).find((candidate) => candidate.action.endsWith('/reply'));
    if (form === undefined) throw new Error('no reply form');
    return server.app.inject({
      method: 'POST',
      url: form.action,
      headers: {
        host: 'localhost:8080',
        origin: 'http://localhost:8080',
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        cookie: [...browser.jar].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      payload: multipart({ ...form.hidden, body }, files),
    });
  }

  async function threadOf(
    agent: Awaited<ReturnType<typeof customerWithTicket>>['agent'],
    id: string,
  ) {
    return (
      await agent.call({ method: 'GET', operation: '/tickets/{id}/', path: `/tickets/${id}/` })
    ).json<Ticket>();
  }

  it('attaches files to support’s reply: the customer’s thread lists them and it downloads them', async () => {
    const { agent, ticket } = await customerWithTicket();
    const sent = await replyWithFiles(ticket.id, '<p>Screenshot and the fix</p>', [
      { name: 'screen.png', content: PNG, type: 'image/png' },
      { name: 'C:\\logs\\fix steps.txt', content: Buffer.from('1. reboot\n2. retry\n') },
    ]);
    expect(sent.statusCode, sent.body).toBe(303);

    const thread = await threadOf(agent, ticket.id);
    expect(thread.status).toBe('has_reply');
    expect(thread.messages[1]).toMatchObject({
      author: 'support',
      body_html: '<p>Screenshot and the fix</p>',
      attachments: [
        { file_name: 'screen.png', content_type: 'image/png', size: PNG.length },
        { file_name: 'fix steps.txt', content_type: 'text/plain', size: 19 },
      ],
    });
    // The customer downloads support's file as one of its own.
    const [png] = thread.messages[1]?.attachments ?? [];
    // (A raw inject: the agent checks JSON answers against openapi.yaml, this one is a file.)
    const download = await server.app.inject({
      method: 'GET',
      url: `/api/ticket-attachments/${png?.id}/`,
      headers: { cookie: [...agent.jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.rawPayload.equals(PNG)).toBe(true);
    // The desk lists them on the reply too.
    const page = await createBrowser(server.app).get(`/sandbox/support/${ticket.id}`);
    expect(page.body).toContain(`/sandbox/support/attachments/${png?.id}">screen.png</a>`);
  });

  it('refuses a file over 5 MB, of another type, or a sixth file, and stores nothing', async () => {
    const { agent, ticket } = await customerWithTicket();
    const cases = [
      [
        [{ name: 'big.log', content: Buffer.alloc(MAX_ATTACHMENT_BYTES + 1, 0x61) }],
        'A file can be at most 5 MB.',
      ],
      [
        [{ name: 'tool.exe', content: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]) }],
        'Attach PNG or JPEG images, PDF documents, or text and log files.',
      ],
      [
        // Named and labelled as a PNG: the bytes decide.
        [{ name: 'photo.png', content: Buffer.from([0x00, 0x01, 0x02]), type: 'image/png' }],
        'Attach PNG or JPEG images, PDF documents, or text and log files.',
      ],
      [
        Array.from({ length: 6 }, (_, index) => ({ name: `${index}.png`, content: PNG })),
        'A message can have at most 5 attachments.',
      ],
    ] as const;
    for (const [files, message] of cases) {
      const sent = await replyWithFiles(ticket.id, 'Here you go', [...files]);
      expect(sent.statusCode, message).toBe(400);
      expect(sent.body).toContain(message);
    }
    const thread = await threadOf(agent, ticket.id);
    expect(thread.messages).toHaveLength(1);
    expect(thread.status).toBe('new');
  });

  it('takes a file of exactly 5 MB, and a reply whose file input was left empty', async () => {
    const { agent, ticket } = await customerWithTicket();
    const max = await replyWithFiles(ticket.id, 'The full log', [
      { name: 'full.log', content: Buffer.alloc(MAX_ATTACHMENT_BYTES, 0x61) },
    ]);
    expect(max.statusCode).toBe(303);
    const none = await replyWithFiles(ticket.id, 'No file this time', [
      { name: '', content: Buffer.alloc(0) },
    ]);
    expect(none.statusCode).toBe(303);
    const thread = await threadOf(agent, ticket.id);
    expect(thread.messages.map((message) => message.attachments.length)).toEqual([0, 1, 0]);
    expect(thread.messages[1]?.attachments[0]?.size).toBe(MAX_ATTACHMENT_BYTES);
  });

  it('refuses a multipart post without the page’s token or that is not well-formed', async () => {
    const { agent, ticket } = await customerWithTicket();
    const browser = createBrowser(server.app);
    await browser.get(`/sandbox/support/${ticket.id}`);
    const headers = {
      host: 'localhost:8080',
      origin: 'http://localhost:8080',
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      cookie: [...browser.jar].map(([name, value]) => `${name}=${value}`).join('; '),
    };
    const forged = await server.app.inject({
      method: 'POST',
      url: `/sandbox/support/${ticket.id}/reply`,
      headers,
      payload: multipart({ body: 'forged' }, [{ name: 'x.png', content: PNG }]),
    });
    expect(forged.statusCode).toBe(403);
    const cut = await server.app.inject({
      method: 'POST',
      url: `/sandbox/support/${ticket.id}/reply`,
      headers,
      payload: multipart({ body: 'cut' }, []).subarray(0, 30),
    });
    expect(cut.statusCode).toBe(400);
    expect((await threadOf(agent, ticket.id)).messages).toHaveLength(1);
  });
});
