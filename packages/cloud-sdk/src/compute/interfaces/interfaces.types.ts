// Wire types of a server's interfaces (compute `/v2.1/servers/{id}/os-interface`), as Nova sends
// them at the SDK's pin (2.79). Shapes follow nova/os-attach-interfaces/ of
// ../shared/openstack-samples (2.1, v2.49, v2.70 nearest the pin). An interface is a Neutron port.

/** An address of an interface. */
export interface NovaInterfaceFixedIp {
  readonly ip_address: string;
  readonly subnet_id: string;
}

/** One interface (port) of a server. */
export interface NovaInterfaceAttachment {
  /** The Neutron port's id: the interface's id in URLs. */
  readonly port_id: string;
  readonly net_id: string;
  readonly mac_addr: string;
  /** The port's status: `ACTIVE`, `DOWN`, `BUILD`, `ERROR`. */
  readonly port_state: string;
  readonly fixed_ips: readonly NovaInterfaceFixedIp[];
  /** 2.70+: the device tag given at attach time, `null` when none. */
  readonly tag?: string | null;
}

/** `GET /servers/{id}/os-interface`. Not paginated. */
export interface NovaInterfaceAttachmentListResponse {
  readonly interfaceAttachments: readonly NovaInterfaceAttachment[];
}

/** `GET /servers/{id}/os-interface/{port_id}` and `POST /servers/{id}/os-interface`. */
export interface NovaInterfaceAttachmentResponse {
  readonly interfaceAttachment: NovaInterfaceAttachment;
}

/**
 * The `interfaceAttachment` of `POST /servers/{id}/os-interface`: an existing port, or a
 * network (optionally with fixed addresses) on which Nova makes a port. `port_id` and `net_id`
 * exclude each other; with neither, Nova picks the project's only network.
 */
export interface NovaInterfaceAttachmentCreate {
  readonly port_id?: string;
  readonly net_id?: string;
  /** Only with `net_id`; exactly one address (Nova's schema: minItems 1, maxItems 1). */
  readonly fixed_ips?: readonly { readonly ip_address: string }[];
  /** 2.49+. */
  readonly tag?: string;
}

/** Body of `POST /servers/{id}/os-interface`. */
export interface NovaInterfaceAttachmentCreateRequest {
  readonly interfaceAttachment: NovaInterfaceAttachmentCreate;
}
