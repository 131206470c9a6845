// "Snapshot first" of a reinstall (issue 13): the server is saved as an image of the customer's
// (§3 snapshot) and the call returns once the snapshot is taken, so the rebuild that follows is
// not refused while Nova is still busy with the server (409).
import { createServerImage, getServer, waitForServerStatus } from '@cloud-portal/cloud-sdk/compute';
import { cloudApi, cloudQuery } from '../../cloud/cloudApi.ts';
import type { ServerRef } from '../serverActionsApi.ts';

/** How often the snapshot's end is looked for, in ms. */
export const SNAPSHOT_POLL_MS = 1000;

/** Snapshots of servers (§7 compute createImage; the image list shows them). */
export const serverSnapshotApi = cloudApi.injectEndpoints({
  endpoints: (build) => ({
    /** Takes a snapshot named `name` and waits until the server is idle again; the image's id. */
    snapshotServer: build.mutation<string, ServerRef & { name: string }>({
      queryFn: cloudQuery(async (client, { region, serverId, name }, { signal }) => {
        const options = { region, signal };
        const imageId = await createServerImage(client, { serverId, name }, options);
        const { status } = await getServer(client, { serverId }, options);
        await waitForServerStatus(
          client,
          { serverId, until: status, failOn: ['ERROR'], intervalMs: SNAPSHOT_POLL_MS },
          options,
        );
        return imageId;
      }),
      invalidatesTags: (_result, _error, { region, serverId }) => [
        { type: 'Image', id: region },
        { type: 'Server', id: region },
        { type: 'Server', id: `${region}/${serverId}` },
      ],
    }),
  }),
});

export const { useSnapshotServerMutation } = serverSnapshotApi;
