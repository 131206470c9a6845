import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { openStackError } from '../cloud/shared/errors.ts';
import { localRefusal } from './http/localAccess.ts';
import { apiError } from './http/apiError.ts';
import { httpErrorCode } from '@cloud-portal/domain/errors';
import { FaultRuleError, parseFaultRule, type Faults } from './faults.ts';
import { isSameOriginRequest } from './security/csrf.ts';

/** Cookie and header that carry a request's fault scope (see `FaultRuleInput.scope`). */
export const FAULT_SCOPE_COOKIE = 'sandbox_fault_scope';
export const FAULT_SCOPE_HEADER = 'x-sandbox-fault-scope';

// Answers made by a fault rule: the contract check leaves them alone (a deliberate outage may use
// a status openapi.yaml does not list for that call).
const injected = new WeakSet<FastifyRequest>();

/**
 * Whether a fault rule answered this request (its status was injected, not the route's).
 *
 * @example
 * if (isInjectedFault(request)) return payload; // in an onSend hook that checks answers
 */
export function isInjectedFault(request: FastifyRequest): boolean {
  return injected.has(request);
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator !== -1 && part.slice(0, separator).trim() === name)
      return part.slice(separator + 1).trim();
  }
  return undefined;
}

function scopeOf(request: FastifyRequest): string | undefined {
  const header = request.headers[FAULT_SCOPE_HEADER];
  if (typeof header === 'string' && header !== '') return header;
  return cookieValue(request.headers.cookie, FAULT_SCOPE_COOKIE);
}

const sleep = (milliseconds: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

/**
 * Applies the fault rules to every request, in an `onRequest` hook added before the modules'
 * own (so a fault comes before CSRF, auth and the handlers). It matches the routed path: the
 * decoded path without its query. A status answers with the error body of the API hit
 * (OpenStack's under `/cloud`, the product API's elsewhere); a drop closes the connection without
 * an answer. With no rules in force it costs one length check per request.
 *
 * @example
 * addFaultInjection(app, platform.faults); // before registerModules
 */
export function addFaultInjection(app: FastifyInstance, faults: Faults): void {
  app.addHook('onRequest', async (request, reply) => {
    // The common case, on every request: no rules, no path decoding or cookie parsing.
    if (!faults.hasRules()) return;
    const path = safeDecode(request.url.split('?')[0] ?? '/');
    const action = faults.match({ method: request.method, path, scope: scopeOf(request) });
    if (action === undefined) return;
    if (action.delayMs > 0) await sleep(action.delayMs);
    const { outcome } = action;
    switch (outcome.kind) {
      case 'pass':
        return;
      case 'drop':
        injected.add(request);
        reply.hijack();
        // Destroying the response destroys its socket; under `inject()` (whose socket is a
        // stand-in) the call ends with a connection-reset error instead of waiting forever.
        reply.raw.destroy();
        return;
      case 'status':
        injected.add(request);
        // A refused websocket handshake: close the socket after the answer, as the websocket
        // plugin does for its own refusals (its hooks come after this one and do not run).
        if (request.headers.upgrade !== undefined) {
          reply.header('Connection', 'close');
          reply.raw.once('finish', () => request.raw.socket.destroy());
        }
        await reply
          .code(outcome.status)
          .send(
            path === '/cloud' || path.startsWith('/cloud/')
              ? openStackError(outcome.status, outcome.message)
              : apiError(httpErrorCode(outcome.status), outcome.message),
          );
        return;
      default:
        return outcome satisfies never;
    }
  });
}

/**
 * The control surface is for a test runner on the same machine ({@link localRefusal}: loopback
 * peer, no proxy, a loopback `Host`), and a browser request must be same-origin.
 */
function isLocalTestRunner(request: FastifyRequest): boolean {
  const header = (name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' ? value : undefined;
  };
  return (
    localRefusal(request, []) === undefined &&
    isSameOriginRequest({
      origin: header('origin'),
      secFetchSite: header('sec-fetch-site'),
      host: request.headers.host,
    })
  );
}

function refuse(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).send(apiError(code, message));
}

/**
 * The fault control surface, for browser tests (serve it only when a setting enables it, as
 * `SANDBOX_FAULTS=1` does): JSON in, JSON out, loopback test runners only, and no GET, so no
 * link or image can change it.
 *
 * - `POST /sandbox/faults` with one rule → 201 `{fault}`
 * - `PUT /sandbox/faults` with `{faults: [rule, ...]}` → 200 `{faults}` (replaces every rule)
 * - `DELETE /sandbox/faults[?scope=s]` → 200 `{removed}` (every rule, or one scope's)
 * - `DELETE /sandbox/faults/{id}` → 204, or 404 when there is no such rule
 *
 * @example
 * await registerFaultControl(app, platform.faults);
 */
export async function registerFaultControl(app: FastifyInstance, faults: Faults): Promise<void> {
  await app.register(async (control) => {
    control.addHook('onRequest', async (request, reply) => {
      if (!isLocalTestRunner(request))
        return refuse(
          reply,
          403,
          'forbidden',
          'The fault control answers local test runners only.',
        );
      const hasBody = request.method === 'POST' || request.method === 'PUT';
      const type = request.headers['content-type'] ?? '';
      if (hasBody && !/^application\/json\s*(;|$)/i.test(type))
        return refuse(reply, 415, 'unsupported_media_type', 'Send the rules as application/json.');
      return undefined;
    });

    const badRule = (reply: FastifyReply, error: unknown) => {
      if (!(error instanceof FaultRuleError)) throw error;
      return reply.code(400).send(apiError('bad_request', error.message, error.problems));
    };

    control.post('/sandbox/faults', async (request, reply) => {
      try {
        return await reply.code(201).send({ fault: faults.add(parseFaultRule(request.body)) });
      } catch (error) {
        return badRule(reply, error);
      }
    });

    control.put('/sandbox/faults', async (request, reply) => {
      const body = request.body as { faults?: unknown } | null;
      if (typeof body !== 'object' || body === null || !Array.isArray(body.faults))
        return refuse(reply, 400, 'bad_request', 'Send {"faults": [rule, ...]}.');
      const problems: Record<string, string[]> = {};
      const rules = body.faults.flatMap((rule: unknown, index) => {
        try {
          return [parseFaultRule(rule)];
        } catch (error) {
          if (!(error instanceof FaultRuleError)) throw error;
          for (const [field, messages] of Object.entries(error.problems))
            problems[`faults/${index}/${field}`] = messages;
          return [];
        }
      });
      if (Object.keys(problems).length > 0) return badRule(reply, new FaultRuleError(problems));
      return { faults: faults.replace(rules) };
    });

    control.delete('/sandbox/faults', async (request) => {
      const scope = (request.query as Record<string, unknown>)['scope'];
      return {
        removed: faults.clear(typeof scope === 'string' && scope !== '' ? scope : undefined),
      };
    });

    control.delete('/sandbox/faults/:id', async (request, reply) => {
      const { id } = request.params as { id: string };
      if (!faults.remove(id))
        return refuse(
          reply,
          404,
          'not_found',
          `No fault rule ${id} (it may have run out its count).`,
        );
      return reply.code(204).send();
    });
  });
}
