import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  cloudAuthOf,
  decorateCloudRequest,
  keystoneAuth,
  type CloudAuth,
  type TokenResolver,
} from './auth.ts';

const SCOPED: CloudAuth = {
  userId: 'u1',
  userName: 'demo-consumer',
  domainId: 'default',
  projectId: 'p1',
  projectName: 'demo-project',
  roles: ['member'],
  expiresAt: '2026-11-21T11:00:00.000000Z',
};
const UNSCOPED: CloudAuth = { ...SCOPED, projectId: null, projectName: null, roles: [] };

/** Tokens `scoped` and `unscoped` are live; anything else is unknown, revoked or expired. */
const tokens: TokenResolver = {
  resolveToken: (id) => ({ scoped: SCOPED, unscoped: UNSCOPED })[id],
};

async function appWith(scope: 'project' | 'any') {
  const app = Fastify();
  decorateCloudRequest(app);
  const auth = keystoneAuth(tokens, { scope, style: 'nova' });
  app.get('/cloud/:region/compute/v2.1/whoami', { preHandler: auth }, async (request) =>
    cloudAuthOf(request),
  );
  app.get('/cloud/:region/volume/v3/:projectId/whoami', { preHandler: auth }, async (request) =>
    cloudAuthOf(request),
  );
  app.get('/cloud/:region/unguarded', async (request) => cloudAuthOf(request));
  await app.ready();
  return app;
}

describe('keystoneAuth preHandler', () => {
  it('attaches the caller of a live project-scoped token', async () => {
    const app = await appWith('project');

    const response = await app.inject({
      url: '/cloud/eu-west2/compute/v2.1/whoami',
      headers: { 'x-auth-token': 'scoped' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SCOPED);
    await app.close();
  });

  it("answers keystonemiddleware's 401 for a missing, unknown or unscoped token", async () => {
    const app = await appWith('project');
    for (const headers of [
      {},
      { 'x-auth-token': '' },
      { 'x-auth-token': 'expired' },
      { 'x-auth-token': 'unscoped' },
    ]) {
      const response = await app.inject({
        url: '/cloud/eu-west2/compute/v2.1/whoami',
        headers: { ...headers, host: 'portal.test' },
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.json()).toEqual({
        error: {
          code: 401,
          title: 'Unauthorized',
          message: 'The request you have made requires authentication.',
        },
      });
      expect(response.headers['www-authenticate']).toBe(
        'Keystone uri="http://portal.test/cloud/eu-west2/identity"',
      );
    }
    await app.close();
  });

  it("lets unscoped tokens through with scope 'any'", async () => {
    const app = await appWith('any');

    const response = await app.inject({
      url: '/cloud/eu-west2/compute/v2.1/whoami',
      headers: { 'x-auth-token': 'unscoped' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().projectId).toBeNull();
    await app.close();
  });

  it("refuses a path naming another project with the service's 400 (Nova, Cinder)", async () => {
    const app = await appWith('project');

    const own = await app.inject({
      url: '/cloud/eu-west2/volume/v3/p1/whoami',
      headers: { 'x-auth-token': 'scoped' },
    });
    const other = await app.inject({
      url: '/cloud/eu-west2/volume/v3/p2/whoami',
      headers: { 'x-auth-token': 'scoped' },
    });

    expect(own.statusCode).toBe(200);
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({
      badRequest: {
        code: 400,
        message:
          "Malformed request URL: URL's project_id 'p2' doesn't match Context's project_id 'p1'",
      },
    });
    await app.close();
  });

  it('cloudAuthOf fails loudly on a route without the preHandler', async () => {
    const app = await appWith('project');

    const response = await app.inject({ url: '/cloud/eu-west2/unguarded' });

    expect(response.statusCode).toBe(500);
    await app.close();
  });
});
