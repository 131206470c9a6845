import type { NovaPowerState, NovaServerStatus } from '@cloud-portal/cloud-sdk/compute';

// Nova's server state machine, as the emulator plays it on the sandbox clock. Pure: no I/O.
// vm_state / task_state / power_state and the status Nova derives from them follow
// nova/compute/vm_states.py, task_states.py and nova/api/openstack/common.py (_STATE_MAP); the
// durations follow REALSTACK.md (a real Nova with the fake driver: ACTIVE in 3-4.5 s, stop
// 0.2-0.7 s, resize 2.3-3.1 s, confirm 1-1.5 s).

/** The three state fields Nova reports. */
export interface ServerState {
  vmState: string;
  taskState: string | null;
  powerState: NovaPowerState;
}

/** What happens besides the state change when a step is reached. */
export type StepEffect =
  'launched' | 'failed' | 'resized' | 'confirmed' | 'reverted' | 'rebuilt' | 'deleted';

/** One transition still to come. */
export interface ServerStep extends ServerState {
  /** ISO time (sandbox clock) at which the step is reached. */
  at: string;
  effect?: StepEffect;
  /** For `resized`: the flavor the server moves to (id; the service embeds it). */
  flavorId?: string;
  /** For `failed`: the fault message. */
  faultMessage?: string;
}

const RUNNING: NovaPowerState = 1;
const SHUTDOWN: NovaPowerState = 4;
const NOSTATE: NovaPowerState = 0;

const ACTIVE_TASKS: Readonly<Record<string, NovaServerStatus>> = {
  rebooting: 'REBOOT',
  reboot_pending: 'REBOOT',
  reboot_started: 'REBOOT',
  rebooting_hard: 'HARD_REBOOT',
  reboot_pending_hard: 'HARD_REBOOT',
  reboot_started_hard: 'HARD_REBOOT',
  update_password: 'PASSWORD',
  rebuilding: 'REBUILD',
  rebuild_block_device_mapping: 'REBUILD',
  rebuild_spawning: 'REBUILD',
  migrating: 'MIGRATING',
  resize_prep: 'RESIZE',
  resize_migrating: 'RESIZE',
  resize_migrated: 'RESIZE',
  resize_finish: 'RESIZE',
};

const STOPPED_TASKS: Readonly<Record<string, NovaServerStatus>> = {
  resize_prep: 'RESIZE',
  resize_migrating: 'RESIZE',
  resize_migrated: 'RESIZE',
  resize_finish: 'RESIZE',
  rebuilding: 'REBUILD',
  rebuild_block_device_mapping: 'REBUILD',
  rebuild_spawning: 'REBUILD',
};

const PLAIN: Readonly<Record<string, NovaServerStatus>> = {
  building: 'BUILD',
  paused: 'PAUSED',
  suspended: 'SUSPENDED',
  rescued: 'RESCUE',
  deleted: 'DELETED',
  'soft-delete': 'SOFT_DELETED',
  shelved: 'SHELVED',
  shelved_offloaded: 'SHELVED_OFFLOADED',
};

/**
 * The status Nova shows for a state (its `_STATE_MAP`).
 *
 * @example
 * novaStatus({ vmState: 'active', taskState: 'rebooting_hard', powerState: 1 }); // 'HARD_REBOOT'
 * novaStatus({ vmState: 'resized', taskState: null, powerState: 1 }); // 'VERIFY_RESIZE'
 */
export function novaStatus(state: Pick<ServerState, 'vmState' | 'taskState'>): NovaServerStatus {
  const task = state.taskState;
  switch (state.vmState) {
    case 'active':
      return (task === null ? undefined : ACTIVE_TASKS[task]) ?? 'ACTIVE';
    case 'stopped':
      return (task === null ? undefined : STOPPED_TASKS[task]) ?? 'SHUTOFF';
    case 'resized':
      return task === 'resize_reverting' ? 'REVERT_RESIZE' : 'VERIFY_RESIZE';
    case 'error':
      return task !== null && task.startsWith('rebuild') ? 'REBUILD' : 'ERROR';
    default:
      return PLAIN[state.vmState] ?? 'UNKNOWN';
  }
}

/** An action the API accepts, named as Nova's compute API names it in its 409s. */
export type ServerOperation =
  | 'start'
  | 'stop'
  | 'reboot'
  | 'resize'
  | 'confirm_resize'
  | 'revert_resize'
  | 'rebuild'
  | 'set_admin_password'
  | 'snapshot'
  | 'backup'
  | 'delete';

/** The vm_states each operation accepts (Nova's `check_instance_state`); task must be none. */
const ALLOWED_VM_STATES: Readonly<Record<ServerOperation, readonly string[]>> = {
  start: ['stopped'],
  stop: ['active', 'rescued', 'error'],
  reboot: ['active', 'stopped', 'paused', 'suspended', 'error'],
  resize: ['active', 'stopped'],
  confirm_resize: ['resized'],
  revert_resize: ['resized'],
  rebuild: ['active', 'stopped', 'error'],
  set_admin_password: ['active'],
  snapshot: ['active', 'stopped', 'paused', 'suspended'],
  backup: ['active', 'stopped', 'paused', 'suspended'],
  delete: [],
};

/**
 * Why an operation cannot run now, as Nova's 409 words it; `undefined` when it may.
 *
 * @example
 * refusal('start', 'f5dc…', { vmState: 'active', taskState: null, powerState: 1 });
 * // "Cannot 'start' instance f5dc… while it is in vm_state active"
 */
export function refusal(
  operation: ServerOperation,
  serverId: string,
  state: ServerState,
): string | undefined {
  if (operation === 'delete') return undefined;
  if (state.taskState !== null) {
    return `Cannot '${operation}' instance ${serverId} while it is in task_state ${state.taskState}`;
  }
  if (!ALLOWED_VM_STATES[operation].includes(state.vmState)) {
    return `Cannot '${operation}' instance ${serverId} while it is in vm_state ${state.vmState}`;
  }
  return undefined;
}

type StepPlan = ReadonlyArray<{
  afterMs: number;
  vmState?: string;
  taskState: string | null;
  powerState?: NovaPowerState;
  effect?: StepEffect;
}>;

/** Durations of each plan, in sandbox milliseconds (REALSTACK.md figures). */
export const PLANS = {
  build: [
    { afterMs: 0, vmState: 'building', taskState: 'scheduling', powerState: NOSTATE },
    { afterMs: 1000, taskState: 'networking' },
    { afterMs: 1800, taskState: 'spawning' },
    { afterMs: 4000, vmState: 'active', taskState: null, powerState: RUNNING, effect: 'launched' },
  ],
  buildFailure: [
    { afterMs: 0, vmState: 'building', taskState: 'scheduling', powerState: NOSTATE },
    { afterMs: 1000, taskState: 'networking' },
    { afterMs: 1800, taskState: 'spawning' },
    { afterMs: 3000, vmState: 'error', taskState: null, powerState: NOSTATE, effect: 'failed' },
  ],
  stop: [
    { afterMs: 0, taskState: 'powering-off' },
    { afterMs: 600, vmState: 'stopped', taskState: null, powerState: SHUTDOWN },
  ],
  start: [
    { afterMs: 0, taskState: 'powering-on' },
    { afterMs: 1000, vmState: 'active', taskState: null, powerState: RUNNING },
  ],
  rebootSoft: [
    { afterMs: 0, taskState: 'rebooting' },
    { afterMs: 300, taskState: 'reboot_started' },
    { afterMs: 2000, vmState: 'active', taskState: null, powerState: RUNNING },
  ],
  rebootHard: [
    { afterMs: 0, taskState: 'rebooting_hard' },
    { afterMs: 300, taskState: 'reboot_started_hard' },
    { afterMs: 2500, vmState: 'active', taskState: null, powerState: RUNNING },
  ],
  resize: [
    { afterMs: 0, taskState: 'resize_prep' },
    { afterMs: 700, taskState: 'resize_migrating' },
    { afterMs: 1400, taskState: 'resize_migrated' },
    { afterMs: 2000, taskState: 'resize_finish' },
    { afterMs: 2800, vmState: 'resized', taskState: null, effect: 'resized' },
  ],
  confirmResize: [{ afterMs: 1000, taskState: null, effect: 'confirmed' }],
  revertResize: [
    { afterMs: 0, taskState: 'resize_reverting' },
    { afterMs: 2000, taskState: null, effect: 'reverted' },
  ],
  rebuild: [
    { afterMs: 0, taskState: 'rebuilding' },
    { afterMs: 800, taskState: 'rebuild_block_device_mapping' },
    { afterMs: 1500, taskState: 'rebuild_spawning' },
    { afterMs: 3000, taskState: null, effect: 'rebuilt' },
  ],
  setAdminPassword: [
    { afterMs: 0, taskState: 'update_password' },
    { afterMs: 500, taskState: null },
  ],
  snapshot: [
    { afterMs: 0, taskState: 'image_snapshot' },
    { afterMs: 500, taskState: 'image_pending_upload' },
    { afterMs: 1000, taskState: 'image_uploading' },
    { afterMs: 2500, taskState: null },
  ],
  // Nova's createBackup: IMAGE_BACKUP, then the same upload as a snapshot.
  backup: [
    { afterMs: 0, taskState: 'image_backup' },
    { afterMs: 500, taskState: 'image_pending_upload' },
    { afterMs: 1000, taskState: 'image_uploading' },
    { afterMs: 2500, taskState: null },
  ],
  delete: [
    { afterMs: 0, taskState: 'deleting' },
    { afterMs: 1000, vmState: 'deleted', taskState: null, powerState: NOSTATE, effect: 'deleted' },
  ],
} as const satisfies Record<string, StepPlan>;

/** A plan's name. */
export type PlanName = keyof typeof PLANS;

/**
 * The steps of a plan started at `start` from `state`: each step carries the full state it sets
 * (unnamed fields keep their value from the step before). Plans that end where they began (a
 * resize of a stopped server stays SHUTDOWN; confirm returns to `active` or `stopped`) get the
 * right end state here.
 *
 * @example
 * planSteps('stop', new Date('2026-11-21T10:00:00Z'), { vmState: 'active', taskState: null, powerState: 1 });
 * // [{ at: '2026-11-21T10:00:00.000Z', vmState: 'active', taskState: 'powering-off', powerState: 1 },
 * //  { at: '2026-11-21T10:00:00.600Z', vmState: 'stopped', taskState: null, powerState: 4 }]
 */
export function planSteps(plan: PlanName, start: Date, state: ServerState): ServerStep[] {
  // Where a server that was stopped ends after a resize/confirm/revert/rebuild: stopped again.
  const wasStopped = state.vmState === 'stopped' || state.powerState === SHUTDOWN;
  let current: ServerState = { ...state };
  return PLANS[plan].map((entry) => {
    let vmState = 'vmState' in entry ? entry.vmState : current.vmState;
    let powerState = 'powerState' in entry ? entry.powerState : current.powerState;
    const effect = 'effect' in entry ? entry.effect : undefined;
    if (effect === 'confirmed' || effect === 'reverted' || effect === 'rebuilt') {
      vmState = wasStopped ? 'stopped' : 'active';
      powerState = wasStopped ? SHUTDOWN : RUNNING;
    }
    current = { vmState, taskState: entry.taskState, powerState };
    return {
      at: new Date(start.getTime() + entry.afterMs).toISOString(),
      ...current,
      ...(effect === undefined ? {} : { effect }),
    };
  });
}

/** The steps due at `now` and the ones still to come. */
export interface DueSteps {
  due: ServerStep[];
  pending: ServerStep[];
}

/**
 * Splits steps into the ones reached at `now` (in order) and the rest.
 *
 * @example
 * const { due, pending } = dueSteps(steps, platform.now());
 */
export function dueSteps(steps: readonly ServerStep[], now: Date): DueSteps {
  const time = now.getTime();
  const due = steps.filter((step) => Date.parse(step.at) <= time);
  return { due, pending: steps.slice(due.length) };
}
