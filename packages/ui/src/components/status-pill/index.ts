export {
  SERVER_STATUSES,
  serverStatusAppearance,
  StatusPill,
  type ServerStatus,
  type StatusPillProps,
} from './StatusPill.tsx';
