// The server console's link (§7 Compute: "remote console of type vnc or novnc", its url rewritten
// to the API host): a new console token per call, so this is a mutation, never cached.
import { consoleWebsocketUrl, createRemoteConsole } from '@cloud-portal/cloud-sdk/compute';
import { cloudApi, cloudQuery } from '../../cloud/cloudApi.ts';
import type { ServerRef } from '../serverActionsApi.ts';

/** What opening a console answers: the websocket noVNC connects to. */
export interface ServerConsoleLink {
  websocketUrl: string;
}

/** Asks the cloud for a console of a server. */
export const consoleApi = cloudApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `POST /servers/{id}/remote-consoles` (vnc/novnc), then the websocket of its noVNC page
     * resolved against `pageOrigin` (the page's origin: a same-origin cloud answers a path).
     */
    openServerConsole: build.mutation<ServerConsoleLink, ServerRef & { pageOrigin: string }>({
      queryFn: cloudQuery(async (client, { region, serverId, pageOrigin }, { signal }) => {
        const remote = await createRemoteConsole(
          client,
          { serverId, protocol: 'vnc', type: 'novnc' },
          { region, signal },
        );
        return { websocketUrl: consoleWebsocketUrl(remote.url, pageOrigin) };
      }),
    }),
  }),
});

export const { useOpenServerConsoleMutation } = consoleApi;
