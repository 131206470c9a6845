import type { CustomerProfile } from '@cloud-portal/api-client';
import {
  allowEmpty,
  validateInn,
  validateKpp,
  validatePhone,
  type ValidationResult,
} from '@cloud-portal/domain/validation';
import type { FastifyPluginAsync } from 'fastify';
import { apiError } from '../../platform/http/apiError.ts';
import type { JsonBody } from '../../platform/http/requestValidation.ts';
import type { AccountContext } from './context.ts';
import { sendNotAuthenticated } from './input.ts';

// English texts of the domain's message keys this route can answer (the portal translates the
// fields itself; these are for other API users).
const MESSAGES: Readonly<Record<string, string>> = {
  'validation:required': 'This field is required.',
  'validation:phone': "A phone number starts with '+' and a country code.",
  'validation:phoneLength': 'A phone number has 7 to 15 digits with its country code.',
  'account:info.validation.innLength': 'The INN has the wrong number of digits.',
  'account:info.validation.innChecksum': 'The INN check digits do not match: check the number.',
  'account:info.validation.kpp': 'A KPP has 9 characters.',
};

function text(problem: NonNullable<ValidationResult>): string {
  return MESSAGES[problem.key] ?? 'This value is not valid.';
}

/**
 * The problems of a profile by field (§5 phone; §3 INN/KPP of a Russian company), trimmed values.
 *
 * @example
 * profileProblems({ ...EMPTY_PROFILE, phone: '8 495' }); // { phone: [...] }
 */
export function profileProblems(profile: CustomerProfile): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const phone = allowEmpty(validatePhone)(profile.phone);
  if (phone !== null) problems['phone'] = [text(phone)];
  // INN and KPP are Russian: checked for a Russian company that gave an INN.
  if (profile.country === 'RU' && profile.inn.trim() !== '') {
    const inn = validateInn(profile.inn, profile.taxpayer_kind);
    if (inn !== null) problems['inn'] = [text(inn)];
    if (profile.taxpayer_kind === 'company') {
      const kpp = validateKpp(profile.kpp);
      if (kpp !== null) problems['kpp'] = [text(kpp)];
    }
  }
  return problems;
}

/**
 * `GET /api/customers/profile/`, `PUT /api/customers/profile/` (account info screen, §3 Form store).
 *
 * @example
 * await app.register(profileRoutes, { prefix: '/api', context });
 */
export const profileRoutes: FastifyPluginAsync<{ context: AccountContext }> = async (
  app,
  { context },
) => {
  const { profiles } = context.stores;

  app.get('/customers/profile/', async (request, reply) => {
    const authenticated = context.authenticate(request);
    if (authenticated === undefined) return sendNotAuthenticated(reply);
    return profiles.get(authenticated.customer.uuid);
  });

  app.put('/customers/profile/', async (request, reply) => {
    const authenticated = context.authenticate(request);
    if (authenticated === undefined) return sendNotAuthenticated(reply);
    const body = request.body as JsonBody<'updateCustomerProfile'>;
    const russian = body.country === 'RU';
    const profile: CustomerProfile = {
      first_name: body.first_name.trim(),
      last_name: body.last_name.trim(),
      phone: body.phone.trim(),
      country: body.country,
      company_name: body.company_name.trim(),
      company_address: body.company_address.trim(),
      taxpayer_kind: body.taxpayer_kind,
      // INN and KPP mean nothing outside Russia; a sole trader has no KPP.
      inn: russian ? body.inn.trim() : '',
      kpp: russian && body.taxpayer_kind === 'company' ? body.kpp.trim() : '',
    };
    const problems = profileProblems(profile);
    if (Object.keys(problems).length > 0) {
      return reply
        .code(400)
        .send(apiError('invalid_input', 'Some fields are not valid.', problems));
    }
    profiles.save(authenticated.customer.uuid, profile, context.now());
    return profile;
  });
};
