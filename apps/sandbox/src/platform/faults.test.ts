import { describe, expect, it } from 'vitest';
import {
  createFaults,
  FaultRuleError,
  globToRegExp,
  isFaultablePath,
  parseFaultRule,
} from './faults.ts';
import { countingIds } from './ids.ts';

const request = (path: string, method = 'GET', scope?: string) => ({ method, path, scope });

describe('globToRegExp', () => {
  it('matches * within a segment, ** across segments, the rest literally', () => {
    const cases: [string, string, boolean][] = [
      ['/api/news/', '/api/news/', true],
      ['/api/news/', '/api/news/5/', false],
      ['/api/news/*/', '/api/news/5/', true],
      ['/api/news/*/', '/api/news/5/extra/', false],
      ['/api/**', '/api/kb/chapters/ssh/', true],
      ['/api/**/', '/api/regions/', true],
      ['/cloud/*/compute/**', '/cloud/eu-west2/compute/v2.1/servers', true],
      ['/cloud/*/compute/**', '/cloud/eu-west2/network/v2.0/ports', false],
      // Regular expression characters are literal.
      ['/api/news/(1)/', '/api/news/(1)/', true],
      ['/api/news/.+/', '/api/news/5/', false],
    ];
    for (const [glob, path, expected] of cases)
      expect(globToRegExp(glob).test(path), `${glob} on ${path}`).toBe(expected);
  });
});

describe('isFaultablePath', () => {
  it('covers /api, /cloud and /ws, not the app or the sandbox’s own pages', () => {
    expect(
      ['/api', '/api/news/', '/cloud/eu-west2/identity/v3', '/ws/ping/eu-west2'].map(
        isFaultablePath,
      ),
    ).toEqual([true, true, true, true]);
    expect(
      ['/', '/news', '/apix', '/assets/app.js', '/sandbox/faults'].map(isFaultablePath),
    ).toEqual([false, false, false, false, false]);
  });
});

describe('parseFaultRule', () => {
  const problemsOf = (input: unknown) => {
    try {
      parseFaultRule(input);
    } catch (error) {
      if (error instanceof FaultRuleError) return error.problems;
      throw error;
    }
    return undefined;
  };

  it('takes a valid rule, upper-casing the method', () => {
    expect(
      parseFaultRule({ path: '/api/news/', method: 'get', status: 503, count: 2, scope: 'test-1' }),
    ).toEqual({ path: '/api/news/', method: 'GET', status: 503, count: 2, scope: 'test-1' });
    expect(parseFaultRule({ path_regex: '^/api/news/\\d+/$', drop: true, delay_ms: 100 })).toEqual({
      path_regex: '^/api/news/\\d+/$',
      drop: true,
      delay_ms: 100,
    });
    expect(parseFaultRule({ path: '/ws/**', delay_ms: 500 })).toEqual({
      path: '/ws/**',
      delay_ms: 500,
    });
  });

  it('names every problem by field', () => {
    expect(problemsOf('503')).toEqual({ rule: ['must be a JSON object.'] });
    expect(problemsOf({ path: '/api/news/', status: 503, delayMs: 10 })).toEqual({
      delayMs: [expect.stringContaining('is not a rule field')],
    });
    expect(problemsOf({ status: 503 })).toEqual({ path: [expect.stringContaining('either path')] });
    expect(problemsOf({ path: '/api/x/', path_regex: 'x', status: 503 })).toHaveProperty('path');
    expect(problemsOf({ path: '/api/news/' })).toEqual({
      rule: [expect.stringContaining('needs a status')],
    });
    expect(problemsOf({ path: '/api/news/', delay_ms: 0 })).toHaveProperty('rule');
    expect(problemsOf({ path: '/api/news/', status: 503, drop: true })).toHaveProperty('drop');
    for (const status of [200, 302, 600, 503.5, '503'])
      expect(problemsOf({ path: '/api/news/', status }), String(status)).toHaveProperty('status');
    expect(problemsOf({ path: '/api/news/', delay_ms: 60_001 })).toHaveProperty('delay_ms');
    expect(problemsOf({ path: '/api/news/', status: 503, count: 0 })).toHaveProperty('count');
    expect(problemsOf({ path: '/api/news/', status: 503, method: 'BREW' })).toHaveProperty(
      'method',
    );
    expect(problemsOf({ path: '/api/news/', status: 503, scope: 'a b' })).toHaveProperty('scope');
    expect(problemsOf({ path_regex: '(', status: 503 })).toHaveProperty('path_regex');
  });

  it('refuses a glob outside /api, /cloud and /ws (faults never touch the app or /sandbox)', () => {
    for (const path of ['/news', '/**', '/sandbox/faults', '/assets/*', 'api/news/'])
      expect(problemsOf({ path, status: 503 }), path).toHaveProperty('path');
  });
});

describe('createFaults', () => {
  it('answers the first matching rule, by path and method', () => {
    const faults = createFaults({ ids: countingIds() });
    faults.add({ path: '/api/news/', method: 'POST', status: 400 });
    faults.add({ path: '/api/news/', status: 503 });
    faults.add({ path: '/api/**', status: 500 });

    expect(faults.match(request('/api/news/', 'POST'))?.outcome).toMatchObject({ status: 400 });
    expect(faults.match(request('/api/news/'))?.outcome).toMatchObject({ status: 503 });
    expect(faults.match(request('/api/regions/'))?.outcome).toMatchObject({ status: 500 });
    expect(faults.match(request('/news'))).toBeUndefined();
  });

  it('lets a GET rule match HEAD too (the same route)', () => {
    const faults = createFaults({ ids: countingIds() });
    faults.add({ path: '/api/news/', method: 'GET', status: 503 });
    expect(faults.match(request('/api/news/', 'HEAD'))).toBeDefined();
    expect(faults.match(request('/api/news/', 'DELETE'))).toBeUndefined();
  });

  it('never matches outside /api, /cloud and /ws, even with a catch-all regex', () => {
    const faults = createFaults({ ids: countingIds() });
    faults.add({ path_regex: '.*', status: 503 });
    expect(faults.match(request('/'))).toBeUndefined();
    expect(faults.match(request('/sandbox/faults', 'DELETE'))).toBeUndefined();
    expect(faults.match(request('/api/regions/'))).toBeDefined();
  });

  it('uses up a count and then removes the rule', () => {
    const faults = createFaults({ ids: countingIds() });
    const rule = faults.add({ path: '/api/news/', status: 503, count: 2 });
    expect(faults.match(request('/api/news/'))?.rule).toMatchObject({ id: rule.id, count: 1 });
    expect(faults.list()).toEqual([{ ...rule, count: 1 }]);
    expect(faults.match(request('/api/news/'))).toBeDefined();
    expect(faults.match(request('/api/news/'))).toBeUndefined();
    expect(faults.list()).toEqual([]);
  });

  it('applies a scoped rule only to requests of that scope; an unscoped one to all', () => {
    const faults = createFaults({ ids: countingIds() });
    faults.add({ path: '/api/news/', status: 503, scope: 'test-a' });
    faults.add({ path: '/api/regions/', status: 500 });
    expect(faults.match(request('/api/news/'))).toBeUndefined();
    expect(faults.match(request('/api/news/', 'GET', 'test-b'))).toBeUndefined();
    expect(faults.match(request('/api/news/', 'GET', 'test-a'))).toBeDefined();
    expect(faults.match(request('/api/regions/', 'GET', 'test-a'))).toBeDefined();

    expect(faults.clear('test-a')).toBe(1);
    expect(faults.list().map((rule) => rule.path)).toEqual(['/api/regions/']);
  });

  it('describes the action: delay, then a status, a drop or the normal answer', () => {
    const faults = createFaults({ ids: countingIds() });
    faults.add({ path: '/api/a/', status: 429, delay_ms: 50, message: 'Slow down.' });
    faults.add({ path: '/api/b/', drop: true });
    faults.add({ path: '/api/c/', delay_ms: 2_000 });
    expect(faults.match(request('/api/a/'))).toMatchObject({
      delayMs: 50,
      outcome: { kind: 'status', status: 429, message: 'Slow down.' },
    });
    expect(faults.match(request('/api/b/'))).toMatchObject({
      delayMs: 0,
      outcome: { kind: 'drop' },
    });
    expect(faults.match(request('/api/c/'))).toMatchObject({
      delayMs: 2_000,
      outcome: { kind: 'pass' },
    });
  });

  it('replaces all rules at once, or none when one is invalid', () => {
    const faults = createFaults({ ids: countingIds() });
    faults.add({ path: '/api/news/', status: 503 });
    expect(() =>
      faults.replace([
        { path: '/api/regions/', status: 503 },
        { path: '/api/x/', status: 200 },
      ]),
    ).toThrow(FaultRuleError);
    expect(faults.list().map((rule) => rule.path)).toEqual(['/api/news/']);

    const replaced = faults.replace([{ path: '/api/regions/', status: 502 }]);
    expect(faults.list()).toEqual(replaced);
    expect(faults.match(request('/api/news/'))).toBeUndefined();
  });

  it('removes one rule by id, and all with clear()', () => {
    const faults = createFaults({ ids: countingIds() });
    const first = faults.add({ path: '/api/a/', status: 503 });
    faults.add({ path: '/api/b/', status: 503 });
    expect(faults.remove(first.id)).toBe(true);
    expect(faults.remove(first.id)).toBe(false);
    expect(faults.clear()).toBe(1);
    expect(faults.list()).toEqual([]);
  });

  it('hands out copies: changing a listed rule changes nothing', () => {
    const faults = createFaults({ ids: countingIds() });
    const rule = faults.add({ path: '/api/a/', status: 503, count: 1 });
    rule.count = 100;
    faults.list()[0]!.status = 400;
    expect(faults.match(request('/api/a/'))?.outcome).toMatchObject({ status: 503 });
    expect(faults.match(request('/api/a/'))).toBeUndefined();
  });
});
