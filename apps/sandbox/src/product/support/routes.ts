import type { Ticket, TicketSummary } from '@cloud-portal/api-client';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { apiError } from '../../platform/http/apiError.ts';
import { BODY_LIMIT_BYTES, type JsonBody } from '../../platform/http/requestValidation.ts';
import { sendNotAuthenticated, type AccountService } from '../account/index.ts';
import type { SupportService } from './service.ts';
import type { AttachmentContent, TicketRecord, TicketThreadRecord } from './store.ts';

/**
 * Body limit of `POST /ticket-attachments/`: one 5 MiB file in base64 (4/3 of it, 6,990,508
 * characters) plus the JSON around it. Every other support call keeps the 64 KiB of the API.
 */
export const ATTACHMENT_UPLOAD_BODY_LIMIT = 7 * 1024 * 1024 + BODY_LIMIT_BYTES;

/** A ticket of the list (no owner, no messages). */
export function ticketSummaryBody(ticket: TicketRecord): TicketSummary {
  return {
    id: ticket.id,
    subject: ticket.subject,
    topic: ticket.topic,
    status: ticket.status,
    created_at: ticket.created_at,
    updated_at: ticket.updated_at,
  };
}

/** A ticket with its thread, as the API answers it. */
export function ticketBody(ticket: TicketThreadRecord): Ticket {
  return { ...ticketSummaryBody(ticket), messages: ticket.messages };
}

/**
 * `Content-Disposition: attachment` with the file's name: an ASCII fallback and the UTF-8 name
 * (RFC 6266), so the browser saves the file instead of showing it.
 *
 * @example
 * attachmentDisposition('отчёт.pdf'); // 'attachment; filename="_____.pdf"; filename*=UTF-8\'\'%D0%BE...'
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Sends a stored attachment for download: the sniffed type (never HTML), `nosniff`, saved as a
 * file, private to the browser's cache.
 *
 * @example
 * return sendAttachment(reply, attachment);
 */
export function sendAttachment(reply: FastifyReply, attachment: AttachmentContent) {
  const type =
    attachment.content_type === 'text/plain'
      ? 'text/plain; charset=utf-8'
      : attachment.content_type;
  return reply
    .code(200)
    .header('Content-Type', type)
    .header('Content-Disposition', attachmentDisposition(attachment.file_name))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'; sandbox")
    .send(attachment.content);
}

/**
 * The support API (SPEC §2 support/tickets, §3 Ticket): `GET/POST /api/tickets/`,
 * `GET /api/tickets/{id}/`, `POST /api/tickets/{id}/replies/`, `POST /api/tickets/{id}/close/`,
 * `POST /api/ticket-attachments/` and `GET /api/ticket-attachments/{id}/`. Every call needs the
 * session; ids that are not the customer's answer 404 like unknown ones. Bodies follow
 * openapi.yaml, CSRF and the body limit (7 MiB for an upload).
 *
 * @example
 * await app.register(supportRoutes, { prefix: '/api', account, support });
 */
export const supportRoutes: FastifyPluginAsync<{
  account: Pick<AccountService, 'customerOf'>;
  support: SupportService;
}> = async (app, { account, support }) => {
  app.get('/tickets/', async (request, reply) => {
    const customer = account.customerOf(request);
    if (customer === undefined) return sendNotAuthenticated(reply);
    return support.listTickets(customer.uuid).map(ticketSummaryBody);
  });

  app.post('/tickets/', async (request, reply) => {
    const customer = account.customerOf(request);
    if (customer === undefined) return sendNotAuthenticated(reply);
    const body = request.body as JsonBody<'createTicket'>;
    const ticket = support.openTicket(customer.uuid, {
      subject: body.subject,
      topic: body.topic,
      body: body.body,
      attachmentIds: body.attachment_ids,
    });
    return reply.code(201).send(ticketBody(ticket));
  });

  app.get<{ Params: { id: string } }>('/tickets/:id/', async (request, reply) => {
    const customer = account.customerOf(request);
    if (customer === undefined) return sendNotAuthenticated(reply);
    return ticketBody(support.ticketOf(customer.uuid, request.params.id));
  });

  app.post<{ Params: { id: string } }>('/tickets/:id/replies/', async (request, reply) => {
    const customer = account.customerOf(request);
    if (customer === undefined) return sendNotAuthenticated(reply);
    const body = request.body as JsonBody<'replyToTicket'>;
    const ticket = support.customerReply(customer.uuid, request.params.id, {
      body: body.body,
      attachmentIds: body.attachment_ids,
    });
    return reply.code(201).send(ticketBody(ticket));
  });

  app.post<{ Params: { id: string } }>('/tickets/:id/close/', async (request, reply) => {
    const customer = account.customerOf(request);
    if (customer === undefined) return sendNotAuthenticated(reply);
    return ticketBody(support.customerClose(customer.uuid, request.params.id));
  });

  app.post(
    '/ticket-attachments/',
    { bodyLimit: ATTACHMENT_UPLOAD_BODY_LIMIT },
    async (request, reply) => {
      const customer = account.customerOf(request);
      if (customer === undefined) return sendNotAuthenticated(reply);
      const body = request.body as JsonBody<'uploadTicketAttachment'>;
      const attachment = support.uploadAttachment(customer.uuid, {
        fileName: body.file_name,
        contentBase64: body.content_base64,
      });
      return reply.code(201).send(attachment);
    },
  );

  app.get<{ Params: { id: string } }>('/ticket-attachments/:id/', async (request, reply) => {
    const customer = account.customerOf(request);
    if (customer === undefined) return sendNotAuthenticated(reply);
    const attachment = support.attachmentOf(customer.uuid, request.params.id);
    if (attachment === undefined)
      return reply.code(404).send(apiError('attachment_not_found', 'No such attachment.'));
    return sendAttachment(reply, attachment);
  });
};
