// A server of a region and what a customer does to it (§7 Compute: get, update, delete, actions).
// Every screen of the servers area (list rows, bulk actions, the server page's controls, the
// command palette) calls these; each action refetches the server and its region's list.
import {
  changeServerPassword,
  confirmResize,
  deleteServer,
  getServer,
  rebootServer,
  rebuildServer,
  resizeServer,
  startServer,
  stopServer,
  updateServer,
  type NovaRebuild,
} from '@cloud-portal/cloud-sdk/compute';
import { cloudApi, cloudQuery } from '../cloud/cloudApi.ts';
import type { CloudServer } from '../cloud/regionResources.ts';

/** Names a server: its region and id. */
export interface ServerRef {
  region: string;
  serverId: string;
}

/** The simple power and lifecycle actions (one call, no input besides the server). */
export type ServerPowerAction = 'start' | 'stop' | 'reboot' | 'hardReboot' | 'delete';

/** Tags of one server: its own entry and its region's list. */
const serverTags = ({ region, serverId }: ServerRef) => [
  { type: 'Server' as const, id: region },
  { type: 'Server' as const, id: `${region}/${serverId}` },
];

/** One server and the actions on it (§7 Compute; §5: a server id is required for any action). */
export const serverActionsApi = cloudApi.injectEndpoints({
  endpoints: (build) => ({
    /** §7 compute get: one server with its region (404 when it is gone). */
    getServer: build.query<CloudServer, ServerRef>({
      queryFn: cloudQuery(async (client, { region, serverId }, { signal }) => ({
        ...(await getServer(client, { serverId }, { region, signal })),
        region,
      })),
      providesTags: (_result, _error, { region, serverId }) => [
        { type: 'Server', id: `${region}/${serverId}` },
      ],
    }),
    /** Start, stop, soft or hard reboot, or delete. */
    serverPowerAction: build.mutation<null, ServerRef & { action: ServerPowerAction }>({
      queryFn: cloudQuery(async (client, { region, serverId, action }, { signal }) => {
        const options = { region, signal };
        if (action === 'start') await startServer(client, { serverId }, options);
        else if (action === 'stop') await stopServer(client, { serverId }, options);
        else if (action === 'reboot')
          await rebootServer(client, { serverId, type: 'SOFT' }, options);
        else if (action === 'hardReboot') {
          await rebootServer(client, { serverId, type: 'HARD' }, options);
        } else await deleteServer(client, { serverId }, options);
        return null;
      }),
      invalidatesTags: (_result, _error, ref) => serverTags(ref),
    }),
    /** §7 compute update: a new name. */
    renameServer: build.mutation<null, ServerRef & { name: string }>({
      queryFn: cloudQuery(async (client, { region, serverId, name }, { signal }) => {
        await updateServer(client, { serverId, server: { name } }, { region, signal });
        return null;
      }),
      invalidatesTags: (_result, _error, ref) => serverTags(ref),
    }),
    /** §7 changePassword (§5: needs a password). */
    changeServerPassword: build.mutation<null, ServerRef & { password: string }>({
      queryFn: cloudQuery(async (client, { region, serverId, password }, { signal }) => {
        await changeServerPassword(client, { serverId, password }, { region, signal });
        return null;
      }),
      invalidatesTags: (_result, _error, ref) => serverTags(ref),
    }),
    /** §4 Server upgrade, step 1: resize to a flavor with automatic disk config. */
    resizeServer: build.mutation<null, ServerRef & { flavorRef: string }>({
      queryFn: cloudQuery(async (client, { region, serverId, flavorRef }, { signal }) => {
        await resizeServer(client, { serverId, flavorRef }, { region, signal });
        return null;
      }),
      invalidatesTags: (_result, _error, ref) => serverTags(ref),
    }),
    /** §4 Server upgrade, step 2: confirm the resize (the server waits in VERIFY_RESIZE). */
    confirmResize: build.mutation<null, ServerRef>({
      queryFn: cloudQuery(async (client, { region, serverId }, { signal }) => {
        await confirmResize(client, { serverId }, { region, signal });
        return null;
      }),
      invalidatesTags: (_result, _error, ref) => serverTags(ref),
    }),
    /** §7 rebuild (reinstall) from an image. */
    rebuildServer: build.mutation<null, ServerRef & { rebuild: NovaRebuild }>({
      queryFn: cloudQuery(async (client, { region, serverId, rebuild }, { signal }) => {
        await rebuildServer(client, { serverId, rebuild }, { region, signal });
        return null;
      }),
      invalidatesTags: (_result, _error, ref) => serverTags(ref),
    }),
  }),
});

export const {
  useGetServerQuery,
  useServerPowerActionMutation,
  useRenameServerMutation,
  useChangeServerPasswordMutation,
  useResizeServerMutation,
  useConfirmResizeMutation,
  useRebuildServerMutation,
} = serverActionsApi;
