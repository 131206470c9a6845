// The per-region lists of §4 ("Quota, ssh keys, security groups, plans, servers, volumes and
// images"), each a query whose argument is the region id. SSH keys are in sshKeysApi.ts (the
// reference endpoint); plans come from the product API (features/plans/plansApi.ts).
import { getQuotaSet, listAllServers } from '@cloud-portal/cloud-sdk/compute';
import { listAllImages } from '@cloud-portal/cloud-sdk/image';
import { listAllSecurityGroups } from '@cloud-portal/cloud-sdk/network';
import { listAllVolumes } from '@cloud-portal/cloud-sdk/volume';
import type { QuotaSet } from '@cloud-portal/domain/regions';
import { cloudApi, cloudQuery } from './cloudApi.ts';
import {
  toCloudImage,
  toCloudVolume,
  toQuotaSet,
  type CloudImage,
  type CloudSecurityGroup,
  type CloudServer,
  type CloudVolume,
} from './regionResources.ts';

/** Quota, security groups, servers, volumes and images of a region (§4 Per-region data). */
export const regionDataApi = cloudApi.injectEndpoints({
  endpoints: (build) => ({
    /** §7 compute quota sets of the token's project (§5: needs the project id). */
    getRegionQuota: build.query<QuotaSet, string>({
      queryFn: cloudQuery(async (client, region, { signal, projectId }) =>
        toQuotaSet(await getQuotaSet(client, { projectId: projectId ?? '' }, { region, signal })),
      ),
      providesTags: (_result, _error, region) => [{ type: 'Quota', id: region }],
    }),
    /** §7 network security groups with their rules. */
    listRegionSecurityGroups: build.query<CloudSecurityGroup[], string>({
      queryFn: cloudQuery((client, region, { signal }) =>
        listAllSecurityGroups(client, {}, { region, signal }),
      ),
      providesTags: (_result, _error, region) => [{ type: 'SecurityGroup', id: region }],
    }),
    /** §7 compute servers detail (300 per page, every page). */
    listRegionServers: build.query<CloudServer[], string>({
      queryFn: cloudQuery(async (client, region, { signal }) =>
        (await listAllServers(client, {}, { region, signal })).map((server) => ({
          ...server,
          region,
        })),
      ),
      providesTags: (_result, _error, region) => [{ type: 'Server', id: region }],
    }),
    /** §7 volume v3 list detail (under the token's project). */
    listRegionVolumes: build.query<CloudVolume[], string>({
      queryFn: cloudQuery(async (client, region, { signal }) =>
        (await listAllVolumes(client, {}, { region, signal })).map((volume) =>
          toCloudVolume(volume, region),
        ),
      ),
      providesTags: (_result, _error, region) => [{ type: 'Volume', id: region }],
    }),
    /** §7 image list (200 per call, every page). */
    listRegionImages: build.query<CloudImage[], string>({
      queryFn: cloudQuery(async (client, region, { signal }) =>
        (await listAllImages(client, {}, { region, signal })).map((image) =>
          toCloudImage(image, region),
        ),
      ),
      providesTags: (_result, _error, region) => [{ type: 'Image', id: region }],
    }),
  }),
});

export const {
  useGetRegionQuotaQuery,
  useListRegionSecurityGroupsQuery,
  useListRegionServersQuery,
  useListRegionVolumesQuery,
  useListRegionImagesQuery,
} = regionDataApi;
