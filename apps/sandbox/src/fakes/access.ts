import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendHtmlPage } from '../platform/http/html.ts';
import { localRefusal } from '../platform/http/localAccess.ts';

export { isLoopbackAddress, isLoopbackHost, isAllowedHost } from '../platform/http/localAccess.ts';

/** Whether and where the fake outside parties (outbox, consent, pay, impersonation) are served. */
export interface FakesSettings {
  /** Serve the fake pages (`SANDBOX_FAKES=1`). Off: their paths answer 404 like unknown paths. */
  enabled: boolean;
  /**
   * `Host` header values accepted besides `localhost`, `127.0.0.1` and `[::1]` on the listening
   * port (`SANDBOX_FAKES_HOSTS`): lower case, `name:port` as the browser sends it.
   */
  extraHosts: readonly string[];
}

/** The default: no fake pages. */
export const FAKES_OFF: FakesSettings = { enabled: false, extraHosts: [] };

/**
 * Why a request may not use the fake pages, or `undefined` when it may ({@link localRefusal} with
 * the configured extra hosts).
 *
 * @example
 * fakesRefusal(request, settings); // undefined for a local browser
 */
export function fakesRefusal(request: FastifyRequest, settings: FakesSettings): string | undefined {
  return localRefusal(request, settings.extraHosts);
}

/**
 * Refuses every route of the (encapsulated) instance to requests {@link fakesRefusal} turns
 * away, with a 403 page saying what is required.
 *
 * @example
 * await app.register(async (fakes) => { guardFakePages(fakes, settings); ...routes });
 */
export function guardFakePages(app: FastifyInstance, settings: FakesSettings): void {
  app.addHook('onRequest', async (request, reply) => {
    const refusal = fakesRefusal(request, settings);
    if (refusal === undefined) return undefined;
    return sendHtmlPage(
      reply,
      403,
      'Forbidden',
      [
        `<p>This sandbox page stands in for an outside party and refused a request ${refusal}.`,
        'It answers only a browser on the same machine: a loopback address, no proxy, and the',
        'Host localhost, 127.0.0.1 or [::1] with the sandbox port (SANDBOX_FAKES_HOSTS adds',
        'others).</p>',
      ].join('\n'),
    );
  });
}
