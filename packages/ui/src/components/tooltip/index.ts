export {
  Tooltip,
  TooltipDisabledTrigger,
  type TooltipDisabledTriggerProps,
  type TooltipProps,
  type TooltipSide,
} from './Tooltip.tsx';
