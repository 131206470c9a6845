import type { FastifyInstance } from 'fastify';
import { escapeHtml, sendHtmlPage as sendPage } from '../../platform/http/html.ts';
import { donationBody, type DonationsService } from '../../product/donate/index.ts';
import { formFields, sendFormRefused, type FormProtection } from '../forms.ts';

/** Where the pay page sends the payer back to (the portal's donate page, SPEC §2). */
export const DONATE_RETURN_PATH = '/donate';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The stand-in for a payment provider: the payment page of a donation (`/sandbox/pay/{id}`),
 * whose form marks the donation paid or cancelled and returns the payer to
 * `/donate?payment={id}`. The form post changes state, so it needs the page's CSRF token and is
 * refused cross-site; plain HTML, no scripts.
 *
 * @example
 * registerPayPage(app, { donations, now, forms });
 */
export function registerPayPage(
  app: FastifyInstance,
  {
    donations,
    now,
    forms,
  }: { donations: DonationsService; now: () => Date; forms: FormProtection },
): void {
  app.get<{ Params: { id: string } }>('/sandbox/pay/:id', async (request, reply) => {
    const donation = UUID.test(request.params.id)
      ? donations.findDonation(request.params.id)
      : undefined;
    if (donation === undefined) return sendPage(reply, 404, 'No such payment', '');
    const body = donationBody(donation);
    const summary = `<p>Donation of <strong>${escapeHtml(body.amount)} ${escapeHtml(body.currency.toUpperCase())}</strong>. Status: <strong>${escapeHtml(body.status)}</strong>.</p>`;
    if (body.status !== 'pending')
      return sendPage(
        reply,
        200,
        'Sandbox payment',
        `${summary}\n<p><a href="${DONATE_RETURN_PATH}?payment=${body.id}">Back to the site</a></p>`,
      );
    return sendPage(
      reply,
      200,
      'Sandbox payment',
      [
        summary,
        '<p>This page stands in for a payment provider. No money moves.</p>',
        `<form method="post" action="/sandbox/pay/${body.id}">`,
        forms.hiddenField(forms.token(request, reply)),
        '<button type="submit" name="decision" value="pay">Pay</button>',
        '<button type="submit" name="decision" value="cancel">Cancel</button>',
        '</form>',
      ].join('\n'),
    );
  });

  app.post<{ Params: { id: string } }>('/sandbox/pay/:id', async (request, reply) => {
    const fields = formFields(request);
    if (!forms.verify(request, fields))
      return sendFormRefused(reply, {
        href: `/sandbox/pay/${request.params.id}`,
        name: 'the payment page',
        then: 'again and choose Pay or Cancel.',
      });
    const donation = UUID.test(request.params.id)
      ? donations.findDonation(request.params.id)
      : undefined;
    if (donation === undefined) return sendPage(reply, 404, 'No such payment', '');
    const decision = fields['decision'];
    if (decision !== 'pay' && decision !== 'cancel')
      return sendPage(reply, 400, 'Choose Pay or Cancel', '');
    // Only a pending donation changes; a second submit (back button) leaves the first result.
    donations.settleDonation(donation.id, decision === 'pay' ? 'paid' : 'cancelled', now());
    return reply.redirect(`${DONATE_RETURN_PATH}?payment=${donation.id}`, 303);
  });
}
