import { getHeader, setHeader } from '../headers.ts';
import type { CloudMiddleware } from '../types.ts';
import { MIDDLEWARE } from './names.ts';

/** Supplies the current cloud token; `undefined`/`null`/'' when there is none yet. */
export type TokenProvider = () => string | null | undefined | Promise<string | null | undefined>;

/**
 * Sends the token in both `X-Auth-Token` and `X-Subject-Token` (§7). Asks the provider on every
 * attempt, so a retry after a 401 carries a renewed token. Headers the call set itself win;
 * requests with `authenticate: false` (token creation) are left alone.
 *
 * @example
 * authTokenMiddleware(() => store.getState().auth.cloudToken);
 */
export function authTokenMiddleware(getToken: TokenProvider | undefined): CloudMiddleware {
  return {
    name: MIDDLEWARE.authToken,
    async handle(request, next) {
      if (!request.authenticate || getToken === undefined) return next(request);
      const token = await getToken();
      if (token === undefined || token === null || token === '') return next(request);
      let headers = request.headers;
      for (const name of ['X-Auth-Token', 'X-Subject-Token']) {
        if (getHeader(headers, name) === undefined) headers = setHeader(headers, name, token);
      }
      return next({ ...request, headers });
    },
  };
}
