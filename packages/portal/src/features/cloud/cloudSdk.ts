// The part of the cloud SDK the connection needs, and the consumer calls, loaded on demand
// (cloudConnection.ts imports it with `import()`), so the store's chunk, which the control panel
// loads first, carries no SDK.
import {
  createCloudClient,
  getHeader,
  MIDDLEWARE,
  replaceMiddleware,
  setHeader,
  type CloudClient,
  type CloudMiddleware,
  type CloudRequest,
  type FetchFunction,
} from '@cloud-portal/cloud-sdk/core';

export { createToken } from '@cloud-portal/cloud-sdk/identity';
// The consumer calls import api-client's constants: here they stay out of the store's chunk.
export { ensureConsumer } from './consumer.ts';

/** How the portal's client gets its token and reports a refused one. */
export interface RenewingAuthOptions {
  /** The token to send, waiting for one when there is none (§4 Request layer). */
  token: () => Promise<string>;
  /** The cloud answered 401 to `token`: renew it (unless already done); resolves when settled. */
  rejected: (token: string) => Promise<unknown>;
}

function withToken(request: CloudRequest, token: string): CloudRequest {
  let headers = setHeader(request.headers, 'X-Auth-Token', token);
  headers = setHeader(headers, 'X-Subject-Token', token);
  return { ...request, headers };
}

/**
 * The portal's `auth-token` middleware (it replaces the SDK's, in the same place of the chain):
 * sends the token in both headers (§7), waiting for one when there is none, and on a 401 asks for
 * a renewal and repeats the request once with the new token (§4 Request layer, §7). Requests that
 * must not carry the token (token creation) and requests that set their own token (checking a
 * given token) pass untouched. Inside `retry`, so a call's own §7 retries each get this too.
 * @example replaceMiddleware(defaultMiddleware(), 'auth-token', renewingAuthMiddleware({ token, rejected }));
 */
export function renewingAuthMiddleware(options: RenewingAuthOptions): CloudMiddleware {
  return {
    name: MIDDLEWARE.authToken,
    async handle(request, next) {
      if (!request.authenticate || getHeader(request.headers, 'X-Auth-Token') !== undefined) {
        return next(request);
      }
      const sent = await options.token();
      const response = await next(withToken(request, sent));
      if (response.status !== 401) return response;
      await options.rejected(sent);
      const renewed = await options.token();
      // No other token to try: the 401 stands (error-normalise turns it into a CloudError).
      if (renewed === sent) return response;
      return next(withToken(request, renewed));
    },
  };
}

/** Options of {@link createPortalCloudClient}. */
export interface PortalCloudClientOptions extends RenewingAuthOptions {
  /** The brand's cloud base (`brand.endpoints.cloud`); requests go to `{baseUrl}/cloud/{region}/…`. */
  baseUrl: string;
  /** Project of `volume/v3/{projectId}`: the token's. */
  projectId: () => string | undefined;
  fetch?: FetchFunction | undefined;
}

/**
 * The cloud client of one portal: the SDK's default chain with the portal's renewing `auth-token`.
 * @example const client = createPortalCloudClient({ baseUrl: '', projectId, token, rejected });
 */
export function createPortalCloudClient(options: PortalCloudClientOptions): CloudClient {
  return createCloudClient({
    baseUrl: options.baseUrl,
    projectId: options.projectId,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    middleware: (defaults) =>
      replaceMiddleware(defaults, MIDDLEWARE.authToken, renewingAuthMiddleware(options)),
  });
}
