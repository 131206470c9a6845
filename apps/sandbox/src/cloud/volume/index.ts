import type { Platform } from '../../platform/module.ts';
import type { CloudService } from '../service.ts';
import type { TokenResolver } from '../shared/auth.ts';
import { volumeRoutes } from './routes.ts';
import { volumeService, type VolumeService } from './service.ts';
import { volumesStore } from './store.ts';

export {
  CINDER_DEFAULT_QUOTA,
  CINDER_MICROVERSIONS,
  VOLUME_CREATING_MS,
  VOLUME_DELETING_MS,
} from './routes.ts';
export { isVolumeFailure, type VolumeFailure, type VolumeService } from './service.ts';

/**
 * The emulated Cinder v3 (`/cloud/{region}/volume/v3/{project_id}`): blank volumes per region
 * and project, `creating` → `available` on the sandbox clock, `in-use` while attached, Cinder's
 * quota. Its `service` attaches volumes to servers for the compute emulator (Nova's
 * os-volume_attachments).
 *
 * @example
 * const volume = volumeModule(platform, { tokens: identity.service });
 * cloudModule({ regions: regions.service, services: [identity, compute, volume] });
 */
export function volumeModule(
  platform: Platform,
  { tokens }: { tokens: TokenResolver },
): CloudService & { service: VolumeService } {
  const volumes = volumesStore(platform.db);
  return {
    name: 'volume',
    service: volumeService(volumes, platform.now, platform.ids),
    routes: async (app) => {
      await app.register(volumeRoutes, {
        volumes,
        tokens,
        now: platform.now,
        ids: platform.ids,
        events: platform.events,
      });
    },
  };
}
