// The networks a server of a region can get an interface on (§7 network: networks), for the
// server-ports tab's "add interface".
import { listAllNetworks, type NeutronNetwork } from '@cloud-portal/cloud-sdk/network';
import { cloudApi, cloudQuery } from '../../cloud/cloudApi.ts';

/** A network as the interface picker shows it. */
export interface RegionNetwork {
  id: string;
  /** Neutron allows none: then the id. */
  name: string;
  /** An external network (floating IPs and router gateways come from it). */
  external: boolean;
}

/**
 * Neutron's network as a {@link RegionNetwork}.
 * @example toRegionNetwork({ id: 'n1', name: 'ext-net-ams-1', 'router:external': false, … }) // { id: 'n1', name: 'ext-net-ams-1', external: false }
 */
export function toRegionNetwork(network: NeutronNetwork): RegionNetwork {
  return {
    id: network.id,
    name: network.name || network.id,
    external: network['router:external'],
  };
}

/** The networks of each region. */
export const regionNetworksApi = cloudApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * §7 network networks, every page, in `region`: the project's own and the shared ones. An
     * external network is the floating-IP pool, not one a port attaches to: left out.
     */
    listRegionNetworks: build.query<RegionNetwork[], string>({
      queryFn: cloudQuery(async (client, region, { signal }) =>
        (await listAllNetworks(client, {}, { region, signal }))
          .map(toRegionNetwork)
          .filter((network) => !network.external),
      ),
    }),
  }),
});

export const { useListRegionNetworksQuery } = regionNetworksApi;
