import { beforeEach, describe, expect, it } from 'vitest';
import { memorySandbox } from '../../test-support/memorySandbox.ts';
import { DEMO_TICKET_SUBJECT } from './seed.ts';
import { MAX_UNATTACHED_UPLOADS, supportService } from './service.ts';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS_PER_MESSAGE } from './sniffAttachment.ts';
import { ticketsStore } from './store.ts';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

let clock: Date;
let sandbox: ReturnType<typeof memorySandbox>;
let support: ReturnType<typeof supportService>;
let alice: string;
let bob: string;

beforeEach(() => {
  clock = new Date('2026-11-27T10:00:00Z');
  sandbox = memorySandbox(() => clock);
  support = supportService(ticketsStore(sandbox.db), () => clock);
  const customers = sandbox.modules.account;
  sandbox.seed();
  const demo = customers.service.findCustomerByEmail('demo@cloud-portal.test');
  if (demo === undefined) throw new Error('no demo customer');
  alice = demo.uuid;
  bob = insertCustomer('bob@example.com');
});

function insertCustomer(email: string): string {
  const uuid = '00000000-0000-4000-8000-00000000b0b0';
  sandbox.db
    .prepare(
      "INSERT INTO customers (uuid, email, password_hash, created_at) VALUES (?, ?, 'x', '2026-01-01T00:00:00Z')",
    )
    .run(uuid, email);
  return uuid;
}

const later = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

describe('supportService', () => {
  it('seeds one answered ticket for the demo customer, once', () => {
    const tickets = support.listTickets(alice);
    expect(tickets.map((ticket) => [ticket.subject, ticket.status])).toEqual([
      [DEMO_TICKET_SUBJECT, 'has_reply'],
    ]);
    sandbox.seed();
    expect(support.listTickets(alice)).toHaveLength(1);
  });

  it('runs the status flow: New → Has reply → In progress → Done → In progress', () => {
    const ticket = support.openTicket(bob, { subject: ' Billing ', topic: 'billing', body: 'Hi' });
    expect(ticket.status).toBe('new');
    expect(ticket.subject).toBe('Billing');
    later(1);
    expect(support.supportReply(ticket.id, '<p>Hello</p>').status).toBe('has_reply');
    later(1);
    expect(support.customerReply(bob, ticket.id, { body: 'Thanks' }).status).toBe('in_progress');
    later(1);
    const closed = support.customerClose(bob, ticket.id);
    expect(closed.status).toBe('done');
    expect(closed.updated_at).toBe(clock.toISOString());
    later(1);
    const reopened = support.customerReply(bob, ticket.id, { body: 'One more thing' });
    expect(reopened.status).toBe('in_progress');
    expect(reopened.messages.map((message) => message.author)).toEqual([
      'customer',
      'support',
      'customer',
      'customer',
    ]);
  });

  it('lists the most recently updated ticket first', () => {
    const first = support.openTicket(bob, {
      subject: 'First',
      topic: 'general_questions',
      body: 'a',
    });
    later(1);
    support.openTicket(bob, { subject: 'Second', topic: 'general_questions', body: 'b' });
    later(1);
    support.supportReply(first.id, 'answer');
    expect(support.listTickets(bob).map((ticket) => ticket.subject)).toEqual(['First', 'Second']);
  });

  it('hides another customer’s tickets and files behind ticket_not_found', () => {
    const [demoTicket] = support.listTickets(alice);
    if (demoTicket === undefined) throw new Error('no demo ticket');
    expect(() => support.ticketOf(bob, demoTicket.id)).toThrow(
      expect.objectContaining({ statusCode: 404, code: 'ticket_not_found' }),
    );
    expect(() => support.customerReply(bob, demoTicket.id, { body: 'x' })).toThrow(
      expect.objectContaining({ code: 'ticket_not_found' }),
    );
    expect(() => support.customerClose(bob, demoTicket.id)).toThrow(
      expect.objectContaining({ code: 'ticket_not_found' }),
    );
    const file = support.uploadAttachment(alice, {
      fileName: 'a.png',
      contentBase64: PNG.toString('base64'),
    });
    expect(support.attachmentOf(bob, file.id)).toBeUndefined();
    expect(support.attachmentOf(alice, file.id)?.content).toEqual(PNG);
  });

  it('puts uploads on one message only, the uploader’s own', () => {
    const file = support.uploadAttachment(bob, {
      fileName: '../shot.png',
      contentBase64: PNG.toString('base64'),
    });
    expect(file).toMatchObject({ file_name: 'shot.png', content_type: 'image/png', size: 11 });
    // Alice cannot attach Bob's upload.
    expect(() =>
      support.openTicket(alice, {
        subject: 'x',
        topic: 'general_questions',
        body: 'x',
        attachmentIds: [file.id],
      }),
    ).toThrow(expect.objectContaining({ code: 'attachment_not_found' }));
    const ticket = support.openTicket(bob, {
      subject: 'x',
      topic: 'technical_support',
      body: 'x',
      attachmentIds: [file.id.toUpperCase()],
    });
    expect(ticket.messages[0]?.attachments).toEqual([file]);
    // Already on a message: not again.
    expect(() =>
      support.customerReply(bob, ticket.id, { body: 'y', attachmentIds: [file.id] }),
    ).toThrow(expect.objectContaining({ code: 'attachment_not_found' }));
    // The failed reply left nothing behind.
    expect(support.ticketOf(bob, ticket.id).messages).toHaveLength(1);
  });

  it('refuses a body that is empty once sanitised', () => {
    expect(() =>
      support.openTicket(bob, {
        subject: 'x',
        topic: 'general_questions',
        body: '<script>alert(1)</script>',
      }),
    ).toThrow(
      expect.objectContaining({ code: 'invalid_input', errors: { body: ['Write a message.'] } }),
    );
    expect(support.listTickets(bob)).toEqual([]);
  });

  it('keeps only the newest unattached uploads of a customer; attached files stay', () => {
    const upload = (name: string) => {
      later(1);
      return support.uploadAttachment(bob, {
        fileName: name,
        contentBase64: PNG.toString('base64'),
      });
    };
    const attached = upload('kept.png');
    support.openTicket(bob, {
      subject: 'x',
      topic: 'general_questions',
      body: 'x',
      attachmentIds: [attached.id],
    });
    const oldest = upload('oldest.png');
    const rest = Array.from({ length: MAX_UNATTACHED_UPLOADS }, (_, index) =>
      upload(`f${index}.png`),
    );
    expect(support.attachmentOf(bob, oldest.id)).toBeUndefined();
    expect(support.attachmentOf(bob, rest[0]!.id)).toBeDefined();
    expect(support.attachmentOf(bob, rest.at(-1)!.id)).toBeDefined();
    expect(support.attachmentOf(bob, attached.id)).toBeDefined();
    // Another customer's uploads are not touched.
    const alices = support.uploadAttachment(alice, {
      fileName: 'a.png',
      contentBase64: PNG.toString('base64'),
    });
    upload('one-more.png');
    expect(support.attachmentOf(alice, alices.id)).toBeDefined();
  });

  it('puts the desk’s files on support’s reply, stored as the customer’s own attachments', () => {
    const ticket = support.openTicket(bob, {
      subject: 'Logs',
      topic: 'general_questions',
      body: 'Hi',
    });
    const thread = support.supportReply(ticket.id, '<p>See attached</p>', [
      { fileName: '../screenshot.png', content: PNG },
      { fileName: 'fix.txt', content: Buffer.from('apt upgrade\n') },
    ]);
    expect(thread.status).toBe('has_reply');
    const files = thread.messages[1]?.attachments ?? [];
    expect(files.map((file) => [file.file_name, file.content_type, file.size])).toEqual([
      ['screenshot.png', 'image/png', PNG.length],
      ['fix.txt', 'text/plain', 12],
    ]);
    // The customer reads them as it reads its own; another customer does not.
    expect(support.attachmentOf(bob, files[0]?.id ?? '')?.content.equals(PNG)).toBe(true);
    expect(support.attachmentOf(alice, files[0]?.id ?? '')).toBeUndefined();
    // Attached at once: no upload waits for a message, none is pruned.
    expect(support.ticketOf(bob, ticket.id).messages[1]?.attachments).toHaveLength(2);
  });

  it('refuses the desk’s files over the customer’s limits and stores nothing then', () => {
    const ticket = support.openTicket(bob, {
      subject: 'Logs',
      topic: 'general_questions',
      body: 'Hi',
    });
    const refusals = [
      [
        [{ fileName: 'big.txt', content: Buffer.alloc(MAX_ATTACHMENT_BYTES + 1, 0x61) }],
        'attachment_too_large',
      ],
      [
        [{ fileName: 'tool.exe', content: Buffer.from([0x4d, 0x5a, 0x90, 0x00]) }],
        'attachment_type_not_allowed',
      ],
      [
        [{ fileName: 'page.html', content: Buffer.from('<p>hi</p>\u0000') }],
        'attachment_type_not_allowed',
      ],
      [[{ fileName: 'empty.txt', content: Buffer.alloc(0) }], 'invalid_input'],
      [
        Array.from({ length: MAX_ATTACHMENTS_PER_MESSAGE + 1 }, (_, index) => ({
          fileName: `${index}.png`,
          content: PNG,
        })),
        'too_many_attachments',
      ],
      // One good file does not carry a bad one through.
      [
        [
          { fileName: 'ok.png', content: PNG },
          { fileName: 'x.bin', content: Buffer.from([0, 1]) },
        ],
        'attachment_type_not_allowed',
      ],
    ] as const;
    for (const [files, code] of refusals)
      expect(() => support.supportReply(ticket.id, 'Here', files), code).toThrow(
        expect.objectContaining({ code }),
      );
    const thread = support.ticketOf(bob, ticket.id);
    expect(thread.messages).toHaveLength(1);
    expect(thread.status).toBe('new');
    const stored = sandbox.db.prepare('SELECT COUNT(*) AS n FROM support_attachments').get() as {
      n: number;
    };
    expect(stored.n).toBe(0);

    // At the limits exactly: five files, one of exactly 5 MB.
    const atLimit = support.supportReply(ticket.id, 'Here', [
      { fileName: 'max.txt', content: Buffer.alloc(MAX_ATTACHMENT_BYTES, 0x61) },
      ...Array.from({ length: MAX_ATTACHMENTS_PER_MESSAGE - 1 }, (_, index) => ({
        fileName: `${index}.png`,
        content: PNG,
      })),
    ]);
    expect(atLimit.messages[1]?.attachments).toHaveLength(MAX_ATTACHMENTS_PER_MESSAGE);
  });
});
