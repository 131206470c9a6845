import type { TicketStatus } from '@cloud-portal/api-client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiProblem } from '../../platform/http/apiError.ts';
import { escapeHtml, sendHtmlPage as sendPage } from '../../platform/http/html.ts';
import {
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS_PER_MESSAGE,
  sendAttachment,
  TICKET_STATUSES,
  type DeskFile,
  type SupportService,
} from '../../product/support/index.ts';
import { formFields, postOnly, sendFormRefused, type FormProtection } from '../forms.ts';
import { multipartBoundary, parseMultipartForm, type FormFile } from './multipartForm.ts';

/** The support desk's address: every ticket of every customer. */
export const SUPPORT_DESK_PAGE = '/sandbox/support';

/**
 * A reply is at most 10,000 characters (openapi `TicketMessageBody`; urlencoded it may triple)
 * with up to `MAX_ATTACHMENTS_PER_MESSAGE` files: one file over `MAX_ATTACHMENT_BYTES` still
 * fits, so the desk answers "too large" for it instead of a bare 413.
 */
const REPLY_FORM_BODY_LIMIT = 96 * 1024 + (MAX_ATTACHMENTS_PER_MESSAGE + 1) * MAX_ATTACHMENT_BYTES;

/** The reply form's files, kept beside its text fields (which `formFields` reads). */
const REPLY_FILES = Symbol('replyFiles');

/** The files posted with the reply form (none for an urlencoded post). */
function replyFiles(request: FastifyRequest): FormFile[] {
  const body = request.body as { [REPLY_FILES]?: FormFile[] } | null | undefined;
  return body?.[REPLY_FILES] ?? [];
}

const STATUS_LABELS: Record<TicketStatus, string> = {
  new: 'New',
  has_reply: 'Has reply',
  in_progress: 'In progress',
  done: 'Done',
};

function ticketPath(id: string): string {
  return `${SUPPORT_DESK_PAGE}/${encodeURIComponent(id)}`;
}

/** The support desk's view of customers: an email for an owner's uuid. */
export type CustomerEmails = (customerUuid: string) => string | undefined;

/**
 * The stand-in for the provider's helpdesk (a support agent's tool): `/sandbox/support` lists
 * every ticket, `/sandbox/support/{id}` shows its thread with the agent's reply form (HTML
 * allowed, sanitised like the customer's; files attached with the customer's limits, stored as
 * the customer's attachments so its thread shows them) and status select; the agent's reply sets
 * Has reply (SPEC §3 Ticket). Plain HTML, no scripts; posts carry the CSRF token and redirect
 * back. The reply form posts `multipart/form-data` (the button's `formenctype`), read by the
 * desk's own parser in the reply route's context only.
 *
 * @example
 * registerSupportDesk(app, { support, emailOf, forms });
 */
export function registerSupportDesk(
  app: FastifyInstance,
  {
    support,
    emailOf,
    forms,
  }: { support: SupportService; emailOf: CustomerEmails; forms: FormProtection },
): void {
  app.get(SUPPORT_DESK_PAGE, async (_request, reply) => {
    const tickets = support.listAllTickets();
    const rows = tickets.map(
      (ticket) =>
        `<tr data-ticket="${escapeHtml(ticket.id)}"><td><a href="${ticketPath(ticket.id)}">${escapeHtml(ticket.subject)}</a></td><td>${escapeHtml(emailOf(ticket.customerUuid) ?? ticket.customerUuid)}</td><td>${escapeHtml(ticket.topic)}</td><td>${escapeHtml(STATUS_LABELS[ticket.status])}</td><td>${escapeHtml(ticket.updated_at)}</td></tr>`,
    );
    const body =
      tickets.length === 0
        ? '<p>No tickets yet.</p>'
        : [
            '<table>',
            '<thead><tr><th>Subject</th><th>Customer</th><th>Topic</th><th>Status</th><th>Updated</th></tr></thead>',
            `<tbody>\n${rows.join('\n')}\n</tbody>`,
            '</table>',
          ].join('\n');
    return sendPage(reply, 200, 'Sandbox support desk', body);
  });

  app.get<{ Params: { id: string } }>(`${SUPPORT_DESK_PAGE}/:id`, async (request, reply) => {
    const ticket = support.findThread(request.params.id);
    if (ticket === undefined) return sendPage(reply, 404, 'No such ticket', '');
    const token = forms.token(request, reply);
    const messages = ticket.messages.map((message) => {
      const files = message.attachments
        .map(
          (file) =>
            `<li><a href="${SUPPORT_DESK_PAGE}/attachments/${escapeHtml(file.id)}">${escapeHtml(file.file_name)}</a> (${escapeHtml(file.content_type)}, ${file.size} bytes)</li>`,
        )
        .join('');
      // The body was sanitised when stored (product/support/sanitizeBody.ts).
      return `<article data-author="${message.author}"><h3>${message.author === 'support' ? 'Support' : 'Customer'}, ${escapeHtml(message.created_at)}</h3>\n<div>${message.body_html}</div>${files === '' ? '' : `\n<ul>${files}</ul>`}</article>`;
    });
    const options = TICKET_STATUSES.map(
      (status) =>
        `<option value="${status}"${status === ticket.status ? ' selected' : ''}>${STATUS_LABELS[status]}</option>`,
    ).join('');
    const body = [
      `<p><a href="${SUPPORT_DESK_PAGE}">All tickets</a></p>`,
      `<h2>${escapeHtml(ticket.subject)}</h2>`,
      `<p>Customer: ${escapeHtml(emailOf(ticket.customerUuid) ?? ticket.customerUuid)}. Topic: ${escapeHtml(ticket.topic)}. Status: <strong data-status="${ticket.status}">${STATUS_LABELS[ticket.status]}</strong>.</p>`,
      ...messages,
      `<form method="post" action="${ticketPath(ticket.id)}/reply">`,
      forms.hiddenField(token),
      '<label for="reply-body">Reply as support (HTML allowed: it is sanitised)</label><br>',
      '<textarea id="reply-body" name="body" rows="8" cols="80" required maxlength="10000"></textarea><br>',
      `<label for="reply-files">Attach files (at most ${MAX_ATTACHMENTS_PER_MESSAGE}, ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MB each: PNG, JPEG, PDF, text or log)</label> `,
      '<input id="reply-files" name="files" type="file" multiple accept="image/png,image/jpeg,application/pdf,text/plain,.txt,.log"><br>',
      '<button type="submit" formenctype="multipart/form-data">Send reply</button>',
      '</form>',
      `<form method="post" action="${ticketPath(ticket.id)}/status">`,
      forms.hiddenField(token),
      `<label for="ticket-status">Status</label> <select id="ticket-status" name="status">${options}</select>`,
      '<button type="submit">Set status</button>',
      '</form>',
    ].join('\n');
    return sendPage(reply, 200, `Ticket: ${ticket.subject}`, body);
  });

  const back = (id: string) => ({
    href: ticketPath(id),
    name: 'the ticket',
    then: 'again and send the form from there.',
  });
  const refused = (id: string) =>
    `<p>Open <a href="${escapeHtml(ticketPath(id))}">the ticket</a> again and send the form from there.</p>`;

  // The reply route in a context of its own: the multipart parser (files) serves it alone.
  void app.register(async (replies) => {
    replies.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'buffer' },
      (request, body, done) => {
        const boundary = multipartBoundary(request.headers['content-type']);
        const form =
          boundary === undefined ? undefined : parseMultipartForm(body as Buffer, boundary);
        if (form === undefined) {
          const error = Object.assign(new Error('The form post is not well-formed.'), {
            statusCode: 400,
          });
          done(error, undefined);
          return;
        }
        done(null, { ...form.fields, [REPLY_FILES]: form.files });
      },
    );
    replies.post<{ Params: { id: string } }>(
      `${SUPPORT_DESK_PAGE}/:id/reply`,
      { bodyLimit: REPLY_FORM_BODY_LIMIT },
      async (request, reply) => {
        const fields = formFields(request);
        if (!forms.verify(request, fields)) return sendFormRefused(reply, back(request.params.id));
        const ticket = support.findThread(request.params.id);
        if (ticket === undefined) return sendPage(reply, 404, 'No such ticket', '');
        const text = fields['body'] ?? '';
        if (text.length > 10_000)
          return sendPage(reply, 400, 'The reply is too long', refused(ticket.id));
        const files: DeskFile[] = replyFiles(request).map((file) => ({
          fileName: file.fileName,
          content: file.content,
        }));
        try {
          support.supportReply(ticket.id, text, files);
        } catch (error) {
          // The service's refusal says what to change (a file's size or type, their number).
          const title = error instanceof ApiProblem ? error.message : 'Write a reply';
          return sendPage(reply, 400, title, refused(ticket.id));
        }
        return reply.redirect(ticketPath(ticket.id), 303);
      },
    );
  });

  app.post<{ Params: { id: string } }>(
    `${SUPPORT_DESK_PAGE}/:id/status`,
    async (request, reply) => {
      const fields = formFields(request);
      if (!forms.verify(request, fields)) return sendFormRefused(reply, back(request.params.id));
      const ticket = support.findThread(request.params.id);
      if (ticket === undefined) return sendPage(reply, 404, 'No such ticket', '');
      const status = TICKET_STATUSES.find((candidate) => candidate === fields['status']);
      if (status === undefined) return sendPage(reply, 400, 'Choose a status', refused(ticket.id));
      support.setStatus(ticket.id, status);
      return reply.redirect(ticketPath(ticket.id), 303);
    },
  );

  app.get(`${SUPPORT_DESK_PAGE}/:id/reply`, postOnly);
  app.get(`${SUPPORT_DESK_PAGE}/:id/status`, postOnly);

  app.get<{ Params: { id: string } }>(
    `${SUPPORT_DESK_PAGE}/attachments/:id`,
    async (request, reply) => {
      const attachment = support.findAttachment(request.params.id);
      if (attachment === undefined) return sendPage(reply, 404, 'No such attachment', '');
      return sendAttachment(reply, attachment);
    },
  );
}
