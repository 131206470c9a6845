import { describe, expect, it } from 'vitest';
import { createSchemaValidator, loadOpenApi } from './openapi.ts';

/**
 * Every schema of openapi.yaml that declares `examples`, by JSON pointer: the shared ones of
 * components/schemas and those written inline in an operation (paths).
 */
function schemasWithExamples(): Array<{ pointer: string; examples: unknown[] }> {
  const found: Array<{ pointer: string; examples: unknown[] }> = [];
  const walk = (node: unknown, pointer: string) => {
    if (typeof node !== 'object' || node === null) return;
    const record = node as Record<string, unknown>;
    if (Array.isArray(record['examples'])) found.push({ pointer, examples: record['examples'] });
    for (const [key, child] of Object.entries(record)) {
      if (key === 'examples') continue;
      walk(child, `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`);
    }
  };
  const document = loadOpenApi() as unknown as { paths: unknown; components: { schemas: unknown } };
  walk(document.components.schemas, '#/components/schemas');
  walk(document.paths, '#/paths');
  return found;
}

describe('openapi.yaml examples', () => {
  const validatorFor = createSchemaValidator();
  const cases = schemasWithExamples();

  it('has examples to check (the walk finds them)', () => {
    expect(cases.length).toBeGreaterThanOrEqual(8);
    const pointers = cases.map((entry) => entry.pointer);
    expect(pointers).toContain('#/components/schemas/Customer/properties/email');
    // An inline one: GET geo/country's answer.
    expect(pointers.some((pointer) => pointer.startsWith('#/paths/~1geo~1country/'))).toBe(true);
  });

  it('every example validates against the schema it illustrates', () => {
    for (const { pointer, examples } of cases) {
      const validate = validatorFor(pointer);
      for (const example of examples) {
        expect(validate(example), `${pointer}: ${JSON.stringify(example)}`).toBe(true);
      }
    }
  });

  it('the check has teeth: a wrong value fails those schemas', () => {
    expect(validatorFor('#/components/schemas/Decimal')('25.5')).toBe(false);
    expect(validatorFor('#/components/schemas/Region/properties/id')('EU_WEST')).toBe(false);
  });
});
