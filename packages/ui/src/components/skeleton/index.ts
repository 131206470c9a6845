export {
  Skeleton,
  SkeletonRegion,
  type SkeletonProps,
  type SkeletonRegionProps,
  type SkeletonVariant,
} from './Skeleton.tsx';
