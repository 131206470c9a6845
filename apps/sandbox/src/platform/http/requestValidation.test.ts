import { PASSWORD_MIN_LENGTH } from '@cloud-portal/domain/validation';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createAgent } from '../../test-support/agent.ts';
import { loadOpenApi } from '../../test-support/openapi.ts';
import { startTestServer } from '../../test-support/server.ts';
import { requestBodyRule } from '../contract/openapi.ts';
import { addRequestValidation, fieldErrorsOf } from './requestValidation.ts';

type Schema = Record<string, unknown>;

/** The schema at a local `$ref` of openapi.yaml. */
function resolve(schema: Schema): Schema {
  const ref = schema['$ref'];
  if (typeof ref !== 'string') return schema;
  let node: unknown = loadOpenApi();
  for (const segment of ref.replace('#/', '').split('/'))
    node = (node as Schema)[segment.replaceAll('~1', '/').replaceAll('~0', '~')];
  return resolve(node as Schema);
}

/** Declared properties and required names of an object schema, its `allOf` parts included. */
function fieldsOf(schema: Schema): { properties: Record<string, Schema>; required: string[] } {
  const resolved = resolve(schema);
  const properties: Record<string, Schema> = {};
  const required: string[] = [...((resolved['required'] as string[] | undefined) ?? [])];
  for (const part of (resolved['allOf'] as Schema[] | undefined) ?? []) {
    const inner = fieldsOf(part);
    Object.assign(properties, inner.properties);
    required.push(...inner.required);
  }
  for (const [name, property] of Object.entries(
    (resolved['properties'] as Record<string, Schema> | undefined) ?? {},
  ))
    properties[name] = resolve(property);
  return { properties, required };
}

interface BodyOperation {
  method: 'POST' | 'PUT';
  operation: string;
  path: string;
  properties: Record<string, Schema>;
  required: string[];
}

/** Every operation of openapi.yaml with a JSON request body. */
function bodyOperations(): BodyOperation[] {
  const found: BodyOperation[] = [];
  for (const [operation, methods] of Object.entries(loadOpenApi().paths)) {
    for (const [method, declared] of Object.entries(methods)) {
      const body = (declared as { requestBody?: { content: Record<string, { schema: Schema }> } })
        .requestBody;
      if (body === undefined) continue;
      const schema = body.content['application/json']?.schema;
      if (schema === undefined) throw new Error(`${method} ${operation}: no JSON schema`);
      found.push({
        method: method.toUpperCase() as 'POST' | 'PUT',
        operation,
        // Any id fits the path parameter: the body is checked before the handler runs.
        path: operation.replace('{id}', '00000000-0000-4000-8000-000000000000'),
        ...fieldsOf(schema),
      });
    }
  }
  return found;
}

/** A value of the wrong JSON type for a property, made so that an echo would be seen. */
function wrongValueFor(property: Schema): unknown {
  const types = [property['type']].flat();
  if (types.includes('object')) return 'SENTINEL-not-an-object';
  if (types.includes('string') && !types.includes('integer')) return 987654321;
  return { SENTINEL: 'nested' };
}

/** Phrases of Ajv's and Fastify's own messages, which a client must never see. */
const INTERNALS =
  /must match|must have required|must be string|must NOT|instancePath|\/body|FST_|schemaPath|#\//;

let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('request bodies of every operation are checked against openapi.yaml', () => {
  const operations = bodyOperations();

  it('finds the operations with a body (the walk has teeth)', () => {
    expect(operations.length).toBeGreaterThanOrEqual(18);
    expect(operations.map(({ method, operation }) => `${method} ${operation}`)).toEqual(
      expect.arrayContaining([
        'POST /login/',
        'POST /customers/',
        'PUT /customers/{id}/',
        'POST /totp/verify/',
        'POST /affiliate/click',
        'POST /donate-payment',
      ]),
    );
  });

  it.each(operations.map((entry) => [`${entry.method} ${entry.operation}`, entry] as const))(
    '%s: a field of the wrong type answers 400 invalid_input naming that field, without echo',
    async (_name, { method, operation, path, properties }) => {
      server ??= await startTestServer();
      const agent = createAgent(server.app);
      await agent.primeCsrf();
      expect(Object.keys(properties).length).toBeGreaterThan(0);

      for (const [field, property] of Object.entries(properties)) {
        const response = await agent.call({
          method,
          operation,
          path,
          body: { [field]: wrongValueFor(property) },
        });

        expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
        const body = response.json<{
          code: string;
          message: string;
          errors: Record<string, string[]>;
        }>();
        expect(body.code).toBe('invalid_input');
        expect(body.errors[field], `${field}: ${response.body}`).toEqual([
          expect.stringMatching(/^[A-Z].*\.$/),
        ]);
        expect(response.body).not.toMatch(INTERNALS);
        expect(response.body).not.toContain('SENTINEL');
        expect(response.body).not.toContain('987654321');
      }
    },
  );

  it.each(
    operations
      .filter((entry) => entry.required.length > 0)
      .map((entry) => [`${entry.method} ${entry.operation}`, entry] as const),
  )('%s: an empty object names every required field', async (_name, entry) => {
    server ??= await startTestServer();
    const agent = createAgent(server.app);
    await agent.primeCsrf();

    const response = await agent.call({ ...entry, body: {} });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid_input',
      message: 'This is a required field.',
      errors: Object.fromEntries(
        entry.required.map((field) => [field, ['This is a required field.']]),
      ),
    });
  });

  it('says what to fix in plain words: format, length, allowed values, the schema message', async () => {
    server = await startTestServer();
    const agent = createAgent(server.app);
    await agent.primeCsrf();

    const signUp = await agent.call({
      method: 'POST',
      operation: '/customers/',
      body: { email: 'nope', password: 'short', utm_source: 'x' },
    });
    const donate = await agent.call({
      method: 'POST',
      operation: '/donate-payment',
      body: { amount: '0.50', currency: 'gbp', message: 'm'.repeat(501) },
    });

    expect(signUp.json()).toEqual({
      code: 'invalid_input',
      message: 'Enter a valid email address.',
      errors: {
        email: ['Enter a valid email address.'],
        password: [`The password must be at least ${PASSWORD_MIN_LENGTH} characters.`],
        utm_source: ['This field is not accepted by this call.'],
      },
    });
    expect(donate.json().errors).toEqual({
      amount: ['Enter an amount from 1.00 to 10000.00 with two decimals, for example 10.00.'],
      currency: ['Choose one of: usd, eur, rub.'],
      message: ['The message can be at most 500 characters.'],
    });
  });

  it('refuses a body on a call that takes none, and a missing body where one is required', async () => {
    server = await startTestServer();
    const agent = createAgent(server.app);
    await agent.primeCsrf();

    const logout = await agent.call({ method: 'POST', operation: '/logout/', body: {} });
    const login = await agent.call({ method: 'POST', operation: '/login/' });

    expect(logout.statusCode).toBe(400);
    expect(logout.json()).toMatchObject({
      code: 'invalid_input',
      errors: { non_field_errors: ['This call takes no request body.'] },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toMatchObject({
      code: 'invalid_input',
      errors: { non_field_errors: ['Send a JSON object as the request body.'] },
    });
  });

  it("keeps the schema's password minimum equal to the domain rule (SPEC §5)", () => {
    for (const [path, method] of [
      ['/customers/', 'POST'],
      ['/customers/change-password', 'POST'],
      ['/customers/reset-password', 'POST'],
    ] as const) {
      const validate = requestBodyRule(path, method)?.validate;
      const body = (password: string) =>
        path === '/customers/'
          ? { email: 'a@b.cc', password }
          : path === '/customers/change-password'
            ? { old_password: 'x', password }
            : { token: 't', password };
      // Code points, as domain's validatePassword counts them: 🙂 is one character.
      expect(validate?.(body('🙂'.repeat(PASSWORD_MIN_LENGTH))), path).toBe(true);
      expect(validate?.(body('🙂'.repeat(PASSWORD_MIN_LENGTH - 1))), path).toBe(false);
    }
  });
});

describe('fieldErrorsOf', () => {
  it('names a plain unknown field, and reports an odd one without repeating its name', () => {
    const errors = fieldErrorsOf([
      {
        keyword: 'additionalProperties',
        instancePath: '',
        schemaPath: '#/additionalProperties',
        params: { additionalProperty: 'nickname' },
      },
      {
        keyword: 'additionalProperties',
        instancePath: '',
        schemaPath: '#/additionalProperties',
        params: { additionalProperty: '<img src=x onerror=alert(1)>' },
      },
    ]);

    expect(errors).toEqual({
      nickname: ['This field is not accepted by this call.'],
      non_field_errors: ['The request body has a field this call does not accept.'],
    });
  });

  it('reports a problem inside a field under that field, at most 20 fields', () => {
    const nested = fieldErrorsOf([
      {
        keyword: 'type',
        instancePath: '/fp_data/screen',
        schemaPath: '#/type',
        params: { type: 'string,number,boolean,null' },
        parentSchema: { type: ['string', 'number', 'boolean', 'null'] },
      },
    ]);
    const many = fieldErrorsOf(
      Array.from({ length: 500 }, (_, index) => ({
        keyword: 'additionalProperties',
        instancePath: '',
        schemaPath: '#/additionalProperties',
        params: { additionalProperty: `field${index}` },
      })),
    );

    expect(nested).toEqual({
      fp_data: ['The fp data must be text or a number or true or false or null.'],
    });
    expect(Object.keys(many)).toHaveLength(20);
  });
});

describe('startup rules', () => {
  async function bareApp(register: (app: FastifyInstance) => void): Promise<FastifyInstance> {
    const app = Fastify();
    addRequestValidation(app);
    await app.register(
      async (api) => {
        register(api);
      },
      { prefix: '/api' },
    );
    return app;
  }

  it('a route that openapi.yaml does not declare does not start', async () => {
    await expect(
      bareApp((api) => api.post('/gift-cards/', async () => ({ ok: true }))),
    ).rejects.toThrow(
      'POST /api/gift-cards/ is not an operation of openapi.yaml (POST /gift-cards/)',
    );
  });

  it('a route with its own body schema instead of the requestBody of openapi.yaml does not start', async () => {
    await expect(
      bareApp((api) =>
        api.post(
          '/logout/',
          {
            schema: { body: { type: 'object', properties: { all_devices: { type: 'boolean' } } } },
          },
          async () => ({ detail: 'ok' }),
        ),
      ),
    ).rejects.toThrow('POST /api/logout/ declares its own request schema');
  });

  it('a declared route starts, and its body is checked before the handler runs', async () => {
    let handled = 0;
    const app = await bareApp((api) =>
      api.post('/customers/request-reset-password', async () => {
        handled += 1;
        return { detail: 'ok' };
      }),
    );

    const refused = await app.inject({
      method: 'POST',
      url: '/api/customers/request-reset-password',
      payload: { email: 'nope' },
    });
    const accepted = await app.inject({
      method: 'POST',
      url: '/api/customers/request-reset-password',
      payload: { email: 'demo@cloud-portal.test' },
    });
    await app.close();

    expect(refused.statusCode).toBe(400);
    expect(accepted.statusCode).toBe(200);
    expect(handled).toBe(1);
  });
});
