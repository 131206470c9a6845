import type { ComponentPropsWithRef } from 'react';
import { Badge, type BadgeSize, type BadgeTone } from '../badge/Badge.tsx';
import styles from './StatusPill.module.css';

/**
 * Server states shown to customers: Nova's server `status` values plus the task/power states the
 * portal surfaces as a status (`MIGRATING`), and `UNKNOWN` for anything else the API returns.
 */
export type ServerStatus =
  | 'ACTIVE'
  | 'BUILD'
  | 'SHUTOFF'
  | 'ERROR'
  | 'REBOOT'
  | 'HARD_REBOOT'
  | 'RESIZE'
  | 'VERIFY_RESIZE'
  | 'REBUILD'
  | 'PAUSED'
  | 'SUSPENDED'
  | 'RESCUE'
  | 'DELETED'
  | 'SHELVED'
  | 'SHELVED_OFFLOADED'
  | 'MIGRATING'
  | 'UNKNOWN';

/** Every {@link ServerStatus}, in a stable order (for stories, tests and exhaustive checks). */
export const SERVER_STATUSES: readonly ServerStatus[] = [
  'ACTIVE',
  'BUILD',
  'SHUTOFF',
  'ERROR',
  'REBOOT',
  'HARD_REBOOT',
  'RESIZE',
  'VERIFY_RESIZE',
  'REBUILD',
  'PAUSED',
  'SUSPENDED',
  'RESCUE',
  'DELETED',
  'SHELVED',
  'SHELVED_OFFLOADED',
  'MIGRATING',
  'UNKNOWN',
];

/**
 * How a server state looks: its tone, and whether it is transitional (the server is changing and
 * the list keeps polling), shown with a pulsing dot.
 * @example serverStatusAppearance('BUILD') // { tone: 'info', transitional: true }
 */
export function serverStatusAppearance(status: ServerStatus): {
  tone: BadgeTone;
  transitional: boolean;
} {
  switch (status) {
    case 'ACTIVE':
      return { tone: 'success', transitional: false };
    case 'BUILD':
    case 'REBOOT':
    case 'HARD_REBOOT':
    case 'RESIZE':
    case 'REBUILD':
    case 'MIGRATING':
      return { tone: 'info', transitional: true };
    // Waiting for the customer (confirm or revert the resize) or in a special mode: needs attention.
    case 'VERIFY_RESIZE':
    case 'RESCUE':
    case 'SUSPENDED':
    case 'PAUSED':
      return { tone: 'warning', transitional: false };
    case 'ERROR':
      return { tone: 'danger', transitional: false };
    case 'SHUTOFF':
    case 'SHELVED':
    case 'SHELVED_OFFLOADED':
    case 'DELETED':
    case 'UNKNOWN':
      return { tone: 'neutral', transitional: false };
    default:
      return status satisfies never;
  }
}

/** Props of {@link StatusPill}; other `<span>` attributes (and `ref`) pass through. */
export interface StatusPillProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** The server state; picks tone and dot. Required, no default. */
  status: ServerStatus;
  /** Visible text, translated by the caller ("Running", "Building…"). Required, no default. */
  label: string;
  /** Pulse the dot. Default: `true` for transitional states (BUILD, REBOOT, RESIZE, …). */
  pulse?: boolean;
  /** Size. Default `'md'`. */
  size?: BadgeSize;
}

/**
 * A server state as a coloured pill with a dot: green for running, blue and pulsing while the
 * server changes, amber when it waits for the customer or is suspended, red on error, grey when
 * off. The label says the state in words; the pulse stops when the user prefers reduced motion.
 * @example <StatusPill status={server.status} label={t(`servers:status.${server.status}`)} />
 */
export function StatusPill({ status, label, pulse, size = 'md', ...props }: StatusPillProps) {
  const { tone, transitional } = serverStatusAppearance(status);
  const pulsing = pulse ?? transitional;
  return (
    <Badge
      {...props}
      tone={tone}
      size={size}
      data-status={status}
      data-transitional={transitional ? '' : undefined}
      icon={<span className={styles.dot} data-pulse={pulsing ? '' : undefined} />}
    >
      {label}
    </Badge>
  );
}
