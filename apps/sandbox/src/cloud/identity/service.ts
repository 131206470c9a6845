import type { TokenResolver } from '../shared/auth.ts';
import { hashPasswordSync, type ScryptCost } from '../../platform/security/password.ts';
import type { KeystoneProject, KeystoneStore, KeystoneUser } from './store.ts';
import { cloudAuthFor, findLiveToken } from './tokens.ts';

/**
 * What other modules may use of the emulated Keystone: creating projects and users, and
 * resolving tokens (the cloud services' shared preHandler).
 */
export interface IdentityService extends TokenResolver {
  /** The project `name` of the domain, created when missing. */
  ensureProject(input: { name: string; domainId: string }): KeystoneProject;
  /** The user `name` of the domain, created with the password and project when missing. */
  ensureUser(input: {
    name: string;
    domainId: string;
    password: string;
    defaultProjectId: string;
  }): KeystoneUser;
}

/**
 * The identity service over the Keystone store.
 *
 * @example
 * const project = identityService(store, () => new Date()).ensureProject({ name: 'demo-project', domainId: 'default' });
 */
export function identityService(
  keystone: KeystoneStore,
  now: () => Date,
  passwordCost?: ScryptCost,
): IdentityService {
  return {
    ensureProject({ name, domainId }) {
      return (
        keystone.findProjectByName(domainId, name) ?? keystone.createProject({ name, domainId })
      );
    },
    ensureUser({ name, domainId, password, defaultProjectId }) {
      return (
        keystone.findUserByName(domainId, name) ??
        keystone.createUser({
          name,
          domainId,
          passwordHash: hashPasswordSync(password, passwordCost),
          defaultProjectId,
        })
      );
    },
    resolveToken(tokenId) {
      const live = findLiveToken(keystone, tokenId, now());
      return live === undefined ? undefined : cloudAuthFor(live);
    },
  };
}
