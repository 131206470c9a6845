import type { Ids } from './ids.ts';

/**
 * Fault injection: rules that make matching requests fail (an error status), wait (a delay), or
 * get no answer at all (the connection is dropped), so that browser tests can see the portal's
 * error states against the real sandbox. Rules apply to the product API, the cloud API and the
 * websockets only (`/api`, `/cloud`, `/ws`): never to the app's static files or to the sandbox's
 * own pages, so a test cannot lock itself out of the control surface.
 */

/** Paths fault rules can touch. */
const FAULTABLE_PREFIXES = ['/api', '/cloud', '/ws'] as const;

/** HTTP methods a rule may be limited to. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
type Method = (typeof METHODS)[number];

/** Longest delay a rule may add: long enough for any client timeout, short enough to end. */
export const MAX_FAULT_DELAY_MS = 60_000;

/** A fault rule as the control surface takes it (JSON, snake_case like the product API). */
export interface FaultRuleInput {
  /** A glob on the request path: `*` within one segment, `**` across segments (`/api/news/**`). */
  path?: string;
  /** A regular expression on the request path instead of `path` (`^/api/news/\d+/$`). */
  path_regex?: string;
  /** Only requests of this method (default: any). */
  method?: string;
  /** Answer with this status (400–599) and an error body in the shape of the API hit. */
  status?: number;
  /** Wait this long (wall-clock ms, up to 60000) first; alone, the request then goes on normally. */
  delay_ms?: number;
  /** Close the connection without an answer (after `delay_ms`, if any). */
  drop?: boolean;
  /** Only the next `count` matching requests (default: until removed). */
  count?: number;
  /**
   * Only requests carrying this scope (cookie `sandbox_fault_scope` or header
   * `X-Sandbox-Fault-Scope`), so that parallel tests against one sandbox do not see each other's
   * faults. Letters, digits, `.`, `_` and `-`, up to 100.
   */
  scope?: string;
  /** The error body's message (default: says the fault was injected). */
  message?: string;
}

/** A rule in force. */
export interface FaultRule extends FaultRuleInput {
  id: string;
}

/** What a matching rule makes of a request. */
export interface FaultAction {
  rule: FaultRule;
  delayMs: number;
  outcome:
    { kind: 'status'; status: number; message: string } | { kind: 'drop' } | { kind: 'pass' };
}

/** A rule that failed validation: every problem, by field. */
export class FaultRuleError extends Error {
  override readonly name = 'FaultRuleError';
  /** Field (`path`, `faults/1/status`...) → what is wrong with it. */
  readonly problems: Record<string, string[]>;
  constructor(problems: Record<string, string[]>) {
    super(
      Object.entries(problems)
        .map(([field, messages]) => `${field}: ${messages.join(' ')}`)
        .join('; '),
    );
    this.problems = problems;
  }
}

/**
 * Whether fault rules apply to a path: `/api`, `/cloud` and `/ws` and below.
 *
 * @example
 * isFaultablePath('/api/news/'); // true
 * isFaultablePath('/sandbox/faults'); // false
 */
export function isFaultablePath(path: string): boolean {
  return FAULTABLE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * A glob as an anchored regular expression: `**` matches across `/`, `*` within one segment,
 * everything else literally.
 *
 * @example
 * globToRegExp('/api/news/*\/').test('/api/news/5/'); // true
 */
export function globToRegExp(glob: string): RegExp {
  const source = glob
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((literal) => literal.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*');
  return new RegExp(`^${source}$`);
}

const KNOWN_FIELDS = new Set([
  'path',
  'path_regex',
  'method',
  'status',
  'delay_ms',
  'drop',
  'count',
  'scope',
  'message',
]);
const SCOPE = /^[A-Za-z0-9._-]{1,100}$/;

const isWholeNumber = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/**
 * Checks a rule from the control surface; throws {@link FaultRuleError} naming each bad field.
 *
 * @example
 * parseFaultRule({ path: '/api/news/', status: 503, count: 1 });
 */
export function parseFaultRule(input: unknown): FaultRuleInput {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new FaultRuleError({ rule: ['must be a JSON object.'] });
  }
  const rule = input as Record<string, unknown>;
  const problems: Record<string, string[]> = {};
  const problem = (field: string, message: string) => {
    (problems[field] ??= []).push(message);
  };
  for (const field of Object.keys(rule)) {
    if (!KNOWN_FIELDS.has(field))
      problem(field, `is not a rule field (${[...KNOWN_FIELDS].join(', ')}).`);
  }

  const { path, path_regex: pathRegex } = rule;
  if ((path === undefined) === (pathRegex === undefined)) {
    problem('path', 'give either path (a glob) or path_regex.');
  }
  if (path !== undefined) {
    if (typeof path !== 'string' || !path.startsWith('/'))
      problem('path', 'must be a glob starting with /.');
    else if (!isFaultablePath(path.replace(/\*.*$/, '').replace(/\/$/, '') || '/'))
      problem('path', 'must be under /api, /cloud or /ws (the only paths faults apply to).');
  }
  if (pathRegex !== undefined) {
    if (typeof pathRegex !== 'string' || pathRegex === '')
      problem('path_regex', 'must be a regular expression.');
    else {
      try {
        new RegExp(pathRegex);
      } catch (error) {
        problem('path_regex', `is not a valid regular expression: ${(error as Error).message}`);
      }
    }
  }
  if (rule['method'] !== undefined) {
    const method = rule['method'];
    if (typeof method !== 'string' || !METHODS.includes(method.toUpperCase() as Method))
      problem('method', `must be one of ${METHODS.join(', ')}.`);
  }
  const { status, delay_ms: delayMs, drop, count, scope, message } = rule;
  if (status !== undefined && !isWholeNumber(status, 400, 599))
    problem('status', 'must be a whole number from 400 to 599.');
  if (delayMs !== undefined && !isWholeNumber(delayMs, 0, MAX_FAULT_DELAY_MS))
    problem('delay_ms', `must be a whole number from 0 to ${MAX_FAULT_DELAY_MS}.`);
  if (drop !== undefined && typeof drop !== 'boolean') problem('drop', 'must be true or false.');
  if (status !== undefined && drop === true)
    problem('drop', 'cannot go with status: a dropped request gets no answer.');
  if (status === undefined && drop !== true && (delayMs === undefined || delayMs === 0))
    problem('rule', 'needs a status, drop: true or a delay_ms above 0.');
  if (count !== undefined && !isWholeNumber(count, 1, Number.MAX_SAFE_INTEGER))
    problem('count', 'must be a whole number of at least 1.');
  if (scope !== undefined && (typeof scope !== 'string' || !SCOPE.test(scope)))
    problem('scope', 'must be 1 to 100 letters, digits, dots, underscores or dashes.');
  if (message !== undefined && (typeof message !== 'string' || message.length > 500))
    problem('message', 'must be a text of up to 500 characters.');
  if (Object.keys(problems).length > 0) throw new FaultRuleError(problems);

  const parsed: FaultRuleInput = {};
  if (typeof path === 'string') parsed.path = path;
  if (typeof pathRegex === 'string') parsed.path_regex = pathRegex;
  if (typeof rule['method'] === 'string') parsed.method = rule['method'].toUpperCase();
  if (typeof status === 'number') parsed.status = status;
  if (typeof delayMs === 'number') parsed.delay_ms = delayMs;
  if (drop === true) parsed.drop = true;
  if (typeof count === 'number') parsed.count = count;
  if (typeof scope === 'string') parsed.scope = scope;
  if (typeof message === 'string') parsed.message = message;
  return parsed;
}

/** The faults in force, shared by the request hook and the control surface. */
export interface Faults {
  /** Adds a rule after the others (the first matching rule wins); answers it with its id. */
  add(input: FaultRuleInput): FaultRule;
  /** Replaces every rule. */
  replace(inputs: readonly FaultRuleInput[]): FaultRule[];
  /** Removes one rule; answers whether it existed. */
  remove(id: string): boolean;
  /** Removes every rule, or those of one scope; answers how many went. */
  clear(scope?: string): number;
  /** The rules in force, in matching order, with what is left of their counts. */
  list(): FaultRule[];
  /** Whether any rule is in force (the request hook does nothing else when none is). */
  hasRules(): boolean;
  /**
   * What the first rule matching a request does to it (using up one of its `count`), or
   * `undefined`. `path` is the routed (decoded, query-less) path.
   */
  match(request: {
    method: string;
    path: string;
    scope: string | undefined;
  }): FaultAction | undefined;
}

interface ActiveRule {
  rule: FaultRule;
  pattern: RegExp;
}

/**
 * The fault rules of one sandbox (in memory; a restart forgets them). Rules are checked with
 * {@link parseFaultRule} before they are added.
 *
 * @example
 * const faults = createFaults({ ids });
 * faults.add({ path: '/api/news/', status: 503, count: 1 });
 * faults.match({ method: 'GET', path: '/api/news/', scope: undefined }); // 503 once
 */
export function createFaults(options: { ids: Ids }): Faults {
  let rules: ActiveRule[] = [];

  const activate = (input: FaultRuleInput): ActiveRule => {
    const parsed = parseFaultRule(input);
    const rule: FaultRule = { id: options.ids.uuid(), ...parsed };
    const pattern =
      parsed.path_regex !== undefined
        ? new RegExp(parsed.path_regex)
        : globToRegExp(parsed.path ?? '');
    return { rule, pattern };
  };
  const copy = (rule: FaultRule): FaultRule => ({ ...rule });

  return {
    add(input) {
      const active = activate(input);
      rules = [...rules, active];
      return copy(active.rule);
    },
    replace(inputs) {
      // All or nothing: one bad rule leaves the rules in force as they were.
      const next = inputs.map(activate);
      rules = next;
      return next.map((active) => copy(active.rule));
    },
    remove(id) {
      const before = rules.length;
      rules = rules.filter((active) => active.rule.id !== id);
      return rules.length < before;
    },
    clear(scope) {
      const before = rules.length;
      rules = scope === undefined ? [] : rules.filter((active) => active.rule.scope !== scope);
      return before - rules.length;
    },
    list() {
      return rules.map((active) => copy(active.rule));
    },
    hasRules() {
      return rules.length > 0;
    },
    match(request) {
      if (rules.length === 0 || !isFaultablePath(request.path)) return undefined;
      const active = rules.find(
        ({ rule, pattern }) =>
          (rule.method === undefined ||
            rule.method === request.method ||
            (rule.method === 'GET' && request.method === 'HEAD')) &&
          (rule.scope === undefined || rule.scope === request.scope) &&
          pattern.test(request.path),
      );
      if (active === undefined) return undefined;
      const { rule } = active;
      if (rule.count !== undefined) {
        rule.count -= 1;
        if (rule.count === 0) rules = rules.filter((candidate) => candidate !== active);
      }
      const outcome: FaultAction['outcome'] =
        rule.status !== undefined
          ? {
              kind: 'status',
              status: rule.status,
              message:
                rule.message ??
                `Injected fault: the sandbox answers ${rule.status} to this request (fault rule ${rule.id}).`,
            }
          : rule.drop === true
            ? { kind: 'drop' }
            : { kind: 'pass' };
      return { rule: copy(rule), delayMs: rule.delay_ms ?? 0, outcome };
    },
  };
}
