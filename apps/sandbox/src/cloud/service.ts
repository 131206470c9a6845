import type { FastifyPluginAsync } from 'fastify';

/**
 * One OpenStack service of the emulator (cloud/<service>/): a module whose routes live under
 * `/cloud/:region/<service>/` and share the cloud's hooks (request id, unknown region).
 */
export interface CloudService {
  /** The service's name, as in its migrations and in the path (`identity`, `compute`...). */
  readonly name: string;
  /** Inserts the service's demo data when missing (idempotent). */
  seed?(): void;
  /** The service's routes, registered inside the cloud plugin. */
  routes: FastifyPluginAsync;
}
