export {
  FileDrop,
  type FileDropItem,
  type FileDropItemStatus,
  type FileDropProps,
  type FileDropStatusLabels,
} from './FileDrop.tsx';
