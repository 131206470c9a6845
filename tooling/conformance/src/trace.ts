// What a scenario run records and how two runs are compared. Pure: no I/O.

/**
 * The shape of a JSON value as the SDK reads it: the type of every leaf, and of every key of
 * every object. Arrays keep the union of their elements' shapes (one entry), so two lists of
 * different lengths compare equal when their items do.
 */
export type Shape =
  | 'string'
  | 'number'
  | 'boolean'
  | 'null'
  | 'undefined'
  | { readonly [key: string]: Shape }
  | readonly [Shape]
  | readonly [];

/** One step of a scenario: what the cloud answered. */
export interface Observation {
  /** `server.create`, `server.stop.states`... unique within a trace. */
  readonly step: string;
  /** HTTP status (0 when the step observes no single response). */
  readonly status: number;
  /** Shape of the body (or of the part the SDK call answers). */
  readonly shape?: Shape;
  /** For a state wait: the statuses seen, without repeats (polls may miss short states). */
  readonly states?: readonly string[];
  /** For a state wait: the statuses the transition may pass through (both runs must keep to them). */
  readonly allowedStates?: readonly string[];
  /** For failures: the error's code and the shape of the body's error object. */
  readonly error?: { readonly code: string; readonly message: string };
}

/** Every observation of one run, in order. */
export interface Trace {
  /** `emulator`, `real`, or the cloud's name. */
  readonly target: string;
  readonly observations: readonly Observation[];
}

function mergeShapes(a: Shape, b: Shape): Shape {
  if (a === b) return a;
  if (a === 'null' || a === 'undefined') return b;
  if (b === 'null' || b === 'undefined') return a;
  if (typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const merged: Record<string, Shape> = { ...(a as Record<string, Shape>) };
    for (const [key, value] of Object.entries(b as Record<string, Shape>)) {
      const existing = merged[key];
      merged[key] = existing === undefined ? value : mergeShapes(existing, value);
    }
    return merged;
  }
  return a;
}

/**
 * The shape of a JSON value.
 *
 * @example
 * shapeOf({ id: 'a', ports: [{ n: 1 }, { n: 2, x: null }] });
 * // { id: 'string', ports: [{ n: 'number', x: 'null' }] }
 */
export function shapeOf(value: unknown): Shape {
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  if (Array.isArray(value)) {
    if (value.length === 0) return [];
    return [value.map(shapeOf).reduce(mergeShapes)];
  }
  switch (typeof value) {
    case 'string':
      return 'string';
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'object':
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([key, item]) => [key, shapeOf(item)]),
      );
    default:
      return 'undefined';
  }
}

/** Where two traces differ. */
export interface Difference {
  readonly step: string;
  /** `status`, `missing`, `type`, `states`, `error`, `step`. */
  readonly kind: string;
  /** A JSON path into the body (`server.addresses.*[]`), when the difference is in a shape. */
  readonly path?: string;
  readonly reference: string;
  readonly candidate: string;
}

function describe(shape: Shape | undefined): string {
  if (shape === undefined) return 'absent';
  if (typeof shape === 'string') return shape;
  if (Array.isArray(shape)) return 'array';
  return 'object';
}

/**
 * Paths whose keys are data, not schema (network names in `addresses`, metadata keys, the
 * properties of an image): compared as one wildcard entry.
 */
const DATA_KEYED = [/\.addresses$/, /\.metadata$/, /\.extra_specs$/, /\.properties$/, /\.metrics$/];

function normaliseDataKeys(shape: Shape, path: string): Shape {
  if (typeof shape !== 'object' || Array.isArray(shape)) {
    return Array.isArray(shape) && shape.length === 1
      ? [normaliseDataKeys((shape as readonly [Shape])[0], `${path}[]`)]
      : shape;
  }
  const entries = Object.entries(shape as Record<string, Shape>);
  if (DATA_KEYED.some((pattern) => pattern.test(path))) {
    // An empty map says nothing about its entries (as an empty list).
    if (entries.length === 0) return 'null';
    return { '*': entries.map(([, value]) => value).reduce(mergeShapes) };
  }
  return Object.fromEntries(
    entries.map(([key, value]) => [key, normaliseDataKeys(value, `${path}.${key}`)]),
  );
}

function diffShapes(
  step: string,
  path: string,
  reference: Shape | undefined,
  candidate: Shape | undefined,
  out: Difference[],
): void {
  if (reference === undefined && candidate === undefined) return;
  // A null on one side says nothing about the type (a key_name that is not set).
  if (reference === 'null' || candidate === 'null') {
    if (reference === undefined || candidate === undefined) {
      out.push({
        step,
        kind: 'missing',
        path,
        reference: describe(reference),
        candidate: describe(candidate),
      });
    }
    return;
  }
  if (reference === undefined || candidate === undefined) {
    out.push({
      step,
      kind: 'missing',
      path,
      reference: describe(reference),
      candidate: describe(candidate),
    });
    return;
  }
  if (typeof reference === 'string' || typeof candidate === 'string') {
    if (reference !== candidate) {
      out.push({
        step,
        kind: 'type',
        path,
        reference: describe(reference),
        candidate: describe(candidate),
      });
    }
    return;
  }
  if (Array.isArray(reference) !== Array.isArray(candidate)) {
    out.push({
      step,
      kind: 'type',
      path,
      reference: describe(reference),
      candidate: describe(candidate),
    });
    return;
  }
  if (Array.isArray(reference) && Array.isArray(candidate)) {
    // An empty list on either side cannot say what its items look like.
    if (reference.length === 0 || candidate.length === 0) return;
    diffShapes(step, `${path}[]`, reference[0] as Shape, candidate[0] as Shape, out);
    return;
  }
  const a = reference as Record<string, Shape>;
  const b = candidate as Record<string, Shape>;
  for (const key of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
    diffShapes(step, path === '' ? key : `${path}.${key}`, a[key], b[key], out);
  }
}

/**
 * Compares a candidate run (the emulator) with a reference run (a real OpenStack): the same
 * steps, statuses, body shapes (keys and types; data-keyed maps as one entry), error codes and
 * state sequences. Returns every difference; none means the candidate conforms.
 *
 * @example
 * const differences = compareTraces(realTrace, emulatorTrace);
 * if (differences.length > 0) console.error(formatDifferences(differences));
 */
export function compareTraces(reference: Trace, candidate: Trace): Difference[] {
  const out: Difference[] = [];
  const byStep = new Map(candidate.observations.map((item) => [item.step, item]));
  for (const expected of reference.observations) {
    const actual = byStep.get(expected.step);
    byStep.delete(expected.step);
    if (actual === undefined) {
      out.push({ step: expected.step, kind: 'step', reference: 'ran', candidate: 'absent' });
      continue;
    }
    if (expected.status !== actual.status) {
      out.push({
        step: expected.step,
        kind: 'status',
        reference: String(expected.status),
        candidate: String(actual.status),
      });
    }
    if (expected.shape !== undefined || actual.shape !== undefined) {
      diffShapes(
        expected.step,
        '',
        expected.shape === undefined ? undefined : normaliseDataKeys(expected.shape, ''),
        actual.shape === undefined ? undefined : normaliseDataKeys(actual.shape, ''),
        out,
      );
    }
    if (expected.states !== undefined || actual.states !== undefined) {
      // Polls may miss a short state on either side: the end state must agree, and every state
      // seen on either side must be one the transition may pass through.
      const allowed = expected.allowedStates ?? actual.allowedStates ?? [];
      const strays = [...(expected.states ?? []), ...(actual.states ?? [])].filter(
        (state) => allowed.length > 0 && !allowed.includes(state),
      );
      if ((expected.states ?? []).at(-1) !== (actual.states ?? []).at(-1) || strays.length > 0) {
        out.push({
          step: expected.step,
          kind: 'states',
          reference: (expected.states ?? []).join(' → '),
          candidate: (actual.states ?? []).join(' → '),
        });
      }
    }
    if ((expected.error?.code ?? '') !== (actual.error?.code ?? '')) {
      out.push({
        step: expected.step,
        kind: 'error',
        reference: expected.error?.code ?? 'none',
        candidate: actual.error?.code ?? 'none',
      });
    }
  }
  for (const extra of byStep.keys()) {
    out.push({ step: extra, kind: 'step', reference: 'absent', candidate: 'ran' });
  }
  return out;
}

/**
 * One line per difference, for the stage's output.
 *
 * @example
 * formatDifferences([{ step: 'server.get', kind: 'missing', path: 'server.locked', reference: 'boolean', candidate: 'absent' }]);
 * // 'server.get  missing  server.locked  real: boolean  emulator: absent'
 */
export function formatDifferences(
  differences: readonly Difference[],
  names: { reference: string; candidate: string } = { reference: 'real', candidate: 'emulator' },
): string {
  return differences
    .map((difference) =>
      [
        difference.step,
        difference.kind,
        difference.path ?? '',
        `${names.reference}: ${difference.reference}`,
        `${names.candidate}: ${difference.candidate}`,
      ]
        .filter((part) => part !== '')
        .join('  '),
    )
    .join('\n');
}

/** A difference the fake data plane of the reference cloud causes, not the emulator. */
export interface AcceptedDifference {
  readonly step: string;
  readonly kind: string;
  readonly path?: string;
  /** Why it is not the emulator's to follow. */
  readonly reason: string;
}

/**
 * Differences that come from the reference cloud's fake hypervisor and volume drivers (REALSTACK:
 * "only the data plane is faked"), where a production OpenStack behaves like the emulator. Each
 * names its step, kind and path exactly, so nothing else is let through.
 */
export const ACCEPTED_DIFFERENCES: readonly AcceptedDifference[] = [
  {
    step: 'image.snapshot',
    kind: 'missing',
    path: 'stores',
    reason:
      "Nova's fake driver uploads no snapshot data, so the real image stays queued without stores; a hypervisor's snapshot becomes active with its store, as the emulator's does",
  },
];

/**
 * Splits differences into the ones that fail the run and the accepted ones.
 *
 * @example
 * const { failing, accepted } = splitAccepted(compareTraces(real, emulated));
 */
export function splitAccepted(
  differences: readonly Difference[],
  accepted: readonly AcceptedDifference[] = ACCEPTED_DIFFERENCES,
): { failing: Difference[]; accepted: Difference[] } {
  const isAccepted = (difference: Difference) =>
    accepted.some(
      (entry) =>
        entry.step === difference.step &&
        entry.kind === difference.kind &&
        (entry.path ?? '') === (difference.path ?? ''),
    );
  return {
    failing: differences.filter((difference) => !isAccepted(difference)),
    accepted: differences.filter(isAccepted),
  };
}
