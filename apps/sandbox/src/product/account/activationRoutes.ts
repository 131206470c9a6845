import type { FastifyPluginAsync } from 'fastify';
import { apiError } from '../../platform/http/apiError.ts';
import type { JsonBody } from '../../platform/http/requestValidation.ts';
import { customerBody, type AccountContext } from './context.ts';
import type { CustomerDetails, CustomerDetailsStore } from './customerDetailsStore.ts';
import { sendNotAuthenticated } from './input.ts';

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
 * `POST /api/activate-with-details/` (SPEC §4 Account, §7): stores the customer's details and
 * activates the account. The body's shapes are checked against openapi.yaml before this runs.
 *
 * @example
 * await app.register(activationRoutes, { prefix: '/api', context, details });
 */
export const activationRoutes: FastifyPluginAsync<{
  context: AccountContext;
  details: CustomerDetailsStore;
}> = async (app, { context, details }) => {
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
    details.save(customer.uuid, typed, context.now());
    context.stores.customers.setActivated(customer.uuid, true);
    const updated = context.stores.customers.findByUuid(customer.uuid) ?? customer;
    return customerBody(updated, context.balanceOf(updated.uuid), context.fundsOf(updated.uuid));
  });
};
