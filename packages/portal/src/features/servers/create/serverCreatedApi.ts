import type { ServerCreatedReport, ServerCreatedRequest } from '@cloud-portal/api-client';
import { productApi } from '../../../app/productApi.ts';

/**
 * §7 `POST server-created {id, password, app_password, region, is_reinstall}`: after the cloud
 * accepted a new server or a reinstall, the product API is told, with the passwords chosen.
 */
export const serverCreatedApi = productApi.injectEndpoints({
  endpoints: (build) => ({
    reportServerCreated: build.mutation<ServerCreatedReport, ServerCreatedRequest>({
      query: (body) => (client, signal) => client.POST('/server-created', { body, signal }),
    }),
  }),
});

export const { useReportServerCreatedMutation } = serverCreatedApi;
