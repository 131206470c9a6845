// Which plans the new-server, reinstall and upgrade screens let the customer choose, and why not
// the others: a plan out of stock (§3 Plan is_available), a disk or memory below what the image
// needs (Nova refuses such a flavor), bare-metal plans for bare-metal images only (§3 Image
// platform), and for an upgrade a plan other than the current one whose disk is not smaller
// (Nova cannot shrink a disk on resize).
import type { Plan } from '@cloud-portal/api-client';
import type { ImagePlatform } from '@cloud-portal/domain/images';
import type { NovaServerFlavor } from '@cloud-portal/cloud-sdk/compute';

/** Why a plan cannot be chosen. */
export type PlanBlock =
  | 'outOfStock'
  | 'current'
  | 'diskShrink'
  | 'imageNeedsBaremetal'
  | 'imageNeedsShared'
  | 'imageTooBig';

/** What the plan rules need of the chosen image. */
export interface ImageNeeds {
  /** GiB of disk the image needs. */
  minDisk: number;
  /** MiB of memory the image needs. */
  minRam: number;
  /** The image's platform; null for a snapshot (it fits the plan family it was taken on). */
  platform: ImagePlatform | null;
}

/** The platform a plan runs its servers on. */
export const planPlatform = (plan: Pick<Plan, 'category'>): ImagePlatform =>
  plan.category === 'baremetal' ? 'baremetal' : 'shared';

/**
 * Why `plan` cannot be chosen, or null when it can. `current` is the server's plan on the
 * upgrade screen.
 * @example planBlock(plan, { image: { minDisk: 40, minRam: 2048, platform: 'shared' } }) // 'imageTooBig' for a 25 GB plan
 */
export function planBlock(
  plan: Plan,
  { image, current }: { image?: ImageNeeds | undefined; current?: Plan | undefined },
): PlanBlock | null {
  if (current !== undefined) {
    if (plan.id === current.id) return 'current';
    if (!plan.is_available) return 'outOfStock';
    if (planPlatform(plan) !== planPlatform(current)) {
      return planPlatform(current) === 'baremetal' ? 'imageNeedsBaremetal' : 'imageNeedsShared';
    }
    return plan.disk_gb < current.disk_gb ? 'diskShrink' : null;
  }
  if (!plan.is_available) return 'outOfStock';
  if (image === undefined) return null;
  if (image.platform !== null && image.platform !== planPlatform(plan)) {
    return image.platform === 'baremetal' ? 'imageNeedsBaremetal' : 'imageNeedsShared';
  }
  return image.minDisk > plan.disk_gb || image.minRam > plan.ram_mb ? 'imageTooBig' : null;
}

/**
 * The plan a server runs on: the one whose flavor is the server's (by id below microversion
 * 2.47, by the embedded flavor's original name from 2.47 on, which may be the flavor's id or its
 * name).
 * @example planOfServer(plans, { flavor: { original_name: 'std.2c4g' } })?.id // 'eu-west2-std.2c4g'
 */
export function planOfServer(
  plans: readonly Plan[],
  server: { flavor: NovaServerFlavor },
): Plan | undefined {
  const { id, original_name: name } = server.flavor;
  return plans.find(
    (plan) =>
      plan.flavor_id === id ||
      (name !== undefined && (plan.flavor_id === name || plan.flavor_name === name)),
  );
}
