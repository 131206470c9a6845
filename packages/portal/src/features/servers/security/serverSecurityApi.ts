// The security groups of one server (§7 compute actions addSecurityGroup, removeSecurityGroup)
// for the server-security tab. Nova names a group by its name and applies it to every port of the
// server; the server's `security_groups` show the change, so the server is refetched.
import { addSecurityGroup, removeSecurityGroup } from '@cloud-portal/cloud-sdk/compute';
import { cloudApi, cloudQuery } from '../../cloud/cloudApi.ts';
import type { ServerRef } from '../serverActionsApi.ts';

/** Tags of one server: its own entry and its region's list. */
const serverTags = ({ region, serverId }: ServerRef) => [
  { type: 'Server' as const, id: region },
  { type: 'Server' as const, id: `${region}/${serverId}` },
];

/** Adds and removes a server's security groups. */
export const serverSecurityApi = cloudApi.injectEndpoints({
  endpoints: (build) => ({
    /** §7 addSecurityGroup (by name). */
    addServerSecurityGroup: build.mutation<null, ServerRef & { name: string }>({
      queryFn: cloudQuery(async (client, { region, serverId, name }, { signal }) => {
        await addSecurityGroup(client, { serverId, name }, { region, signal });
        return null;
      }),
      invalidatesTags: (_result, _error, ref) => serverTags(ref),
    }),
    /** §7 removeSecurityGroup (by name). */
    removeServerSecurityGroup: build.mutation<null, ServerRef & { name: string }>({
      queryFn: cloudQuery(async (client, { region, serverId, name }, { signal }) => {
        await removeSecurityGroup(client, { serverId, name }, { region, signal });
        return null;
      }),
      invalidatesTags: (_result, _error, ref) => serverTags(ref),
    }),
  }),
});

export const { useAddServerSecurityGroupMutation, useRemoveServerSecurityGroupMutation } =
  serverSecurityApi;
