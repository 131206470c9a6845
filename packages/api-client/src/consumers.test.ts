/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { parse } from 'yaml';
import { BILLING_TOKEN, BILLING_TOKEN_HEADER } from './consumers.ts';

const spec = parse(readFileSync(new URL('../openapi.yaml', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, { parameters?: Array<{ $ref?: string }> }>>;
  components: {
    parameters: Record<string, { name: string; in: string; required: boolean; schema: object }>;
  };
};

it('the billing-token constants are the header openapi.yaml requires on GET /consumers/', () => {
  expect(spec.components.parameters['BillingToken']).toMatchObject({
    name: BILLING_TOKEN_HEADER,
    in: 'header',
    required: true,
    schema: { type: 'string', const: BILLING_TOKEN },
  });
  expect(spec.paths['/consumers/']?.['get']?.parameters).toContainEqual({
    $ref: '#/components/parameters/BillingToken',
  });
  // The creation call does not need it (only the consumer list, §6).
  expect(spec.paths['/consumers/']?.['post']?.parameters).toBeUndefined();
});
