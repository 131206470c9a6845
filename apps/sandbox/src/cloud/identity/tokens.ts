import { hashToken } from '../../platform/security/tokens.ts';
import type { CloudAuth } from '../shared/auth.ts';
import { ADMIN_ROLE, MEMBER_ROLE } from './catalog.ts';
import type { KeystoneProject, KeystoneStore, KeystoneToken, KeystoneUser } from './store.ts';

/** A presented token that is known, not revoked and not expired, with its user and project. */
export interface LiveToken {
  token: KeystoneToken;
  user: KeystoneUser;
  project: KeystoneProject | undefined;
}

/**
 * Resolves a token id to a live token: unknown, revoked (deleted) and expired tokens are
 * `undefined`.
 *
 * @example
 * findLiveToken(keystone, request.headers['x-auth-token'], new Date());
 */
export function findLiveToken(
  keystone: KeystoneStore,
  tokenId: string | undefined,
  now: Date,
): LiveToken | undefined {
  if (tokenId === undefined || tokenId === '') return undefined;
  const token = keystone.findToken(hashToken(tokenId));
  if (token === undefined || Date.parse(token.expiresAt) <= now.getTime()) return undefined;
  const user = keystone.findUserById(token.userId);
  if (user === undefined) return undefined;
  const project = token.projectId === null ? undefined : keystone.findProjectById(token.projectId);
  return { token, user, project };
}

/**
 * The roles a token carries: none unscoped; `member` on the project, plus `admin` for admin users.
 *
 * @example
 * tokenRoles(user, project); // [{ id: '…', name: 'member' }]
 */
export function tokenRoles(
  user: KeystoneUser,
  project: KeystoneProject | undefined,
): Array<{ id: string; name: string }> {
  if (project === undefined) return [];
  return user.admin ? [{ ...ADMIN_ROLE }, { ...MEMBER_ROLE }] : [{ ...MEMBER_ROLE }];
}

/**
 * What the cloud's shared preHandler attaches to a request for a live token.
 *
 * @example
 * request.cloudAuth = cloudAuthFor(live);
 */
export function cloudAuthFor({ token, user, project }: LiveToken): CloudAuth {
  return {
    userId: user.id,
    userName: user.name,
    domainId: user.domainId,
    projectId: project?.id ?? null,
    projectName: project?.name ?? null,
    roles: tokenRoles(user, project).map((role) => role.name),
    expiresAt: token.expiresAt,
  };
}
