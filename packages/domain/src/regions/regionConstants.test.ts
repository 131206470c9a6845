import { describe, expect, test } from 'vitest';
import { DEFAULT_REGION, QUOTA_DEFAULTS, UNLIMITED_QUOTA } from './regionConstants.ts';

describe('region constants', () => {
  test('default region eu-west2 (§3, §9)', () => {
    expect(DEFAULT_REGION).toBe('eu-west2');
  });

  test('quota defaults of §3', () => {
    expect(QUOTA_DEFAULTS).toEqual({
      cores: 20,
      instances: 10,
      key_pairs: 100,
      ram: 51200,
      metadata_items: 128,
      server_groups: 10,
      server_group_members: 10,
      injected_files: 5,
      injected_file_content_bytes: 10240,
      injected_file_path_bytes: 255,
      fixed_ips: -1,
      floating_ips: -1,
      security_groups: -1,
      security_group_rules: -1,
    });
    expect(UNLIMITED_QUOTA).toBe(-1);
  });
});
