export {
  APP_IMAGE_NAMES,
  IMAGE_CATALOG,
  OS_IMAGE_NAMES,
  appImageNameOf,
  imageCatalogEntry,
  osImageNameOf,
  type AppImageName,
  type ImageCatalogEntry,
  type ImageGroupKind,
  type ImageGroupName,
  type OsImageName,
} from './imageCatalog.ts';
export {
  parseImageName,
  type ImageExclusionReason,
  type ImagePlatform,
  type ParsedImageName,
} from './parseImageName.ts';
export { compareImageVersions } from './compareImageVersions.ts';
export {
  classifyImage,
  groupImages,
  type GroupableImage,
  type ImageClassification,
  type ImageGroup,
  type ImageGroupItem,
} from './groupImages.ts';
