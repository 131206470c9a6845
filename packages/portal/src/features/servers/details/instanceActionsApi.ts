// A server's action log (§7 compute: Nova's instance actions) for the activity timeline of the
// server-details tab: the list, and each recent action's events for its result.
import { getInstanceAction, listInstanceActions } from '@cloud-portal/cloud-sdk/compute';
import { cloudApi, cloudQuery } from '../../cloud/cloudApi.ts';
import type { ServerRef } from '../serverActionsApi.ts';
import { newestFirst, toActivityEntry, type ServerActivityEntry } from './serverActivity.ts';

/** The newest actions the timeline shows (each costs one request for its events). */
export const ACTIVITY_LIMIT = 20;

/** The action log of one server, refetched with the server (any action on it adds an entry). */
export const instanceActionsApi = cloudApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The newest {@link ACTIVITY_LIMIT} actions, newest first, each with the result of its
     * events. An action whose events cannot be read keeps the list's own verdict (`message`).
     */
    listServerActivity: build.query<ServerActivityEntry[], ServerRef>({
      queryFn: cloudQuery(async (client, { region, serverId }, { signal }) => {
        const options = { region, signal };
        const actions = (await listInstanceActions(client, { serverId }, options)).slice(
          0,
          ACTIVITY_LIMIT,
        );
        const details = await Promise.allSettled(
          actions.map((action) =>
            getInstanceAction(client, { serverId, requestId: action.request_id }, options),
          ),
        );
        return newestFirst(
          actions.map((action, index) => {
            const detail = details[index];
            return toActivityEntry(
              action,
              detail?.status === 'fulfilled' ? detail.value.events : undefined,
            );
          }),
        );
      }),
      providesTags: (_result, _error, { region, serverId }) => [
        { type: 'Server', id: `${region}/${serverId}` },
      ],
    }),
  }),
});

export const { useListServerActivityQuery } = instanceActionsApi;
