import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requestOrigin } from '../shared/urls.ts';

/** The identity API version Keystone Zed reports (`v3.14`, updated 2020-04-07). */
export const KEYSTONE_VERSION = {
  id: 'v3.14',
  status: 'stable',
  updated: '2020-04-07T00:00:00Z',
} as const;

function versionDocument(request: FastifyRequest) {
  const { region } = request.params as { region: string };
  return {
    ...KEYSTONE_VERSION,
    links: [{ href: `${requestOrigin(request)}/cloud/${region}/identity/v3/`, rel: 'self' }],
    'media-types': [
      { base: 'application/json', type: 'application/vnd.openstack.identity-v3+json' },
    ],
  };
}

/**
 * Keystone's version discovery, public as in Keystone: `GET /identity/` (300 Multiple Choices
 * with `versions.values`, as Keystone answers its root) and `GET /identity/v3` (the version).
 * Official clients (keystoneauth) read them before they log in.
 *
 * @example
 * await app.register(identityDiscoveryRoutes);
 */
export const identityDiscoveryRoutes: FastifyPluginAsync = async (app) => {
  for (const path of ['/cloud/:region/identity', '/cloud/:region/identity/']) {
    app.get(path, async (request, reply) =>
      reply.code(300).send({ versions: { values: [versionDocument(request)] } }),
    );
  }
  for (const path of ['/cloud/:region/identity/v3', '/cloud/:region/identity/v3/']) {
    app.get(path, async (request) => ({ version: versionDocument(request) }));
  }
};
