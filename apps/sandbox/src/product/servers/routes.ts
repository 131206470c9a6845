import type { ServerCreatedReport } from '@cloud-portal/api-client';
import type { FastifyPluginAsync } from 'fastify';
import { apiError } from '../../platform/http/apiError.ts';
import type { JsonBody } from '../../platform/http/requestValidation.ts';
import { sendNotAuthenticated, type AccountService } from '../account/index.ts';
import type { ServerReportRecord, ServerReportsStore } from './store.ts';

/** Whether the customer has this live server in the region (through any of its consumers). */
export type ServerOwnership = (customerUuid: string, region: string, serverId: string) => boolean;

/**
 * The API body of a stored report.
 *
 * @example
 * reply.code(201).send(serverReportBody(report));
 */
export function serverReportBody(report: ServerReportRecord): ServerCreatedReport {
  return {
    id: report.serverId,
    region: report.region,
    is_reinstall: report.isReinstall,
    reported_at: report.reportedAt,
  };
}

/**
 * `POST /api/server-created` (reportServerCreated, SPEC §7): the portal reports a server it
 * created or reinstalled. Only the logged-in customer's own live servers are accepted; any other
 * id answers 404, so another customer's server looks like none at all. The body's shape, CSRF and
 * size are the product API's shared rules.
 *
 * @example
 * await app.register(serverReportRoutes, { prefix: '/api', account, reports, owns, now });
 */
export const serverReportRoutes: FastifyPluginAsync<{
  account: Pick<AccountService, 'customerOf'>;
  reports: ServerReportsStore;
  owns: ServerOwnership;
  now: () => Date;
}> = async (app, { account, reports, owns, now }) => {
  app.post('/server-created', async (request, reply) => {
    const customer = account.customerOf(request);
    if (customer === undefined) return sendNotAuthenticated(reply);
    const body = request.body as JsonBody<'reportServerCreated'>;
    const serverId = body.id.toLowerCase();
    if (!owns(customer.uuid, body.region, serverId))
      return reply
        .code(404)
        .send(apiError('server_not_found', 'No such server in this region on your account.'));
    const { report, created } = reports.record(
      {
        customerUuid: customer.uuid,
        serverId,
        region: body.region,
        isReinstall: body.is_reinstall,
        hasPassword: typeof body.password === 'string' && body.password !== '',
        hasAppPassword: typeof body.app_password === 'string' && body.app_password !== '',
      },
      now(),
    );
    return reply.code(created ? 201 : 200).send(serverReportBody(report));
  });
};
