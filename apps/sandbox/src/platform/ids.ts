import { randomUUID } from 'node:crypto';

/**
 * The one place ids are made. The platform services use it (fault rules, scheduled jobs, events,
 * Fastify's request ids); modules take it from `platform.ids` as they move to it, so that a test
 * can swap in {@link countingIds} and see predictable ids.
 */
export interface Ids {
  /** A random UUID v4 with dashes: Nova, Neutron, Cinder and Glance resource ids, customer uuids. */
  uuid(): string;
  /** 32 lower-case hex digits (a UUID v4 without dashes): Keystone's user, project and domain ids. */
  openStackId(): string;
  /** `req-<uuid>`: OpenStack's `X-OpenStack-Request-Id` form; the sandbox's log request ids. */
  requestId(): string;
}

const fromUuid = (uuid: () => string): Ids => ({
  uuid,
  openStackId: () => uuid().replaceAll('-', ''),
  requestId: () => `req-${uuid()}`,
});

/**
 * Ids from `node:crypto`'s `randomUUID` (CSPRNG, RFC 9562 version 4).
 *
 * @example
 * const ids = randomIds();
 * ids.requestId(); // 'req-3f2b8c1e-9d4a-4e6f-8b7a-1c2d3e4f5a6b'
 */
export function randomIds(): Ids {
  return fromUuid(() => randomUUID());
}

/**
 * Predictable ids for tests: well-formed UUID v4 strings counting up from 1.
 *
 * @example
 * const ids = countingIds();
 * ids.uuid(); // '00000000-0000-4000-8000-000000000001'
 * ids.openStackId(); // '00000000000040008000000000000002'
 */
export function countingIds(): Ids {
  let counter = 0;
  return fromUuid(() => {
    counter += 1;
    return `00000000-0000-4000-8000-${counter.toString(16).padStart(12, '0')}`;
  });
}
