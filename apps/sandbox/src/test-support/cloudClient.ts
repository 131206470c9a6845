import { createCloudClient, type CloudClient } from '@cloud-portal/cloud-sdk/core';
import { createToken } from '@cloud-portal/cloud-sdk/identity';
import type { FastifyInstance } from 'fastify';
import { DEMO_CONSUMER } from '../product/consumers/index.ts';

/** The origin test requests claim (the `Host` the emulator writes its links with). */
export const TEST_ORIGIN = 'http://portal.test:8080';

/**
 * A `fetch` that sends each request to the app with `inject()` (no socket): the SDK talks to the
 * emulator exactly as a browser would, headers and bodies included.
 *
 * @example
 * const client = createCloudClient({ baseUrl: TEST_ORIGIN, fetch: injectFetch(app) });
 */
export function injectFetch(app: FastifyInstance) {
  return async (input: string, init: RequestInit): Promise<Response> => {
    const url = new URL(input, TEST_ORIGIN);
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { ...headers, host: url.host },
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value])
        responseHeaders.append(name, String(item));
    }
    const noBody =
      response.statusCode === 204 || response.statusCode === 304 || init.method === 'HEAD';
    return new Response(noBody ? null : response.rawPayload, {
      status: response.statusCode,
      headers: responseHeaders,
    });
  };
}

/**
 * An SDK client logged in as the demo consumer (or the user given) (a project-scoped Keystone token), talking to
 * the app through {@link injectFetch}.
 *
 * @example
 * const { client, projectId } = await demoCloudClient(server.app);
 * const servers = await listAllServers(client);
 */
export async function demoCloudClient(
  app: FastifyInstance,
  options: { region?: string; username?: string; password?: string } = {},
): Promise<{ client: CloudClient; projectId: string; userId: string; token: string }> {
  const fetch = injectFetch(app);
  const anonymous = createCloudClient({
    baseUrl: TEST_ORIGIN,
    fetch,
    region: options.region ?? 'eu-west2',
  });
  const token = await createToken(anonymous, {
    username: options.username ?? DEMO_CONSUMER.osUser,
    password: options.password ?? DEMO_CONSUMER.osPassword,
  });
  const client = createCloudClient({
    baseUrl: TEST_ORIGIN,
    fetch,
    region: options.region ?? 'eu-west2',
    token: () => token.token,
    ...(token.projectId === undefined ? {} : { projectId: token.projectId }),
  });
  return { client, projectId: token.projectId ?? '', userId: token.userId, token: token.token };
}
