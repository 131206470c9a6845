import type { FastifyPluginAsync } from 'fastify';
import { hashPassword } from '../../platform/security/password.ts';
import { hashToken, randomToken } from '../../platform/security/tokens.ts';
import { apiError } from '../../platform/http/apiError.ts';
import type { AccountContext } from './context.ts';
import type { JsonBody } from '../../platform/http/requestValidation.ts';
import { sendTooMany } from './input.ts';

/** The social providers of SPEC §1/§7, in the order the login page shows them. */
export const SOCIAL_PROVIDERS = ['google', 'vk', 'yandex', 'github', 'linkedin'] as const;

/** One of {@link SOCIAL_PROVIDERS}. */
export type SocialProviderId = (typeof SOCIAL_PROVIDERS)[number];

/** Lifetime of a sandbox authorization code (real providers use about 1-10 minutes). */
export const OAUTH_CODE_LIFETIME_MS = 60_000;

function fingerprintData(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const json = JSON.stringify(value);
  return json.length > 10_000 ? null : json;
}

/**
 * Whether a string names a social provider.
 *
 * @example
 * isSocialProvider('github'); // true
 */
export function isSocialProvider(value: string): value is SocialProviderId {
  return (SOCIAL_PROVIDERS as readonly string[]).includes(value);
}

/**
 * Issues a single-use authorization code for the sandbox consent page (what a provider does
 * when the user clicks "Allow"). Only its hash is kept.
 *
 * @example
 * const code = issueOauthCode(context, 'github', 'octo@example.com');
 */
export function issueOauthCode(
  context: AccountContext,
  provider: SocialProviderId,
  email: string,
): string {
  const now = context.now().getTime();
  for (const [key, entry] of context.oauthCodes) {
    if (entry.expiresAt <= now) context.oauthCodes.delete(key);
  }
  const code = randomToken(24);
  context.oauthCodes.set(hashToken(code), {
    provider,
    email,
    expiresAt: now + OAUTH_CODE_LIFETIME_MS,
  });
  return code;
}

/**
 * `POST /api/login-{google,vk,yandex,github,linkedin}/`: exchanges the sandbox provider's code
 * for a session; the first login creates the account (with `social_provider` set, no usable
 * password, no TOTP — §6).
 *
 * @example
 * await app.register(socialRoutes, { prefix: '/api', context });
 */
export const socialRoutes: FastifyPluginAsync<{ context: AccountContext }> = async (
  app,
  { context },
) => {
  const { customers } = context.stores;

  for (const provider of SOCIAL_PROVIDERS) {
    app.post(`/login-${provider}/`, async (request, reply) => {
      // The five operations share one schema (SocialLoginRequest).
      const body = request.body as JsonBody<'loginGoogle'>;
      // VK's answer arrives as `auth` (SPEC §7 `login-vk/ {auth, fp, fp_data}`).
      const code = body.code ?? body.auth ?? '';
      const verdict = context.addressAttempts.check(request.ip);
      if (!verdict.allowed) return sendTooMany(reply, verdict);
      context.addressAttempts.record(request.ip);

      const key = hashToken(code);
      const grant = context.oauthCodes.get(key);
      context.oauthCodes.delete(key); // single use, also when it turns out expired
      if (
        grant === undefined ||
        grant.provider !== provider ||
        grant.expiresAt <= context.now().getTime()
      ) {
        return reply
          .code(400)
          .send(
            apiError(
              'social_login_failed',
              'The sign-in with this provider did not complete. Try again.',
            ),
          );
      }
      let customer = customers.findByEmail(grant.email);
      if (customer !== undefined && customer.socialProvider !== provider) {
        return reply
          .code(400)
          .send(
            apiError(
              'social_account_conflict',
              'This email address already has an account. Log in with its password.',
            ),
          );
      }
      if (customer === undefined) {
        customer = customers.create({
          email: grant.email,
          // Nobody knows this password: the account logs in through the provider only.
          passwordHash: await hashPassword(randomToken(32), context.passwordCost),
          socialProvider: provider,
          createdAt: context.now(),
          fp: typeof body['fp'] === 'string' ? body['fp'].slice(0, 200) : null,
          fpData: fingerprintData(body['fp_data']),
        });
        context.events.publish('customer.signed_up', {
          customerUuid: customer.uuid,
          email: customer.email,
          socialProvider: provider,
        });
      }
      context.recordLogin(request, customer, 'success', provider);
      return context.openSession(request, reply, customer);
    });
  }
};
