import { sendCloudRequest, type CloudClient } from '../../core/client.ts';
import { collectAll, listPages } from '../../core/pagination.ts';
import { assertCallPreconditions, pathSegment } from '../../core/preconditions.ts';
import type { CloudQuery, RequestOptions } from '../../core/types.ts';
import type { GlanceImage } from './images.types.ts';

/** §9 "Image list ... 200 per call": images per request of every image list. */
export const IMAGE_LIST_LIMIT = 200;

const IMAGES = '/v2/images';

/**
 * Filters and sorting of `GET /v2/images`, passed through as Glance reads them: `visibility`
 * (`public`, `private`, `shared`, `community`, `all`), `status`, `owner`, `name`, `os_hidden`,
 * custom properties (`os_distro=ubuntu`, `image_type=snapshot`), `sort_key`/`sort_dir` or `sort`.
 */
export interface ListImagesInput {
  readonly query?: CloudQuery;
}

/**
 * Every image the project may see (`GET /v2/images`, 200 per request, §9), page by page as an
 * async iterator, following Glance's `next` marker until the empty page after a full one.
 * Glance's default order is newest first (`created_at` desc).
 *
 * @example
 * for await (const image of listImages(client, { query: { visibility: 'private' } })) console.log(image.name);
 */
export function listImages(
  client: CloudClient,
  input: ListImagesInput = {},
  options: RequestOptions = {},
): AsyncGenerator<GlanceImage, void, undefined> {
  return listPages<GlanceImage>(
    client,
    {
      service: 'image',
      path: IMAGES,
      itemsKey: 'images',
      limit: IMAGE_LIST_LIMIT,
      ...(input.query ? { query: input.query } : {}),
    },
    options,
  );
}

/**
 * Every image the project may see, all pages collected (§7 "Image: list (limit 200 per call)").
 *
 * @example
 * const images = await listAllImages(client, {}, { region: 'eu-west3' });
 */
export function listAllImages(
  client: CloudClient,
  input: ListImagesInput = {},
  options: RequestOptions = {},
): Promise<GlanceImage[]> {
  return collectAll(listImages(client, input, options));
}

/** Names an image. */
export interface ImageIdInput {
  readonly imageId: string;
}

function imagePath(imageId: string): string {
  // §5: an id-based call needs its id.
  assertCallPreconditions('byId', { id: imageId });
  return `${IMAGES}/${pathSegment(imageId)}`;
}

/**
 * One image (`GET /v2/images/{id}`); Glance answers the image itself, not an envelope. Rejects
 * with a 404 `CloudError` for an unknown id or another project's private image.
 *
 * @example
 * const image = await getImage(client, { imageId: '1bea47ed-f6a9-463b-b423-14b9cca9ad27' });
 */
export async function getImage(
  client: CloudClient,
  input: ImageIdInput,
  options: RequestOptions = {},
): Promise<GlanceImage> {
  const response = await sendCloudRequest<GlanceImage>(
    client,
    { method: 'GET', service: 'image', path: imagePath(input.imageId) },
    options,
  );
  return response.body;
}

/**
 * Deletes an image or a snapshot (`DELETE /v2/images/{id}`, 204; §7 "delete (including
 * snapshots)"). Rejects with 403 for a public image of another project, 404 for an unknown one.
 *
 * @example
 * await deleteImage(client, { imageId: snapshot.id });
 */
export async function deleteImage(
  client: CloudClient,
  input: ImageIdInput,
  options: RequestOptions = {},
): Promise<void> {
  await sendCloudRequest(
    client,
    { method: 'DELETE', service: 'image', path: imagePath(input.imageId) },
    options,
  );
}
