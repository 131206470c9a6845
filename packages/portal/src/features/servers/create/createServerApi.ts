// The new-server screen's cloud call (§7 compute create): the server is created, read back once
// (so the server page finds it in its region's list at once, building) and its region's servers
// and quota are read again.
import { createServer, getServer, type NovaServerCreate } from '@cloud-portal/cloud-sdk/compute';
import { cloudApi, cloudQuery } from '../../cloud/cloudApi.ts';
import { regionDataApi } from '../../cloud/regionDataApi.ts';
import type { CloudServer } from '../../cloud/regionResources.ts';

/** What creating a server answers. */
export interface CreatedServer {
  id: string;
  region: string;
  /** The new server as Nova shows it right after the create; null when that read failed. */
  server: CloudServer | null;
}

/** Creating a server (§7 compute create; §5: name, image, flavor and networks are required). */
export const createServerApi = cloudApi.injectEndpoints({
  endpoints: (build) => ({
    createServer: build.mutation<CreatedServer, { region: string; server: NovaServerCreate }>({
      queryFn: cloudQuery(async (client, { region, server }, { signal }) => {
        const { id } = await createServer(client, server, { region, signal });
        // The server exists from here on: a failed read must not turn the create into a failure.
        const created = await getServer(client, { serverId: id }, { region, signal }).then(
          (found): CloudServer => ({ ...found, region }),
          () => null,
        );
        return { id, region, server: created };
      }),
      async onQueryStarted({ region }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        const created = data?.server;
        if (!created) return;
        // Into the region's list before its refetch lands: the server page looks servers up there.
        dispatch(
          regionDataApi.util.updateQueryData('listRegionServers', region, (servers) => {
            if (!servers.some((item) => item.id === created.id)) {
              // The draft's type only differs in readonly-ness.
              servers.unshift(created as never);
            }
          }),
        );
      },
      invalidatesTags: (_result, _error, { region }) => [
        { type: 'Server', id: region },
        { type: 'Quota', id: region },
      ],
    }),
  }),
});

export const { useCreateServerMutation } = createServerApi;
