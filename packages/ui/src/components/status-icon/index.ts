export { StatusIcon, type StatusIconProps, type StatusIconTone } from './StatusIcon.tsx';
