// Image (Glance v2): images, snapshots included (a Nova snapshot is an image).
export {
  deleteImage,
  getImage,
  IMAGE_LIST_LIMIT,
  listAllImages,
  listImages,
} from './images/images.ts';
export type { ImageIdInput, ListImagesInput } from './images/images.ts';
export type {
  GlanceErrorResponse,
  GlanceImage,
  GlanceImageListResponse,
  GlanceImageStatus,
  GlanceVersion,
  GlanceVersionsResponse,
  GlanceVisibility,
} from './images/images.types.ts';
