import type { operations } from '@cloud-portal/api-client';
import type { ErrorObject } from 'ajv/dist/2020.js';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { operationOf } from '../contract/contractCheck.ts';
import { INVALID_MESSAGE_KEYWORD, requestBodyRule } from '../contract/openapi.ts';
import { ApiProblem } from './apiError.ts';

/**
 * Largest request body the sandbox reads (Fastify's `bodyLimit`; larger ones get 413). The
 * biggest product-API body, a sign-up with fingerprint and affiliate fields, is under 4 KiB;
 * 64 KiB leaves room for that to grow while bounding what one request makes the single server
 * thread parse and validate (Fastify's default is 1 MiB). A route that needs more (an image
 * upload) sets its own `bodyLimit`.
 */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** The code of every request that breaks its openapi.yaml schema (as the account routes had). */
export const INVALID_INPUT = 'invalid_input';

/** Key of `errors` for a problem of the body as a whole (Django's name, read by SPEC §8). */
export const NON_FIELD_ERRORS = 'non_field_errors';

/**
 * The JSON body of an openapi.yaml operation, by operationId: what a handler may read from
 * `request.body` once {@link addRequestValidation} has checked it (`never` for an operation
 * without a body; a body that is not `required` may also be absent).
 *
 * @example
 * const { email, password } = request.body as JsonBody<'login'>;
 */
export type JsonBody<OperationId extends keyof operations> =
  NonNullable<operations[OperationId]['requestBody']> extends infer Declared
    ? [Declared] extends [never]
      ? never
      : Declared extends { content: { 'application/json': infer Body } }
        ? Body
        : never
    : never;

const MISSING = 'This is a required field.';
const NOT_ACCEPTED = 'This field is not accepted by this call.';
const NO_BODY_EXPECTED = 'This call takes no request body.';
const SEND_OBJECT = 'Send a JSON object as the request body.';
/** An unknown field is named in `errors` only when its name is plain (it comes from the client). */
const PLAIN_FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
/** At most this many fields are reported; a body of thousands of bad fields gets a short answer. */
const MAX_REPORTED_FIELDS = 20;

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

const FORMAT_TEXTS: Record<string, (label: string) => string> = {
  email: () => 'Enter a valid email address.',
  uuid: (label) => `The ${label} must be a UUID such as 5f0c6c1e-8a8e-4a36-9a53-2f2a3b1f6d10.`,
  'date-time': (label) => `The ${label} must be a date and time such as 2026-11-21T14:00:00Z.`,
};

function labelOf(field: string, schema: Record<string, unknown> | undefined): string {
  const title = schema?.['title'];
  if (typeof title === 'string' && title !== '') return title;
  return field === NON_FIELD_ERRORS ? 'request body' : field.replaceAll('_', ' ');
}

/**
 * The message of one failed keyword, from the schema alone (its limits, allowed values, title
 * and `x-invalid-message`), never from the value received.
 */
function messageOf(error: ErrorObject, field: string): string {
  const schema = error.parentSchema as Record<string, unknown> | undefined;
  const custom = schema?.[INVALID_MESSAGE_KEYWORD];
  if (typeof custom === 'string') return custom;
  const params = error.params as Record<string, unknown>;
  const label = labelOf(field, schema);
  const limit = String(params['limit']);
  switch (error.keyword) {
    case 'type': {
      if (field === NON_FIELD_ERRORS) return SEND_OBJECT;
      const types = String(params['type']).split(',');
      return `The ${label} must be ${types.map((type) => TYPE_WORDS[type] ?? type).join(' or ')}.`;
    }
    case 'format':
      return (
        FORMAT_TEXTS[String(params['format'])]?.(label) ??
        `The ${label} is not in the expected format.`
      );
    case 'minLength':
      return params['limit'] === 1 ? MISSING : `The ${label} must be at least ${limit} characters.`;
    case 'maxLength':
      return `The ${label} can be at most ${limit} characters.`;
    case 'pattern': {
      const example = Array.isArray(schema?.['examples']) ? schema['examples'][0] : undefined;
      return typeof example === 'string'
        ? `The ${label} must look like ${example}.`
        : `The ${label} is not in the expected format.`;
    }
    case 'enum':
      return `Choose one of: ${(params['allowedValues'] as unknown[]).map(String).join(', ')}.`;
    case 'const':
      return `The ${label} must be ${JSON.stringify(params['allowedValue'])}.`;
    case 'minimum':
      return `The ${label} must be at least ${limit}.`;
    case 'exclusiveMinimum':
      return `The ${label} must be more than ${limit}.`;
    case 'maximum':
      return `The ${label} must be at most ${limit}.`;
    case 'exclusiveMaximum':
      return `The ${label} must be less than ${limit}.`;
    case 'minItems':
      return `The ${label} needs at least ${limit} items.`;
    case 'maxItems':
      return `The ${label} can have at most ${limit} items.`;
    case 'minProperties':
      return `The ${label} needs at least ${limit} entries.`;
    case 'maxProperties':
      return `The ${label} can have at most ${limit} entries.`;
    default:
      return `The ${label} is not valid.`;
  }
}

/** The top-level field an instance path (`/fp_data/screen`) belongs to; the body itself for ''. */
function fieldOf(instancePath: string): string {
  const first = instancePath.split('/')[1];
  return first === undefined || first === ''
    ? NON_FIELD_ERRORS
    : first.replaceAll('~1', '/').replaceAll('~0', '~');
}

/**
 * The field errors of a body that broke its schema, as the portal reads them (`{field:
 * [messages]}`, top-level field names): plain sentences from the schema (required, lengths,
 * formats, allowed values, the schema's `x-invalid-message`), never Ajv's text, a schema path or
 * the value received. An undeclared field is named when its name is plain, else reported under
 * `non_field_errors`.
 *
 * @example
 * fieldErrorsOf(validate.errors ?? []);
 * // { email: ['Enter a valid email address.'], password: ['This is a required field.'] }
 */
export function fieldErrorsOf(errors: readonly ErrorObject[]): Record<string, string[]> {
  const found = new Map<string, string[]>();
  const add = (field: string, message: string) => {
    const messages = found.get(field);
    if (messages === undefined) {
      if (found.size < MAX_REPORTED_FIELDS) found.set(field, [message]);
    } else if (!messages.includes(message)) messages.push(message);
  };
  // A value of the wrong type also fails its enum, pattern...: the type is the one to fix.
  const wrongType = new Set(
    errors.filter((error) => error.keyword === 'type').map((error) => error.instancePath),
  );
  for (const error of errors) {
    const params = error.params as Record<string, unknown>;
    if (error.keyword !== 'type' && wrongType.has(error.instancePath)) continue;
    if (error.keyword === 'required') {
      add(fieldOf(`${error.instancePath}/${String(params['missingProperty'])}`), MISSING);
    } else if (
      error.keyword === 'additionalProperties' ||
      error.keyword === 'unevaluatedProperties'
    ) {
      const name = String(params['additionalProperty'] ?? params['unevaluatedProperty']);
      if (error.instancePath !== '') {
        const field = fieldOf(error.instancePath);
        add(field, `The ${labelOf(field, undefined)} has an entry this call does not accept.`);
      } else if (PLAIN_FIELD_NAME.test(name)) add(name, NOT_ACCEPTED);
      else add(NON_FIELD_ERRORS, 'The request body has a field this call does not accept.');
    } else {
      const field = fieldOf(error.instancePath);
      add(field, messageOf(error, field));
    }
  }
  if (found.size === 0) found.set(NON_FIELD_ERRORS, ['The request body is not valid.']);
  return Object.fromEntries(found);
}

/**
 * The 400 `invalid_input` problem of field errors; its message is the first of them (what the
 * portal shows for a 400, SPEC §8).
 *
 * @example
 * throw invalidInput({ email: ['Enter a valid email address.'] });
 */
export function invalidInput(errors: Record<string, string[]>): ApiProblem {
  const first = Object.values(errors)[0]?.[0] ?? 'Check the form and try again.';
  return new ApiProblem(400, INVALID_INPUT, first, errors);
}

const HTTP_METHODS_WITHOUT_BODY = new Set(['GET', 'HEAD']);

/**
 * The one request-body check of the product API. Every route registered under `prefix` after
 * this call must be an operation of openapi.yaml (`/api/customers/:id/` ↔ `/customers/{id}/`),
 * else the server does not start; its body is validated by Fastify, before the handler, against
 * the operation's `requestBody` schema (a route of an operation without one accepts no body),
 * and a failure answers 400 `invalid_input` with {@link fieldErrorsOf}. A route that brings its
 * own body, query, params or headers schema does not start either: the contract is the only
 * source. Register it before the routes.
 *
 * @example
 * addRequestValidation(app); // then registerModules(app, modules.list)
 */
export function addRequestValidation(app: FastifyInstance, prefix = '/api'): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(`${prefix}/`)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const [method] = methods;
    if (methods.length !== 1 || method === undefined)
      throw new Error(
        `${methods.join(',')} ${route.url}: register one method per route under ${prefix}, so that each is one openapi.yaml operation.`,
      );
    // HEAD answers as its GET does (Fastify adds the twin of every GET route).
    if (method === 'HEAD') return;
    const schema = route.schema ?? {};
    if (
      schema.body !== undefined ||
      schema.querystring !== undefined ||
      schema.params !== undefined ||
      schema.headers !== undefined ||
      route.validatorCompiler !== undefined
    )
      throw new Error(
        `${method} ${route.url} declares its own request schema: under ${prefix} request bodies are validated from openapi.yaml only (edit the operation's requestBody there).`,
      );
    const operation = operationOf(route.url);
    const rule = requestBodyRule(operation, method);
    if (rule === undefined)
      throw new Error(
        `${method} ${route.url} is not an operation of openapi.yaml (${method} ${operation}): declare it there, with its requestBody, before adding the route.`,
      );
    // GET and HEAD bodies are never parsed; nothing to check.
    if (HTTP_METHODS_WITHOUT_BODY.has(method)) return;
    const { validate, required } = rule;
    const validateBody = (body: unknown) => {
      // Fastify hands an absent body over as null.
      if (body === null)
        return required ? { error: invalidInput({ [NON_FIELD_ERRORS]: [SEND_OBJECT] }) } : true;
      if (validate === undefined)
        return { error: invalidInput({ [NON_FIELD_ERRORS]: [NO_BODY_EXPECTED] }) };
      return validate(body) ? true : { error: invalidInput(fieldErrorsOf(validate.errors ?? [])) };
    };
    const compiler: FastifySchemaCompiler<unknown> = ({ httpPart }) => {
      if (httpPart !== 'body') throw new Error(`No ${httpPart} schema is compiled here.`);
      return validateBody;
    };
    // What the compiler above stands for (Fastify passes an absent body as null).
    route.schema = {
      ...schema,
      body: rule.pointer === undefined ? { type: 'null' } : { $ref: rule.pointer },
    };
    route.validatorCompiler = compiler;
  });
}
