// Official Glance samples the images tests read (../shared/openstack-samples/glance/ and
// gophercloud's image fixtures for custom properties). Not part of the build.
import { readSampleJson } from '../../testing/openstack-samples.ts';
import { requiredKeys } from '../../testing/wire-keys.ts';
import type { GlanceImage } from './images.types.ts';

export { readSampleJson };

export const IMAGES_LIST_SAMPLE = 'glance/v2/images-list-response.json';
export const IMAGE_SHOW_SAMPLE = 'glance/v2/image-show-response.json';
/** A queued image (no data yet): `size`, `checksum`, `os_hash_*` are null. */
export const IMAGE_CREATE_RESPONSE_SAMPLE = 'glance/v2/image-create-response.json';
export const IMAGE_DEACTIVATED_SAMPLE = 'glance/v2/image-details-deactivate-response.json';
export const VERSIONS_SAMPLE = 'glance/versions/image-versions-response.json';

const GOPHERCLOUD_IMAGES =
  'gophercloud/openstack/image/v2/images/testing/fixtures_test.extracted.json';

/** An image with custom properties at the top level (gophercloud's list fixture, 2025). */
export function imageWithCustomProperties(): Record<string, unknown> {
  const bundle = readSampleJson<{ fixtures: Record<string, Record<string, unknown>> }>(
    GOPHERCLOUD_IMAGES,
  );
  const image = bundle.fixtures['HandleImageListSuccessfully__literal4'];
  if (image === undefined) throw new Error(`${GOPHERCLOUD_IMAGES} lost its literal4 image`);
  return image;
}

/** Every required key of `GlanceImage` (the compiler checks the list is complete). */
export const GLANCE_IMAGE_REQUIRED_KEYS = requiredKeys<GlanceImage>()([
  'id',
  'name',
  'status',
  'visibility',
  'protected',
  'os_hidden',
  'owner',
  'checksum',
  'os_hash_algo',
  'os_hash_value',
  'size',
  'virtual_size',
  'min_disk',
  'min_ram',
  'disk_format',
  'container_format',
  'created_at',
  'updated_at',
  'tags',
  'self',
  'file',
  'schema',
]);
