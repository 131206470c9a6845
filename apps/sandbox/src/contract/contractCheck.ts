import type { FastifyInstance } from 'fastify';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { createContractValidator } from './openapi.ts';

/** One response that did not match openapi.yaml. */
export interface ContractViolation {
  method: string;
  /** openapi.yaml path template, e.g. `/customers/{id}/`. */
  operation: string;
  url: string;
  status: number;
  /** Ajv's errors, or why the response could not be checked at all. */
  problems: string[];
}

/** What `GET /sandbox/contract` answers. */
export interface ContractReport {
  checked: number;
  violations: ContractViolation[];
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
 * Opt-in run-time contract check (`CONTRACT_CHECK=1`): every JSON answer of a `/api/` route is
 * validated against openapi.yaml; mismatches are logged and collected, and `GET /sandbox/contract`
 * reports them, so an end-to-end run can assert that all the traffic it caused matched the
 * contract. Off by default (it costs a validation per response).
 *
 * @example
 * if (options.contractCheck) addContractCheck(app);
 */
export function addContractCheck(app: FastifyInstance): void {
  const responseValidator = createContractValidator();
  const cache = new Map<string, ValidateFunction>();
  const report: ContractReport = { checked: 0, violations: [] };

  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    if (route === undefined || !route.startsWith('/api/')) return payload;
    const operation = operationOf(route);
    const status = reply.statusCode;
    const key = `${request.method} ${operation} ${status}`;
    const problems: string[] = [];
    try {
      let validate = cache.get(key);
      if (validate === undefined) {
        validate = responseValidator(operation, request.method, status);
        cache.set(key, validate);
      }
      const body: unknown = typeof payload === 'string' ? JSON.parse(payload) : undefined;
      if (body === undefined) problems.push('the body is not JSON text');
      else if (!validate(body))
        problems.push(
          ...(validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`),
        );
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
    report.checked += 1;
    if (problems.length > 0) {
      report.violations.push({
        method: request.method,
        operation,
        url: request.url,
        status,
        problems,
      });
      request.log.error({ operation, status, problems }, 'response does not match openapi.yaml');
    }
    return payload;
  });

  app.get('/sandbox/contract', async () => report);
}
