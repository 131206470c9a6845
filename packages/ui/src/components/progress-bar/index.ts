export {
  ProgressBar,
  type ProgressBarProps,
  type ProgressBarSize,
  type ProgressBarTone,
} from './ProgressBar.tsx';
