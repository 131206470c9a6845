// The ordered, named middleware chain. Index 0 is the OUTERMOST middleware: it sees the request
// first and the response last. The helpers return new arrays; a client's chain never changes
// after `createCloudClient`.

import type { CloudHandler, CloudMiddleware } from './types.ts';

/** Where `insertMiddleware` puts a middleware. */
export type MiddlewarePosition =
  'first' | 'last' | { readonly before: string } | { readonly after: string };

function indexOfName(stack: readonly CloudMiddleware[], name: string): number {
  const index = stack.findIndex((middleware) => middleware.name === name);
  if (index === -1) {
    const known = stack.map((middleware) => middleware.name).join(', ');
    throw new Error(`No middleware named "${name}" in the chain (have: ${known || 'none'}).`);
  }
  return index;
}

/**
 * Returns a copy of `stack` with `middleware` inserted. Names must be unique.
 *
 * @example
 * const logger = { name: 'logger', handle: (request, next) => next(request) };
 * insertMiddleware(defaultMiddleware(), logger, { after: 'request-id' });
 */
export function insertMiddleware(
  stack: readonly CloudMiddleware[],
  middleware: CloudMiddleware,
  position: MiddlewarePosition = 'last',
): readonly CloudMiddleware[] {
  if (stack.some((existing) => existing.name === middleware.name)) {
    throw new Error(
      `A middleware named "${middleware.name}" is already in the chain: use replaceMiddleware.`,
    );
  }
  let index: number;
  if (position === 'first') index = 0;
  else if (position === 'last') index = stack.length;
  else if ('before' in position) index = indexOfName(stack, position.before);
  else index = indexOfName(stack, position.after) + 1;
  return [...stack.slice(0, index), middleware, ...stack.slice(index)];
}

/**
 * Returns a copy of `stack` with the middleware called `name` replaced, in the same place.
 *
 * @example
 * replaceMiddleware(defaultMiddleware(), 'retry', retryMiddleware({ sleep: async () => {} }));
 */
export function replaceMiddleware(
  stack: readonly CloudMiddleware[],
  name: string,
  middleware: CloudMiddleware,
): readonly CloudMiddleware[] {
  const index = indexOfName(stack, name);
  if (middleware.name !== name && stack.some((existing) => existing.name === middleware.name)) {
    throw new Error(`A middleware named "${middleware.name}" is already in the chain.`);
  }
  return stack.map((existing, position) => (position === index ? middleware : existing));
}

/**
 * Returns a copy of `stack` without the middleware called `name`.
 *
 * @example
 * removeMiddleware(defaultMiddleware(), 'request-id');
 */
export function removeMiddleware(
  stack: readonly CloudMiddleware[],
  name: string,
): readonly CloudMiddleware[] {
  const index = indexOfName(stack, name);
  return stack.filter((_, position) => position !== index);
}

/**
 * Folds the chain around a terminal handler (normally `fetch`) into one handler.
 *
 * @example
 * const send = composeMiddleware(defaultMiddleware(), fetchHandler(globalThis.fetch));
 */
export function composeMiddleware(
  stack: readonly CloudMiddleware[],
  terminal: CloudHandler,
): CloudHandler {
  return stack.reduceRight<CloudHandler>(
    (next, middleware) => (request) => middleware.handle(request, next),
    terminal,
  );
}
