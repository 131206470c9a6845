// Region-level constants of §3 and §9.

/**
 * The region used when none is chosen, and the prefix of cloud paths by default (§3 Region, §7, §9).
 *
 * @example
 * const region = savedRegion ?? DEFAULT_REGION; // 'eu-west2'
 */
export const DEFAULT_REGION = 'eu-west2';

/** A quota value meaning "no limit" (OpenStack's convention, §3 Quota defaults). */
export const UNLIMITED_QUOTA = -1;

/**
 * The compute quota of a new project (§3 Quota defaults), keyed like Nova's `os-quota-sets`;
 * `-1` (`UNLIMITED_QUOTA`) is unlimited. Shown until the region's real quota has loaded.
 *
 * @example
 * QUOTA_DEFAULTS.instances; // 10
 * QUOTA_DEFAULTS.floating_ips === UNLIMITED_QUOTA; // true
 */
export const QUOTA_DEFAULTS = {
  cores: 20,
  instances: 10,
  key_pairs: 100,
  ram: 51_200,
  metadata_items: 128,
  server_groups: 10,
  server_group_members: 10,
  injected_files: 5,
  injected_file_content_bytes: 10_240,
  injected_file_path_bytes: 255,
  fixed_ips: UNLIMITED_QUOTA,
  floating_ips: UNLIMITED_QUOTA,
  security_groups: UNLIMITED_QUOTA,
  security_group_rules: UNLIMITED_QUOTA,
} as const;

/** The quota names of §3 (Nova `os-quota-sets` keys). */
export type QuotaName = keyof typeof QUOTA_DEFAULTS;

/** A quota set: each §3 quota name with its limit (`-1` unlimited). */
export type QuotaSet = Readonly<Record<QuotaName, number>>;
