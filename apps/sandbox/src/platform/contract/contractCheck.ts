import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import { isInjectedFault } from '../faultsHttp.ts';
import { createContractValidator, loadOpenApi } from './openapi.ts';

/** One response that did not match openapi.yaml. */
export interface ContractViolation {
  method: string;
  /** openapi.yaml path template, e.g. `/customers/{id}/`. */
  operation: string;
  url: string;
  status: number;
  /**
   * What is wrong, each `<field path>: <what>` (`/0/currency: must be one of usd, eur, rub, got
   * "gbp"`), or why the response could not be checked at all.
   */
  problems: string[];
}

/** What `GET /sandbox/contract` answers. */
export interface ContractReport {
  checked: number;
  /** Answers checked per `METHOD /template/ status`, to see which operations the traffic used. */
  operations: Record<string, number>;
  violations: ContractViolation[];
}

/**
 * Whether openapi.yaml declares this response as a file (`application/octet-stream` content,
 * no JSON).
 */
function isDeclaredFile(
  spec: ReturnType<typeof loadOpenApi>,
  operation: string,
  method: string,
  status: number,
): boolean {
  const response = spec.paths[operation]?.[method.toLowerCase()]?.responses[String(status)] as
    { content?: Record<string, unknown> } | undefined;
  const content = response?.content;
  return (
    content !== undefined &&
    'application/octet-stream' in content &&
    !('application/json' in content)
  );
}

/**
 * The openapi.yaml template of a Fastify route under `/api`: `/api/customers/:id/` →
 * `/customers/{id}/`.
 *
 * @example
 * operationOf('/api/regions/:id/'); // '/regions/{id}/'
 */
export function operationOf(routeUrl: string): string {
  return routeUrl.replace(/^\/api/, '').replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}

/**
 * The openapi.yaml template a request path falls under, for requests no sandbox route answered:
 * `/regions/eu-west2/` → `/regions/{id}/`; `undefined` when the spec has no such path.
 *
 * @example
 * templateOf('/regions/eu-west2/', ['/regions/', '/regions/{id}/']); // '/regions/{id}/'
 */
export function templateOf(path: string, templates: readonly string[]): string | undefined {
  return templates.find((template) => {
    const pattern = template
      .split(/\{[^}]+\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('[^/]+');
    return new RegExp(`^${pattern}$`).test(path);
  });
}

/** The value at a JSON pointer (Ajv's `instancePath`) of a body, for the report. */
function valueAt(body: unknown, pointer: string): unknown {
  let value = body;
  for (const segment of pointer.split('/').slice(1)) {
    const key = segment.replaceAll('~1', '/').replaceAll('~0', '~');
    value =
      typeof value === 'object' && value !== null
        ? (value as Record<string, unknown>)[key]
        : undefined;
  }
  return value;
}

/**
 * One Ajv error as `<field path>: <what>`, the path naming the field itself (a missing or
 * undeclared property, not its parent) and the value found where that helps.
 *
 * @example
 * describeProblem({ instancePath: '/0', keyword: 'required', params: { missingProperty: 'city' }, message: "must have required property 'city'", schemaPath: '' }, [{}]);
 * // "/0/city: is required but missing"
 */
export function describeProblem(error: ErrorObject, body: unknown): string {
  const params = error.params as Record<string, unknown>;
  const found = (path: string) => {
    const text = JSON.stringify(valueAt(body, path)) ?? 'undefined';
    return text.length > 80 ? `${text.slice(0, 77)}...` : text;
  };
  switch (error.keyword) {
    case 'required':
      return `${error.instancePath}/${String(params['missingProperty'])}: is required but missing`;
    case 'additionalProperties':
      return `${error.instancePath}/${String(params['additionalProperty'])}: is not declared (additionalProperties: false)`;
    case 'enum':
      return `${error.instancePath || '(body)'}: must be one of ${(params['allowedValues'] as unknown[]).map((value) => JSON.stringify(value)).join(', ')}, got ${found(error.instancePath)}`;
    default:
      return `${error.instancePath || '(body)'}: ${error.message ?? error.keyword}, got ${found(error.instancePath)}`;
  }
}

/**
 * Opt-in run-time contract check (`CONTRACT_CHECK=1`): every JSON answer of a `/api/` route is
 * validated against openapi.yaml; mismatches are logged and collected, and `GET /sandbox/contract`
 * reports them, so an end-to-end run can assert that all the traffic it caused matched the
 * contract. A call the spec declares but no sandbox route answers is a violation too. Off by default (it costs a validation per response).
 *
 * @example
 * if (options.contractCheck) addContractCheck(app);
 */
export function addContractCheck(app: FastifyInstance): void {
  const responseValidator = createContractValidator();
  const cache = new Map<string, ValidateFunction>();
  const report: ContractReport = { checked: 0, operations: {}, violations: [] };
  const count = (key: string) => {
    report.operations[key] = (report.operations[key] ?? 0) + 1;
  };
  const spec = loadOpenApi();
  const templates = Object.keys(spec.paths);

  const record = (request: FastifyRequest, violation: ContractViolation) => {
    report.violations.push(violation);
    request.log.error(violation, 'response does not match openapi.yaml');
  };

  app.addHook('onSend', async (request, reply, payload) => {
    // A fault rule's answer is a deliberate outage, not the sandbox's implementation of the call.
    if (isInjectedFault(request)) return payload;
    const route = request.routeOptions.url;
    if (route === undefined) {
      // No route answered (the not-found handler). A path the spec does not declare is not part
      // of the product API (its JSON 404 is fine); one it declares is an operation the sandbox
      // lacks, which the traffic of a correct portal never meets.
      const path = request.url.split('?')[0] ?? '/';
      if (!path.startsWith('/api/')) return payload;
      const template = templateOf(path.slice('/api'.length), templates);
      if (template === undefined || !(request.method.toLowerCase() in (spec.paths[template] ?? {})))
        return payload;
      report.checked += 1;
      count(`${request.method} ${template} ${reply.statusCode}`);
      record(request, {
        method: request.method,
        operation: template,
        url: request.url,
        status: reply.statusCode,
        problems: [
          `openapi.yaml declares ${request.method} ${template} but no sandbox route answers it`,
        ],
      });
      return payload;
    }
    if (!route.startsWith('/api/')) return payload;
    const operation = operationOf(route);
    const status = reply.statusCode;
    const key = `${request.method} ${operation} ${status}`;
    const problems: string[] = [];
    // A file download (`application/octet-stream` in the spec, e.g. a ticket attachment) has no
    // JSON to validate: it is checked by being declared, and by not being served as JSON.
    if (isDeclaredFile(spec, operation, request.method, status)) {
      report.checked += 1;
      count(key);
      const type = String(reply.getHeader('content-type') ?? '');
      if (type.startsWith('application/json') || type.startsWith('text/html'))
        record(request, {
          method: request.method,
          operation,
          url: request.url,
          status,
          problems: [`a file download was served as ${type}`],
        });
      return payload;
    }
    try {
      let validate = cache.get(key);
      if (validate === undefined) {
        validate = responseValidator(operation, request.method, status);
        cache.set(key, validate);
      }
      const body: unknown = typeof payload === 'string' ? JSON.parse(payload) : undefined;
      if (body === undefined) problems.push('the body is not JSON text');
      else if (!validate(body))
        problems.push(...(validate.errors ?? []).map((error) => describeProblem(error, body)));
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
    report.checked += 1;
    count(key);
    if (problems.length > 0)
      record(request, { method: request.method, operation, url: request.url, status, problems });
    return payload;
  });

  app.get('/sandbox/contract', async () => report);
}
