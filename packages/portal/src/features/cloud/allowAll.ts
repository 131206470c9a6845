import type { CloudClient } from '@cloud-portal/cloud-sdk/core';
import {
  createSecurityGroup,
  createSecurityGroupRule,
  deleteSecurityGroup,
  deleteSecurityGroupRule,
  listAllSecurityGroups,
  type NeutronSecurityGroup,
} from '@cloud-portal/cloud-sdk/network';
import {
  ALLOW_ALL_GROUP_NAME,
  createdGroupRuleDeletions,
  findAllowAllGroup,
  planAllowAllGroup,
} from '@cloud-portal/domain/security-groups';
import type { RegionLocks } from './regionLocks.ts';

/** What one run of the allow_all check did in a region. */
export type AllowAllOutcome = 'unchanged' | 'changed' | 'skipped' | 'failed';

const listAllowAllGroups = (client: CloudClient, region: string, signal?: AbortSignal) =>
  listAllSecurityGroups(
    client,
    { query: { name: ALLOW_ALL_GROUP_NAME } },
    { region, ...(signal ? { signal } : {}) },
  );

// Which of two groups of the same name stays: the older, the smaller id on a tie. Every tab
// computes the same answer from the same list.
const isOlder = (a: NeutronSecurityGroup, b: NeutronSecurityGroup) =>
  a.created_at < b.created_at || (a.created_at === b.created_at && a.id < b.id);

/**
 * Brings a region's allow_all group into shape (§4 Startup): lists the groups named allow_all and
 * executes the domain's `planAllowAllGroup` steps in order with the SDK's network calls (create
 * the group, delete the rules Neutron gave it, add the 4 rules; or replace wrong rules). After
 * creating a group it lists again: when another allow_all appeared meanwhile (a second tab
 * without the Web Locks API), the newer of the two is deleted, so one stays. Resolves with
 * whether anything changed; rejects with the SDK's CloudError.
 * @example await ensureAllowAllGroup(client, 'eu-west2'); // 'changed' the first time, then 'unchanged'
 */
export async function ensureAllowAllGroup(
  client: CloudClient,
  region: string,
  signal?: AbortSignal,
): Promise<Extract<AllowAllOutcome, 'changed' | 'unchanged'>> {
  const options = { region, ...(signal ? { signal } : {}) };
  const groups = await listAllowAllGroups(client, region, signal);
  const steps = planAllowAllGroup(groups);
  let groupId = findAllowAllGroup(groups)?.id;
  let created: NeutronSecurityGroup | undefined;
  for (const step of steps) {
    switch (step.kind) {
      case 'createGroup':
        created = await createSecurityGroup(client, step.group, options);
        groupId = created.id;
        break;
      case 'deleteCreatedGroupRules':
        if (created) {
          for (const deletion of createdGroupRuleDeletions(created)) {
            await deleteSecurityGroupRule(
              client,
              { securityGroupRuleId: deletion.ruleId },
              options,
            );
          }
        }
        break;
      case 'deleteRule':
        await deleteSecurityGroupRule(client, { securityGroupRuleId: step.ruleId }, options);
        break;
      case 'createRule':
        if (groupId === undefined) throw new Error('allow_all: a rule step without a group.');
        await createSecurityGroupRule(
          client,
          { ...step.rule, security_group_id: groupId },
          options,
        );
        break;
      default:
        step satisfies never;
    }
  }
  if (created) {
    const ours = created;
    const others = (await listAllowAllGroups(client, region, signal)).filter(
      (group) => group.id !== ours.id,
    );
    if (others.some((group) => isOlder(group, ours))) {
      await deleteSecurityGroup(client, { securityGroupId: ours.id }, options);
    }
  }
  return steps.length > 0 ? 'changed' : 'unchanged';
}

/** Where a browser session remembers that a region's allow_all was checked. */
export const allowAllSessionKey = (projectId: string, region: string) =>
  `cloud-portal.allowAll.${projectId}.${region}`;

function readFlag(storage: Storage | undefined, key: string): boolean {
  try {
    return storage?.getItem(key) === 'done';
  } catch {
    return false; // storage disabled: check every time
  }
}

function writeFlag(storage: Storage | undefined, key: string): void {
  try {
    storage?.setItem(key, 'done');
  } catch {
    // storage disabled: the next start checks again, which is harmless
  }
}

/** Options of {@link ensureAllowAllOncePerSession}. */
export interface AllowAllSessionOptions {
  /** The project the token is scoped to (the flag and the lock are per project and region). */
  projectId: string;
  /** Locks across tabs (regionLocks.ts). */
  locks: RegionLocks;
  /** The session's storage. Default `sessionStorage`. */
  storage?: Storage | undefined;
  signal?: AbortSignal;
}

/**
 * {@link ensureAllowAllGroup} once per browser session per region (sessionStorage), under an
 * exclusive lock per project and region so two tabs starting together do not both create the
 * group (the list is read inside the lock). A failure is logged and tried again next session; it
 * never rejects.
 * @example await ensureAllowAllOncePerSession(client, 'eu-west2', { projectId, locks: browserLocks() });
 */
export async function ensureAllowAllOncePerSession(
  client: CloudClient,
  region: string,
  options: AllowAllSessionOptions,
): Promise<AllowAllOutcome> {
  const storage = 'storage' in options ? options.storage : globalThis.sessionStorage;
  const key = allowAllSessionKey(options.projectId, region);
  if (readFlag(storage, key)) return 'skipped';
  try {
    const outcome = await options.locks.request(key, () =>
      ensureAllowAllGroup(client, region, options.signal),
    );
    writeFlag(storage, key);
    return outcome;
  } catch (error) {
    if (options.signal?.aborted) return 'failed';
    const message =
      typeof error === 'object' && error !== null && 'message' in error
        ? String((error as { message: unknown }).message)
        : String(error);
    console.warn(
      `allow_all in ${region} could not be checked (tried again next session): ${message}`,
    );
    return 'failed';
  }
}
