import { sendCloudRequest, type CloudClient } from '../../core/client.ts';
import { assertCallPreconditions, pathSegment } from '../../core/preconditions.ts';
import type { CloudQuery, RequestOptions } from '../../core/types.ts';
import type {
  NovaLimits,
  NovaLimitsResponse,
  NovaQuotaSet,
  NovaQuotaSetDetail,
  NovaQuotaSetDetailResponse,
  NovaQuotaSetResponse,
} from './quotas.types.ts';

/** Names the project whose quotas are read. */
export interface QuotaSetInput {
  readonly projectId: string;
}

function quotaSetPath(projectId: string, suffix = ''): string {
  return `/v2.1/os-quota-sets/${pathSegment(projectId)}${suffix}`;
}

/**
 * A project's compute quotas (`GET /os-quota-sets/{project_id}`): instances, cores, ram...,
 * `-1` for unlimited. §5: a project id is required, else it rejects with `invalid_request`
 * before sending.
 *
 * @example
 * const { instances, cores, ram } = await getQuotaSet(client, { projectId });
 */
export async function getQuotaSet(
  client: CloudClient,
  input: QuotaSetInput,
  options: RequestOptions = {},
): Promise<NovaQuotaSet> {
  assertCallPreconditions('quota', input);
  const response = await sendCloudRequest<NovaQuotaSetResponse>(
    client,
    { method: 'GET', service: 'compute', path: quotaSetPath(input.projectId) },
    options,
  );
  return response.body.quota_set;
}

/**
 * A project's quotas with usage (`GET /os-quota-sets/{project_id}/detail`): `in_use`, `limit`
 * and `reserved` per resource. §5: a project id is required.
 *
 * @example
 * const { instances } = await getQuotaSetDetail(client, { projectId });
 * const free = instances.limit === -1 ? Infinity : instances.limit - instances.in_use;
 */
export async function getQuotaSetDetail(
  client: CloudClient,
  input: QuotaSetInput,
  options: RequestOptions = {},
): Promise<NovaQuotaSetDetail> {
  assertCallPreconditions('quota', input);
  const response = await sendCloudRequest<NovaQuotaSetDetailResponse>(
    client,
    { method: 'GET', service: 'compute', path: quotaSetPath(input.projectId, '/detail') },
    options,
  );
  return response.body.quota_set;
}

/** Query of `GET /limits` (`tenant_id`: another project's, admins only). */
export interface GetLimitsInput {
  readonly query?: CloudQuery;
}

/**
 * The caller's project limits and usage (`GET /limits`): `absolute.maxTotalInstances`,
 * `totalInstancesUsed`, `maxTotalCores`, `totalCoresUsed`... No project id: Nova answers for the
 * token's project.
 *
 * @example
 * const { absolute } = await getLimits(client, {}, { region: 'eu-west3' });
 * const serversLeft = absolute.maxTotalInstances - absolute.totalInstancesUsed;
 */
export async function getLimits(
  client: CloudClient,
  input: GetLimitsInput = {},
  options: RequestOptions = {},
): Promise<NovaLimits> {
  const response = await sendCloudRequest<NovaLimitsResponse>(
    client,
    {
      method: 'GET',
      service: 'compute',
      path: '/v2.1/limits',
      ...(input.query ? { query: input.query } : {}),
    },
    options,
  );
  return response.body.limits;
}
