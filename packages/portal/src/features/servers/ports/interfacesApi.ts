// A server's network interfaces (§7 compute: interfaces list, create and delete) for the
// server-ports tab. An interface is a Neutron port; attaching one changes the server's addresses,
// so the changes refetch the server and its region's list too.
import {
  createServerInterface,
  deleteServerInterface,
  listServerInterfaces,
  type NovaInterfaceAttachment,
} from '@cloud-portal/cloud-sdk/compute';
import { cloudApi, cloudQuery } from '../../cloud/cloudApi.ts';
import type { ServerRef } from '../serverActionsApi.ts';

/** One interface as the tab shows it. */
export interface ServerInterface {
  /** The Neutron port: the interface's id. */
  portId: string;
  networkId: string;
  macAddress: string;
  /** The port's status: `ACTIVE`, `DOWN`, `BUILD`, `ERROR`. */
  state: string;
  addresses: string[];
}

/**
 * Nova's interface attachment as a {@link ServerInterface}.
 * @example toServerInterface({ port_id: 'p1', net_id: 'n1', mac_addr: 'fa:16:3e:…', port_state: 'ACTIVE', fixed_ips: [{ ip_address: '10.0.0.5', subnet_id: 's' }] }).addresses // ['10.0.0.5']
 */
export function toServerInterface(attachment: NovaInterfaceAttachment): ServerInterface {
  return {
    portId: attachment.port_id,
    networkId: attachment.net_id,
    macAddress: attachment.mac_addr,
    state: attachment.port_state,
    addresses: attachment.fixed_ips.map((ip) => ip.ip_address),
  };
}

/** Tags of one server: its own entry (the interfaces list too) and its region's list. */
const serverTags = ({ region, serverId }: ServerRef) => [
  { type: 'Server' as const, id: region },
  { type: 'Server' as const, id: `${region}/${serverId}` },
];

/** The interfaces of a server, attached and detached. */
export const interfacesApi = cloudApi.injectEndpoints({
  endpoints: (build) => ({
    /** §7 compute interfaces list. */
    listServerInterfaces: build.query<ServerInterface[], ServerRef>({
      queryFn: cloudQuery(async (client, { region, serverId }, { signal }) =>
        (await listServerInterfaces(client, { serverId }, { region, signal })).map(
          toServerInterface,
        ),
      ),
      providesTags: (_result, _error, { region, serverId }) => [
        { type: 'Server', id: `${region}/${serverId}` },
      ],
    }),
    /** §7 compute interfaces create: a new port on a network of the region. */
    attachServerInterface: build.mutation<ServerInterface, ServerRef & { networkId: string }>({
      queryFn: cloudQuery(async (client, { region, serverId, networkId }, { signal }) =>
        toServerInterface(
          await createServerInterface(client, { serverId, netId: networkId }, { region, signal }),
        ),
      ),
      invalidatesTags: (_result, _error, ref) => serverTags(ref),
    }),
    /** §7 compute interfaces delete (Nova deletes the port it made). */
    detachServerInterface: build.mutation<null, ServerRef & { portId: string }>({
      queryFn: cloudQuery(async (client, { region, serverId, portId }, { signal }) => {
        await deleteServerInterface(client, { serverId, portId }, { region, signal });
        return null;
      }),
      invalidatesTags: (_result, _error, ref) => serverTags(ref),
    }),
  }),
});

export const {
  useListServerInterfacesQuery,
  useAttachServerInterfaceMutation,
  useDetachServerInterfaceMutation,
} = interfacesApi;
