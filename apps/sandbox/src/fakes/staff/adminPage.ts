import type { FastifyInstance } from 'fastify';
import { escapeHtml, sendHtmlPage } from '../../platform/http/html.ts';
import type { FormProtection } from '../forms.ts';

/** The admin page's address: every staff tool is a section of it. */
export const ADMIN_PAGE = '/sandbox/admin';

/** One section of the admin page: a heading and its content (forms carry `token`). */
export interface AdminSection {
  /** The fragment id the section's posts redirect back to (`/sandbox/admin#cloud`). */
  id: string;
  title: string;
  /** The section's HTML, already escaped; `token` is the visitor's CSRF token for its forms. */
  render(token: string): string;
}

/**
 * Serves `/sandbox/admin`: the staff tools' sections in order, each under its heading. The
 * sections' forms post elsewhere and redirect back here (post/redirect/get).
 *
 * @example
 * registerAdminPage(app, forms, [impersonationSection(context, forms), cloudSection(cloud, forms)]);
 */
export function registerAdminPage(
  app: FastifyInstance,
  forms: FormProtection,
  sections: readonly AdminSection[],
): void {
  app.get(ADMIN_PAGE, async (request, reply) => {
    const token = forms.token(request, reply);
    const body = sections
      .map(
        (section) =>
          `<section id="${escapeHtml(section.id)}">\n<h2>${escapeHtml(section.title)}</h2>\n${section.render(token)}\n</section>`,
      )
      .join('\n');
    return sendHtmlPage(reply, 200, 'Sandbox admin', body);
  });
}
