export {
  SegmentedControl,
  type SegmentedControlProps,
  type SegmentedControlSize,
  type SegmentedOption,
} from './SegmentedControl.tsx';
