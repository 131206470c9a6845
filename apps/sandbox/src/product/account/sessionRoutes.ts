import type { ActiveSession, LoginEvent } from '@cloud-portal/api-client';
import type { FastifyPluginAsync } from 'fastify';
import { apiError } from '../../platform/http/apiError.ts';
import type { AccountContext } from './context.ts';
import { sendNotAuthenticated } from './input.ts';

/**
 * `GET /api/sessions/`, `DELETE /api/sessions/{id}/`, `POST /api/sessions/revoke-others/`,
 * `GET /api/login-history/` (account security screen, issue 14).
 *
 * @example
 * await app.register(sessionRoutes, { prefix: '/api', context });
 */
export const sessionRoutes: FastifyPluginAsync<{ context: AccountContext }> = async (
  app,
  { context },
) => {
  const { sessions, loginEvents } = context.stores;

  app.get('/sessions/', async (request, reply) => {
    const authenticated = context.authenticate(request);
    if (authenticated === undefined) return sendNotAuthenticated(reply);
    const { customer, session: current } = authenticated;
    return sessions.listLive(customer.uuid, context.now()).map((session): ActiveSession => ({
      id: session.id,
      created_at: session.createdAt,
      last_seen_at: session.lastSeenAt,
      ip: session.ip,
      user_agent: session.userAgent,
      current: session.id === current.id,
    }));
  });

  app.delete<{ Params: { id: string } }>('/sessions/:id/', async (request, reply) => {
    const authenticated = context.authenticate(request);
    if (authenticated === undefined) return sendNotAuthenticated(reply);
    const { customer, session } = authenticated;
    if (request.params.id === session.id) {
      return reply
        .code(409)
        .send(apiError('session_current', 'This is the session you are using: log out instead.'));
    }
    // Only a live session of this customer: another customer's id is "not found", like an
    // unknown one, so nothing is learnt about it and nothing happens to it.
    if (!sessions.revokeOwn(customer.uuid, request.params.id, context.now())) {
      return reply.code(404).send(apiError('not_found', 'Session not found.'));
    }
    return { detail: 'ok' };
  });

  app.post('/sessions/revoke-others/', async (request, reply) => {
    const authenticated = context.authenticate(request);
    if (authenticated === undefined) return sendNotAuthenticated(reply);
    const { customer, session } = authenticated;
    return { revoked: sessions.revokeAllOf(customer.uuid, context.now(), session.id) };
  });

  app.get('/login-history/', async (request, reply) => {
    const authenticated = context.authenticate(request);
    if (authenticated === undefined) return sendNotAuthenticated(reply);
    return loginEvents.list(authenticated.customer.uuid).map((event): LoginEvent => ({
      id: event.id,
      created_at: event.createdAt,
      ip: event.ip,
      user_agent: event.userAgent,
      outcome: event.outcome,
      method: event.method,
    }));
  });
};
