import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { parse } from 'yaml';

const SPEC_ID = 'https://cloud-portal.test/openapi.yaml';

interface OpenApiDocument {
  paths: Record<string, Record<string, { responses: Record<string, { $ref?: string }> }>>;
  components: { responses: Record<string, unknown> };
}

/**
 * openapi.yaml as published by @cloud-portal/api-client (the `./openapi.yaml` export).
 *
 * @example
 * Object.keys(loadOpenApi().paths); // ['/regions/', '/regions/{id}/']
 */
export function loadOpenApi(): OpenApiDocument {
  const specPath = createRequire(import.meta.url).resolve('@cloud-portal/api-client/openapi.yaml');
  return parse(readFileSync(specPath, 'utf8')) as OpenApiDocument;
}

function pointerSegment(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}

/**
 * Validators for the response bodies an operation declares, by JSON Schema 2020-12 (the schema
 * dialect of OpenAPI 3.1). `$ref`s resolve against the whole document, response `$ref`s
 * (`#/components/responses/...`) are followed, and the `4XX`/`5XX` ranges match their codes.
 *
 * @example
 * const validate = createContractValidator()('/regions/{id}/', 'get', 404);
 * validate({ code: 'not_found', message: 'Region not found.' }); // true
 */
export function createContractValidator(): (
  path: string,
  method: string,
  status: number,
) => ValidateFunction {
  const document = loadOpenApi();
  const ajv = createSpecAjv(document);

  return function responseValidator(
    path: string,
    method: string,
    status: number,
  ): ValidateFunction {
    const responses = document.paths[path]?.[method.toLowerCase()]?.responses;
    if (responses === undefined)
      throw new Error(`openapi.yaml has no operation ${method} ${path}.`);
    const key = [String(status), `${String(status)[0]}XX`, 'default'].find(
      (candidate) => candidate in responses,
    );
    if (key === undefined)
      throw new Error(`openapi.yaml declares no ${status} response for ${method} ${path}.`);
    let pointer = `#/paths/${pointerSegment(path)}/${method.toLowerCase()}/responses/${key}`;
    const declared = responses[key];
    if (declared?.$ref !== undefined) pointer = declared.$ref;
    const validate = ajv.compile({ $ref: `${SPEC_ID}${pointer}/content/application~1json/schema` });
    return validate;
  };
}

/**
 * A validator for any schema of openapi.yaml by JSON pointer (`#/components/schemas/Customer`).
 *
 * @example
 * createSchemaValidator()('#/components/schemas/Decimal')('25.00'); // true
 */
export function createSchemaValidator(): (pointer: string) => ValidateFunction {
  const ajv = createSpecAjv(loadOpenApi());
  return (pointer) => ajv.compile({ $ref: `${SPEC_ID}${pointer}` });
}

function createSpecAjv(document: OpenApiDocument): Ajv2020 {
  // Strict mode: a misspelt keyword in a schema fails the test instead of being ignored. The
  // OpenAPI-only members of the document are declared as vocabulary so that adding it passes.
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  ajv.addVocabulary(['openapi', 'info', 'servers', 'security', 'tags', 'paths', 'components']);
  // The two formats openapi.yaml uses, checked for real (not ignored): a format that is not
  // declared here fails compilation in strict mode.
  ajv.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
  ajv.addFormat('date-time', {
    validate: (value: string) =>
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
      !Number.isNaN(Date.parse(value)),
  });
  ajv.addSchema(document as object, SPEC_ID);
  return ajv;
}
