import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './authRoutes.ts';
import type { AccountContext } from './context.ts';
import { customerRoutes } from './customerRoutes.ts';
import { miscRoutes } from './miscRoutes.ts';
import { socialRoutes } from './socialRoutes.ts';
import { totpRoutes } from './totpRoutes.ts';

export { addCsrfGuard } from './csrfGuard.ts';
export {
  COOKIES,
  DEFAULT_RATE_LIMITS,
  LIFETIMES,
  createAccountContext,
  customerBody,
  type AccountContext,
  type RateLimits,
} from './context.ts';
export { RESET_PAGE_PATH } from './customerRoutes.ts';
export {
  SOCIAL_PROVIDERS,
  isSocialProvider,
  issueOauthCode,
  type SocialProviderId,
} from './socialRoutes.ts';

/**
 * Every account route of openapi.yaml (auth, customers, TOTP, geo, refresh status), under `/api`.
 *
 * @example
 * await app.register(accountRoutes, { prefix: '/api', context, staticDir });
 */
export const accountRoutes: FastifyPluginAsync<{
  context: AccountContext;
  staticDir: string;
}> = async (app, { context, staticDir }) => {
  await app.register(authRoutes, { context });
  await app.register(customerRoutes, { context });
  await app.register(totpRoutes, { context });
  await app.register(socialRoutes, { context });
  await app.register(miscRoutes, { staticDir });
};
