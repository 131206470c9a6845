import { describe, expect, test } from 'vitest';
import {
  composeMiddleware,
  insertMiddleware,
  removeMiddleware,
  replaceMiddleware,
} from './stack.ts';
import type { CloudMiddleware, CloudRequest, CloudResponse } from './types.ts';

// Each test middleware records its name on the way in and on the way out.
function tracing(name: string, trace: string[]): CloudMiddleware {
  return {
    name,
    async handle(request, next) {
      trace.push(`>${name}`);
      const response = await next(request);
      trace.push(`<${name}`);
      return response;
    },
  };
}

const names = (stack: readonly CloudMiddleware[]) => stack.map((middleware) => middleware.name);
const noop = (name: string): CloudMiddleware => ({
  name,
  handle: (request, next) => next(request),
});
const base = [noop('a'), noop('b'), noop('c')];

describe('insertMiddleware', () => {
  test('puts a middleware first, last, before or after a named one', () => {
    expect(names(insertMiddleware(base, noop('x'), 'first'))).toEqual(['x', 'a', 'b', 'c']);
    expect(names(insertMiddleware(base, noop('x')))).toEqual(['a', 'b', 'c', 'x']);
    expect(names(insertMiddleware(base, noop('x'), { before: 'b' }))).toEqual(['a', 'x', 'b', 'c']);
    expect(names(insertMiddleware(base, noop('x'), { after: 'c' }))).toEqual(['a', 'b', 'c', 'x']);
  });

  test('does not change the original chain', () => {
    insertMiddleware(base, noop('x'));
    expect(names(base)).toEqual(['a', 'b', 'c']);
  });

  test('rejects duplicate names and unknown anchors', () => {
    expect(() => insertMiddleware(base, noop('b'))).toThrow(/already in the chain/);
    expect(() => insertMiddleware(base, noop('x'), { after: 'zzz' })).toThrow(
      /No middleware named "zzz"/,
    );
  });
});

describe('replaceMiddleware and removeMiddleware', () => {
  test('replace keeps the position', () => {
    const replacement = noop('b2');
    const stack = replaceMiddleware(base, 'b', replacement);
    expect(names(stack)).toEqual(['a', 'b2', 'c']);
    expect(stack[1]).toBe(replacement);
  });

  test('replace refuses to create a duplicate name', () => {
    expect(() => replaceMiddleware(base, 'b', noop('c'))).toThrow(/already in the chain/);
  });

  test('remove drops the named middleware and rejects unknown names', () => {
    expect(names(removeMiddleware(base, 'a'))).toEqual(['b', 'c']);
    expect(() => removeMiddleware(base, 'nope')).toThrow(/No middleware named/);
  });
});

describe('composeMiddleware', () => {
  test('runs the chain outermost first, then unwinds in reverse', async () => {
    const trace: string[] = [];
    const response: CloudResponse = {
      status: 200,
      ok: true,
      headers: new Headers(),
      body: undefined,
    };
    const handler = composeMiddleware(
      [tracing('outer', trace), tracing('inner', trace)],
      async () => {
        trace.push('fetch');
        return response;
      },
    );
    await expect(handler({} as CloudRequest)).resolves.toBe(response);
    expect(trace).toEqual(['>outer', '>inner', 'fetch', '<inner', '<outer']);
  });
});
