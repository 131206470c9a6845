// Wire types of Nova quota sets (`/v2.1/os-quota-sets/{project_id}[/detail]`) and absolute limits
// (`/v2.1/limits`), as Nova sends them at the SDK's pin (2.79). Shapes follow nova/os-quota-sets/
// and nova/limits/ of ../shared/openstack-samples: 2.1, v2.36/v2.39 (limits) and v2.57 (nearest
// the pin). Quotas of network resources left Nova at 2.36 and of injected files at 2.57; those
// keys are optional and say so. `-1` means unlimited.

/** A project's compute quotas, one value per resource (`T`: a number, or usage in `/detail`). */
export interface NovaQuotaSetOf<T> {
  /** The project id asked for. */
  readonly id: string;
  readonly instances: T;
  readonly cores: T;
  /** MiB. */
  readonly ram: T;
  readonly key_pairs: T;
  readonly metadata_items: T;
  readonly server_groups: T;
  readonly server_group_members: T;
  /** Below 2.57 only. */
  readonly injected_files?: T;
  /** Below 2.57 only. */
  readonly injected_file_content_bytes?: T;
  /** Below 2.57 only. */
  readonly injected_file_path_bytes?: T;
  /** Below 2.36 only (network quotas are Neutron's). */
  readonly fixed_ips?: T;
  /** Below 2.36 only. */
  readonly floating_ips?: T;
  /** Below 2.36 only. */
  readonly security_groups?: T;
  /** Below 2.36 only. */
  readonly security_group_rules?: T;
}

/** The limits of `GET /os-quota-sets/{project_id}`. */
export type NovaQuotaSet = NovaQuotaSetOf<number>;

/** One resource of `GET /os-quota-sets/{project_id}/detail`. */
export interface NovaQuotaUsage {
  readonly in_use: number;
  /** `-1`: unlimited. */
  readonly limit: number;
  /** Always 0 since Nova counts usage (Pike); kept by the API. */
  readonly reserved: number;
}

/** The usage of `GET /os-quota-sets/{project_id}/detail`. */
export type NovaQuotaSetDetail = NovaQuotaSetOf<NovaQuotaUsage>;

/** `GET /os-quota-sets/{project_id}`. */
export interface NovaQuotaSetResponse {
  readonly quota_set: NovaQuotaSet;
}

/** `GET /os-quota-sets/{project_id}/detail`. */
export interface NovaQuotaSetDetailResponse {
  readonly quota_set: NovaQuotaSetDetail;
}

/** The `absolute` limits of `GET /limits`: the project's quotas and what it uses of them. */
export interface NovaAbsoluteLimits {
  readonly maxTotalInstances: number;
  readonly maxTotalCores: number;
  /** MiB. */
  readonly maxTotalRAMSize: number;
  readonly maxTotalKeypairs: number;
  readonly maxServerMeta: number;
  readonly maxServerGroups: number;
  readonly maxServerGroupMembers: number;
  readonly totalInstancesUsed: number;
  readonly totalCoresUsed: number;
  /** MiB. */
  readonly totalRAMUsed: number;
  readonly totalServerGroupsUsed: number;
  /** Below 2.39 only. */
  readonly maxImageMeta?: number;
  /** Below 2.57 only. */
  readonly maxPersonality?: number;
  /** Below 2.57 only. */
  readonly maxPersonalitySize?: number;
  /** Below 2.36 only. */
  readonly maxSecurityGroups?: number;
  /** Below 2.36 only. */
  readonly maxSecurityGroupRules?: number;
  /** Below 2.36 only. */
  readonly maxTotalFloatingIps?: number;
  /** Below 2.36 only. */
  readonly totalSecurityGroupsUsed?: number;
  /** Below 2.36 only. */
  readonly totalFloatingIpsUsed?: number;
}

/** The `limits` of `GET /limits`; `rate` is always empty (rate limits left Nova long ago). */
export interface NovaLimits {
  readonly absolute: NovaAbsoluteLimits;
  readonly rate: readonly unknown[];
}

/** `GET /limits`. */
export interface NovaLimitsResponse {
  readonly limits: NovaLimits;
}
