import type { Platform } from '../../platform/module.ts';
import type { RegionsService } from '../../product/regions/index.ts';
import type { CloudService } from '../service.ts';
import type { TokenResolver } from '../shared/auth.ts';
import { imageRoutes } from './routes.ts';
import { seedImages } from './seed.ts';
import { imageService, type ImageService } from './service.ts';
import { imagesStore } from './store.ts';

export type {
  CreateBackupInput,
  CreateSnapshotInput,
  ImageService,
  ImageSummary,
} from './service.ts';

/**
 * The emulated Glance v2 (`/cloud/{region}/image`): every region's public images (SPEC §3: every
 * OS and app in several versions, baremetal variants, `OLD_`/`NOTWORKING_` names) and the
 * projects' snapshots; list, show and delete. Its `service` gives compute the bootable images
 * and registers snapshots.
 *
 * @example
 * const image = imageModule(platform, { tokens: identity.service, regions: regions.service });
 * computeModule(platform, { tokens: identity.service, images: image.service });
 */
export function imageModule(
  platform: Platform,
  { tokens, regions }: { tokens: TokenResolver; regions: RegionsService },
): CloudService & { service: ImageService } {
  const images = imagesStore(platform.db);
  const service = imageService(images, {
    now: platform.now,
    ids: platform.ids,
    events: platform.events,
  });
  return {
    name: 'image',
    service,
    seed() {
      seedImages(
        images,
        regions.list().map((region) => region.id),
      );
    },
    routes: async (app) => {
      await app.register(imageRoutes, {
        images,
        tokens,
        now: platform.now,
        events: platform.events,
      });
    },
  };
}
