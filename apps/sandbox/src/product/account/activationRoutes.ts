import type { FastifyPluginAsync } from 'fastify';
import { apiError } from '../../platform/http/apiError.ts';
import type { JsonBody } from '../../platform/http/requestValidation.ts';
import { customerBody, type AccountContext } from './context.ts';
import { sendNotAuthenticated } from './input.ts';

/** What `activate-with-details/` says of the customer (SPEC §3 Form store); null: not given. */
export interface CustomerDetails {
  firstName: string;
  lastName: string;
  phone: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  companyName: string | null;
  inn: string | null;
  kpp: string | null;
}

/**
 * What a company's details lack (SPEC §3 Form store: company name, INN, KPP): a company in
 * Russia needs its INN, and an organisation (10-digit INN) its KPP. Field → message.
 *
 * @example
 * missingCompanyDetails({ country: 'RU', companyName: 'Romashka', inn: null, kpp: null });
 * // { inn: ['Enter the company’s INN.'] }
 */
export function missingCompanyDetails(
  details: Pick<CustomerDetails, 'country' | 'companyName' | 'inn' | 'kpp'>,
): Record<string, string[]> {
  if (details.country !== 'RU' || details.companyName === null) return {};
  if (details.inn === null) return { inn: ['Enter the company’s INN.'] };
  if (details.inn.length === 10 && details.kpp === null)
    return { kpp: ['Enter the company’s KPP.'] };
  return {};
}

/**
 * `POST /api/activate-with-details/` (SPEC §4 Account, §7): writes the customer's details into
 * its profile (the account info screen's, so they are entered once) and activates the account.
 * The body's shapes are checked against openapi.yaml before this runs.
 *
 * @example
 * await app.register(activationRoutes, { prefix: '/api', context });
 */
export const activationRoutes: FastifyPluginAsync<{ context: AccountContext }> = async (
  app,
  { context },
) => {
  app.post('/activate-with-details/', async (request, reply) => {
    const authenticated = context.authenticate(request);
    if (authenticated === undefined) return sendNotAuthenticated(reply);
    const { customer } = authenticated;
    if (customer.activated)
      return reply
        .code(409)
        .send(apiError('already_activated', 'Your account is already activated.'));
    const body = request.body as JsonBody<'activateWithDetails'>;
    const typed: CustomerDetails = {
      firstName: body.first_name.trim(),
      lastName: body.last_name.trim(),
      phone: body.phone,
      country: body.country,
      companyName: body.company_name?.trim() || null,
      inn: body.inn ?? null,
      kpp: body.kpp ?? null,
    };
    const missing = missingCompanyDetails(typed);
    if (Object.keys(missing).length > 0)
      return reply
        .code(400)
        .send(
          apiError(
            'company_details_required',
            'A company in Russia needs its INN, and an organisation its KPP.',
            missing,
          ),
        );
    const profiles = context.stores.profiles;
    profiles.save(
      customer.uuid,
      {
        ...profiles.get(customer.uuid),
        first_name: typed.firstName,
        last_name: typed.lastName,
        phone: typed.phone,
        country: typed.country,
        company_name: typed.companyName ?? '',
        // A 12-digit INN is a sole trader's (no KPP), a 10-digit one an organisation's.
        taxpayer_kind: typed.inn?.length === 12 ? 'soleTrader' : 'company',
        inn: typed.inn ?? '',
        kpp: typed.kpp ?? '',
      },
      context.now(),
    );
    context.stores.customers.setActivated(customer.uuid, true);
    const updated = context.stores.customers.findByUuid(customer.uuid) ?? customer;
    return customerBody(updated, context.balanceOf(updated.uuid), context.fundsOf(updated.uuid));
  });
};
