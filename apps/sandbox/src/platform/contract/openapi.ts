import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { parse } from 'yaml';

const SPEC_ID = 'https://cloud-portal.test/openapi.yaml';

interface OpenApiOperation {
  responses: Record<string, { $ref?: string }>;
  requestBody?: { $ref?: string; required?: boolean; content?: Record<string, unknown> };
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { responses: Record<string, unknown>; requestBodies?: Record<string, unknown> };
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

type ResponseValidator = (path: string, method: string, status: number) => ValidateFunction;

let responseValidator: ResponseValidator | undefined;

/**
 * Validators for the response bodies an operation declares, by JSON Schema 2020-12 (the schema
 * dialect of OpenAPI 3.1). `$ref`s resolve against the whole document, response `$ref`s
 * (`#/components/responses/...`) are followed, and the `4XX`/`5XX` ranges match their codes.
 * Compiled once per process and per response, as {@link requestBodyRule}: the spec is a file of
 * the installed api-client, and tests make a validator per test (parsing the spec and adding it
 * to a new Ajv took about 180 ms each).
 *
 * @example
 * const validate = createContractValidator()('/regions/{id}/', 'get', 404);
 * validate({ code: 'not_found', message: 'Region not found.' }); // true
 */
export function createContractValidator(): ResponseValidator {
  responseValidator ??= createResponseValidator();
  return responseValidator;
}

function createResponseValidator(): ResponseValidator {
  const document = loadOpenApi();
  const ajv = createSpecAjv(document);
  const cache = new Map<string, ValidateFunction>();

  return (path, method, status) => {
    const cacheKey = `${method.toLowerCase()} ${path} ${status}`;
    const cached = cache.get(cacheKey);
    if (cached !== undefined) return cached;
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
    cache.set(cacheKey, validate);
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

/** What openapi.yaml says about the request body of one operation. */
export interface RequestBodyRule {
  /** JSON pointer of the body's schema in openapi.yaml; undefined when the operation takes no body. */
  pointer?: string;
  /** Whether the body must be sent (`requestBody.required`). */
  required: boolean;
  /**
   * Validator of the parsed JSON body (all errors, each with its `parentSchema`, so that a
   * message can use the schema's `title` and `x-invalid-message`); undefined without a body.
   */
  validate?: ValidateFunction;
}

let requestBodyRules: ((path: string, method: string) => RequestBodyRule | undefined) | undefined;

/**
 * The request-body rule of an operation (`undefined` when openapi.yaml has no such operation),
 * compiled once per process: the spec is a file of the installed api-client, it does not change
 * while the sandbox runs, and tests start many servers.
 *
 * @example
 * const rule = requestBodyRule('/login/', 'POST');
 * rule?.validate?.({ email: 'demo@cloud-portal.test', password: 'x' }); // true
 */
export function requestBodyRule(path: string, method: string): RequestBodyRule | undefined {
  requestBodyRules ??= createRequestBodyRules();
  return requestBodyRules(path, method);
}

function createRequestBodyRules(): (path: string, method: string) => RequestBodyRule | undefined {
  const document = loadOpenApi();
  const ajv = createSpecAjv(document, { verbose: true });
  const cache = new Map<string, RequestBodyRule>();
  return (path, method) => {
    const key = `${method.toUpperCase()} ${path}`;
    const cached = cache.get(key);
    if (cached !== undefined) return cached;
    const operation = document.paths[path]?.[method.toLowerCase()];
    if (operation === undefined) return undefined;
    let rule: RequestBodyRule = { required: false };
    let declared = operation.requestBody;
    let pointer = `#/paths/${pointerSegment(path)}/${method.toLowerCase()}/requestBody`;
    if (declared?.$ref !== undefined) {
      pointer = declared.$ref;
      const name = pointer.replace('#/components/requestBodies/', '');
      declared = document.components.requestBodies?.[name] as typeof declared;
    }
    if (declared !== undefined) {
      if (declared.content?.['application/json'] === undefined)
        throw new Error(`openapi.yaml: the requestBody of ${key} has no application/json schema.`);
      const schemaPointer = `${pointer}/content/application~1json/schema`;
      rule = {
        pointer: schemaPointer,
        required: declared.required === true,
        validate: ajv.compile({ $ref: `${SPEC_ID}${schemaPointer}` }),
      };
    }
    cache.set(key, rule);
    return rule;
  };
}

/** JSON Schema annotation of openapi.yaml: the message a client gets when this value is invalid. */
export const INVALID_MESSAGE_KEYWORD = 'x-invalid-message';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The `email` format of openapi.yaml: one `@`, no spaces, a dot in the domain, at most 254
 * characters (RFC 5321's path limit), after trimming surrounding spaces (the server trims, so
 * a pasted address with a trailing space is accepted as the portal's trimmed one is).
 *
 * @example
 * isEmailAddress(' demo@cloud-portal.test'); // true
 * isEmailAddress('demo@localhost'); // false
 */
export function isEmailAddress(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= 254 && EMAIL_PATTERN.test(trimmed);
}

function createSpecAjv(document: OpenApiDocument, options: { verbose?: boolean } = {}): Ajv2020 {
  // Strict mode: a misspelt keyword in a schema fails the test instead of being ignored. The
  // OpenAPI-only members of the document are declared as vocabulary so that adding it passes.
  // Union types (`type: [string, integer]`) are plain JSON Schema; openapi.yaml uses them.
  const ajv = new Ajv2020({
    strict: true,
    allowUnionTypes: true,
    allErrors: true,
    verbose: options.verbose === true,
  });
  ajv.addVocabulary(['openapi', 'info', 'servers', 'security', 'tags', 'paths', 'components']);
  ajv.addKeyword({ keyword: INVALID_MESSAGE_KEYWORD, schemaType: 'string' });
  // The formats openapi.yaml uses, checked for real (not ignored): a format that is not
  // declared here fails compilation in strict mode.
  ajv.addFormat('email', { type: 'string', validate: isEmailAddress });
  ajv.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
  ajv.addFormat('date-time', {
    validate: (value: string) =>
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
      !Number.isNaN(Date.parse(value)),
  });
  ajv.addSchema(document as object, SPEC_ID);
  return ajv;
}
