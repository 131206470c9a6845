/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  PUBLIC_OPERATIONS,
  SILENT_OPERATIONS,
  isSilentOperation,
  requiresSession,
} from './operations.ts';

interface Operation {
  security?: unknown[];
  'x-silent-errors'?: boolean;
}
const spec = parse(readFileSync(new URL('../openapi.yaml', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
};
const operations = Object.entries(spec.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({
    key: `${method.toUpperCase()} ${path}`,
    operation,
  })),
);

describe('operation lists agree with openapi.yaml', () => {
  it('PUBLIC_OPERATIONS are exactly the operations whose security does not ask for accessCookie', () => {
    // Operations without their own `security` inherit the document's `accessCookie`.
    const publicInSpec = operations
      .filter(
        ({ operation }) =>
          Array.isArray(operation.security) &&
          !operation.security.some(
            (requirement) =>
              typeof requirement === 'object' &&
              requirement !== null &&
              'accessCookie' in requirement,
          ),
      )
      .map(({ key }) => key);

    expect([...PUBLIC_OPERATIONS].sort()).toEqual(publicInSpec.sort());
  });

  it('SILENT_OPERATIONS are exactly the operations marked `x-silent-errors: true`', () => {
    const silentInSpec = operations
      .filter(({ operation }) => operation['x-silent-errors'] === true)
      .map(({ key }) => key);

    expect([...SILENT_OPERATIONS].sort()).toEqual(silentInSpec.sort());
    // §7 lists seven TOTP calls.
    expect(SILENT_OPERATIONS.size).toBe(7);
  });
});

describe('isSilentOperation / requiresSession', () => {
  it('match the method in any case', () => {
    expect(isSilentOperation('post', '/totp/setup/')).toBe(true);
    expect(isSilentOperation('GET', '/totp/setup/')).toBe(false);
    expect(isSilentOperation('POST', '/login/')).toBe(false);
  });

  it('public calls need no session; account calls do', () => {
    expect(requiresSession('get', '/refresh-status/')).toBe(false);
    expect(requiresSession('POST', '/login/')).toBe(false);
    expect(requiresSession('GET', '/customers/')).toBe(true);
    expect(requiresSession('POST', '/customers/')).toBe(false);
    expect(requiresSession('PUT', '/customers/{id}/')).toBe(true);
  });
});
