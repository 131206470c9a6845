import type { Middleware } from '@cloud-portal/api-client';
import { getHeader, type CloudMiddleware } from '@cloud-portal/cloud-sdk/core';

/** The id of the last API request the page made, for the debug toast (§2) and support. */
export interface RequestIdLog {
  /** Records a request's id; an empty one is ignored. */
  report(id: string | null | undefined): void;
  /** The last id recorded, if any. */
  last(): string | undefined;
  /** Calls `listener` after each new id; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/**
 * A log of the last request id.
 * @example const log = createRequestIdLog(); log.report('req-1'); log.last() // 'req-1'
 */
export function createRequestIdLog(): RequestIdLog {
  let last: string | undefined;
  const listeners = new Set<() => void>();
  return {
    report(id) {
      const value = id?.trim();
      if (!value || value === last) return;
      last = value;
      listeners.forEach((listener) => listener());
    },
    last: () => last,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The page's log: "the last request" is a fact of the page, whichever client made it, so the
 * SDK layers report here and the debug toast reads it. Tests make their own with
 * {@link createRequestIdLog}.
 */
export const pageRequestIds: RequestIdLog = createRequestIdLog();

const OPENSTACK_REQUEST_ID = 'X-Openstack-Request-Id';

/**
 * A cloud-SDK middleware that reports each request's id: the id the cloud answered with
 * (`X-Openstack-Request-Id` of the response), else the one sent (a request that got no answer).
 * Put it last in the chain (see {@link withRequestIdReport}): it then sees every attempt and
 * every raw answer, failures included.
 * @example createCloudClient({ middleware: (defaults) => [...defaults, requestIdReportMiddleware()] });
 */
export function requestIdReportMiddleware(log: RequestIdLog = pageRequestIds): CloudMiddleware {
  return {
    name: 'report-request-id',
    async handle(request, next) {
      const sent = getHeader(request.headers, OPENSTACK_REQUEST_ID);
      try {
        const response = await next(request);
        log.report(response.headers.get(OPENSTACK_REQUEST_ID) ?? sent);
        return response;
      } catch (error) {
        log.report(sent);
        throw error;
      }
    },
  };
}

/**
 * The cloud client's `middleware` option that adds {@link requestIdReportMiddleware} after the
 * default chain.
 * @example createCloudClient({ token, middleware: withRequestIdReport() });
 */
export function withRequestIdReport(
  log: RequestIdLog = pageRequestIds,
): (defaults: readonly CloudMiddleware[]) => readonly CloudMiddleware[] {
  return (defaults) => [...defaults, requestIdReportMiddleware(log)];
}

/**
 * A product-API client middleware (openapi-fetch) that reports the request id a product-API
 * answer carries (`X-Request-Id`, or OpenStack's header), if any.
 * @example createApiClient({ ...options, middleware: [productRequestIdMiddleware()] });
 */
export function productRequestIdMiddleware(log: RequestIdLog = pageRequestIds): Middleware {
  return {
    onResponse({ response }) {
      log.report(
        response.headers.get('X-Request-Id') ?? response.headers.get(OPENSTACK_REQUEST_ID),
      );
      return undefined;
    },
  };
}
