import type { FastifyRequest } from 'fastify';

/**
 * The origin the client used (`http://127.0.0.1:8080`): OpenStack answers links and catalog URLs
 * on the host it was reached at.
 *
 * @example
 * requestOrigin(request); // 'http://127.0.0.1:8080'
 */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
