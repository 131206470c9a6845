import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { createContractValidator } from './openapi.ts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** One call of {@link createAgent}'s `call`. */
export interface AgentCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path template of openapi.yaml, e.g. `/customers/{id}/`; the response is validated against it. */
  operation: string;
  /** Actual path under /api when it differs from `operation` (path parameters). */
  path?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Send `X-CSRFToken` from the jar (as the api-client does). Default true. */
  csrf?: boolean;
}

/**
 * A browser-like test client over `inject()`: keeps cookies between calls (honouring deletions),
 * copies the CSRF cookie (`__Host-csrftoken__` over https) into `X-CSRFToken` on mutating calls,
 * and validates EVERY response body against openapi.yaml (status included), failing the test on
 * a mismatch.
 *
 * @example
 * const agent = createAgent(server.app);
 * await agent.call({ method: 'GET', operation: '/refresh-status/' }); // picks up csrftoken__
 * const response = await agent.call({ method: 'POST', operation: '/login/', body: { email, password } });
 */
export function createAgent(app: FastifyInstance) {
  const jar = new Map<string, string>();
  const responseValidator = createContractValidator();

  function remember(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies as Array<{
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }>) {
      const expired =
        cookie.maxAge === 0 ||
        (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired || cookie.value === '') jar.delete(cookie.name);
      else jar.set(cookie.name, cookie.value);
    }
  }

  async function call({
    method,
    operation,
    path,
    body,
    headers = {},
    csrf = true,
  }: AgentCall): Promise<LightMyRequestResponse> {
    const sent: Record<string, string> = { ...headers };
    if (jar.size > 0)
      sent['cookie'] = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    // Over https the server names it `__Host-csrftoken__` (the api-client reads that one first).
    const token = jar.get('__Host-csrftoken__') ?? jar.get('csrftoken__');
    if (csrf && MUTATING.has(method) && token !== undefined) sent['x-csrftoken'] = token;
    const response = await app.inject({
      method,
      url: `/api${path ?? operation}`,
      headers: sent,
      ...(body === undefined ? {} : { payload: body as object }),
    });
    remember(response);
    const validate = responseValidator(operation, method, response.statusCode);
    const parsed: unknown = response.json();
    expect(
      validate(parsed),
      `${method} ${operation} ${response.statusCode} does not match openapi.yaml: ${JSON.stringify(validate.errors)} in ${response.body}`,
    ).toBe(true);
    return response;
  }

  return {
    jar,
    call,
    /** A GET that gives the agent its CSRF cookie, as the app's first API call does. */
    async primeCsrf(): Promise<void> {
      await call({ method: 'GET', operation: '/refresh-status/' });
    },
    /** Logs in with email and password; answers the response. */
    login(email: string, password: string) {
      return call({ method: 'POST', operation: '/login/', body: { email, password } });
    },
  };
}

/** The Set-Cookie entry named `name` of a response. */
export function cookieOf(response: LightMyRequestResponse, name: string) {
  return (
    response.cookies as Array<{
      name: string;
      value: string;
      httpOnly?: boolean;
      sameSite?: string;
      secure?: boolean;
      path?: string;
      maxAge?: number;
    }>
  ).find((cookie) => cookie.name === name);
}
