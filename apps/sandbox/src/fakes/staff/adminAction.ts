import type { FastifyInstance, FastifyReply } from 'fastify';
import { formFields, postOnly, sendFormRefused, type FormProtection } from '../forms.ts';
import { ADMIN_PAGE } from './adminPage.ts';

/** Where an admin page section's form posts, and the section it comes from. */
export interface AdminAction {
  /** The form's action path, e.g. `/sandbox/admin/refresh-key`. */
  path: string;
  /** The section's id on the admin page (the 403 page links back to it). */
  section: string;
}

/**
 * Serves one form of the admin page: a GET changes nothing (405, `postOnly`: a link or a typed
 * address must not change state), a post without the page's CSRF token is refused (403 with a
 * link back to the section), and a verified post runs `act` with the form's fields.
 *
 * @example
 * registerAdminAction(app, { path: REFRESH_KEY_PATH, section: 'refresh' }, forms, (_fields, reply) => {
 *   status.change();
 *   return reply.redirect(`${ADMIN_PAGE}#refresh`, 303);
 * });
 */
export function registerAdminAction(
  app: FastifyInstance,
  action: AdminAction,
  forms: FormProtection,
  act: (fields: Record<string, string>, reply: FastifyReply) => unknown,
): void {
  app.get(action.path, postOnly);
  app.post(action.path, async (request, reply) => {
    const fields = formFields(request);
    if (!forms.verify(request, fields))
      return sendFormRefused(reply, {
        href: `${ADMIN_PAGE}#${action.section}`,
        name: 'the admin page',
        then: 'and use its form again.',
      });
    return act(fields, reply);
  });
}
