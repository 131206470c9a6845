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
  /** The project `name` of the domain, if there is one. */
  findProject(input: { name: string; domainId: string }): KeystoneProject | undefined;
  /** The user `name` of the domain, created with the password and project when missing. */
  ensureUser(input: {
    name: string;
    domainId: string;
    password: string;
    defaultProjectId: string;
  }): KeystoneUser;
  /**
   * Makes the live tokens of the user `userName` of the domain expire now (all users' when no
   * name is given), as if their lifetime had run out: the cloud answers them 401 from now on.
   * Returns how many tokens expired, or `undefined` when there is no such user.
   */
  expireTokens(input: { userName?: string | undefined; domainId: string }): number | undefined;
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
    findProject({ name, domainId }) {
      return keystone.findProjectByName(domainId, name);
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
    expireTokens({ userName, domainId }) {
      // Keystone's time format (microseconds), as the tokens were stored.
      const expiresAt = now()
        .toISOString()
        .replace(/\.(\d{3})Z$/, '.$1000Z');
      if (userName === undefined || userName === '') return keystone.expireTokens(null, expiresAt);
      const user = keystone.findUserByName(domainId, userName);
      return user === undefined ? undefined : keystone.expireTokens(user.id, expiresAt);
    },
    resolveToken(tokenId) {
      const live = findLiveToken(keystone, tokenId, now());
      return live === undefined ? undefined : cloudAuthFor(live);
    },
  };
}
