import type { FastifyPluginAsync, preHandlerHookHandler } from 'fastify';
import { novaFault } from '../shared/errors.ts';
import { atLeast } from '../shared/microversion.ts';
import {
  collectionLinks,
  isPageProblem,
  paginate,
  parsePageRequest,
} from '../shared/pagination.ts';
import { computeContext, invalidInput, isObject, type RegionParams } from './http.ts';
import type { KeypairRecord, KeypairsStore } from './keypairsStore.ts';
import { NOVA_DEFAULT_QUOTA } from './serversService.ts';
import { generateSshKeyPair, sshFingerprint } from './sshKeys.ts';

/** Options of {@link keypairRoutes}. */
export interface KeypairRoutesOptions {
  keypairs: KeypairsStore;
  now: () => Date;
  guard: preHandlerHookHandler[];
}

/** Nova's key pair names (below 2.92): letters, digits, spaces, `_` and `-`, 1–255 characters. */
const KEYPAIR_NAME = /^[A-Za-z0-9 _-]{1,255}$/;

function summary(keypair: KeypairRecord, withType: boolean) {
  return {
    fingerprint: keypair.fingerprint,
    name: keypair.name,
    ...(withType ? { type: keypair.type } : {}),
    public_key: keypair.publicKey,
  };
}

/**
 * The emulated Nova's key pairs (`/os-keypairs`): per user and region, imported (fingerprint of
 * the OpenSSH key) or generated (RSA, private key answered once), with Nova's 400/404/409 texts.
 *
 * @example
 * await app.register(keypairRoutes, { keypairs, now: platform.now, guard: [auth, negotiate] });
 */
export const keypairRoutes: FastifyPluginAsync<KeypairRoutesOptions> = async (app, options) => {
  const { keypairs } = options;
  const preHandler = options.guard;
  const base = '/cloud/:region/compute/v2.1/os-keypairs';

  app.get<{ Params: RegionParams }>(base, { preHandler }, async (request, reply) => {
    const { region, userId } = computeContext(request);
    const all = keypairs.list(region, userId);
    const withType = atLeast(request, '2.2');
    if (!atLeast(request, '2.35')) {
      return { keypairs: all.map((keypair) => ({ keypair: summary(keypair, withType) })) };
    }
    const pageRequest = parsePageRequest(request.query, 1000);
    if (isPageProblem(pageRequest))
      return reply.code(400).send(novaFault(400, pageRequest.message));
    const page = paginate(all, (keypair) => keypair.name, pageRequest);
    if (isPageProblem(page)) {
      return reply.code(400).send(novaFault(400, `marker [${pageRequest.marker ?? ''}] not found`));
    }
    return {
      keypairs: page.items.map((keypair) => ({ keypair: summary(keypair, withType) })),
      ...collectionLinks(request, 'keypairs_links', page),
    };
  });

  app.get<{ Params: RegionParams & { name: string } }>(
    `${base}/:name`,
    { preHandler },
    async (request, reply) => {
      const { region, userId } = computeContext(request);
      const keypair = keypairs.find(region, userId, request.params.name);
      if (keypair === undefined) {
        return reply
          .code(404)
          .send(
            novaFault(
              404,
              `Keypair ${request.params.name.slice(0, 255)} not found for user ${userId}`,
            ),
          );
      }
      return {
        keypair: {
          ...summary(keypair, atLeast(request, '2.2')),
          user_id: keypair.userId,
          deleted: false,
          created_at: keypair.createdAt.replace('Z', '').padEnd(26, '0'),
          updated_at: null,
          deleted_at: null,
          id: 0,
        },
      };
    },
  );

  app.post<{ Params: RegionParams }>(base, { preHandler }, async (request, reply) => {
    const body = request.body;
    if (!isObject(body) || !isObject(body.keypair)) {
      return invalidInput(reply, 'keypair', "'keypair' is a required property");
    }
    const input = body.keypair;
    if (
      typeof input.name !== 'string' ||
      !KEYPAIR_NAME.test(input.name) ||
      input.name.trim() === ''
    ) {
      return invalidInput(
        reply,
        'keypair/name',
        'Keypair name contains unsafe characters or is not 1-255 characters long',
      );
    }
    const type = input.type === undefined ? 'ssh' : input.type;
    if (type !== 'ssh' && type !== 'x509') {
      return invalidInput(reply, 'keypair/type', "'type' must be ssh or x509");
    }
    if (input.public_key !== undefined && typeof input.public_key !== 'string') {
      return invalidInput(reply, 'keypair/public_key', "'public_key' must be a string");
    }
    const { region, userId } = computeContext(request);
    if (keypairs.list(region, userId).length >= NOVA_DEFAULT_QUOTA.key_pairs) {
      return reply.code(403).send(novaFault(403, 'Quota exceeded, too many key pairs.'));
    }
    let publicKey: string;
    let privateKey: string | undefined;
    if (input.public_key === undefined) {
      const generated = generateSshKeyPair('Generated-by-Nova');
      publicKey = `${generated.publicKey}\n`;
      privateKey = generated.privateKey;
    } else {
      publicKey = input.public_key;
    }
    const fingerprint = sshFingerprint(publicKey);
    if (fingerprint === undefined) {
      return reply
        .code(400)
        .send(novaFault(400, 'Keypair data is invalid: failed to generate fingerprint'));
    }
    const record: KeypairRecord = {
      region,
      userId,
      name: input.name,
      publicKey,
      fingerprint,
      type,
      createdAt: options.now().toISOString(),
    };
    if (!keypairs.insert(record)) {
      return reply.code(409).send(novaFault(409, `Key pair '${input.name}' already exists.`));
    }
    return reply.code(atLeast(request, '2.2') ? 201 : 200).send({
      keypair: {
        ...summary(record, atLeast(request, '2.2')),
        user_id: userId,
        ...(privateKey === undefined ? {} : { private_key: privateKey }),
      },
    });
  });

  app.delete<{ Params: RegionParams & { name: string } }>(
    `${base}/:name`,
    { preHandler },
    async (request, reply) => {
      const { region, userId } = computeContext(request);
      if (!keypairs.delete(region, userId, request.params.name)) {
        return reply
          .code(404)
          .send(
            novaFault(
              404,
              `Keypair ${request.params.name.slice(0, 255)} not found for user ${userId}`,
            ),
          );
      }
      return reply.code(atLeast(request, '2.2') ? 204 : 202).send();
    },
  );
};
