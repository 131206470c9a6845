import { describe, expect, it } from 'vitest';
import { countingIds, randomIds } from './ids.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('randomIds', () => {
  const ids = randomIds();

  it('makes RFC 9562 version 4 UUIDs, all different', () => {
    const made = Array.from({ length: 1_000 }, () => ids.uuid());
    for (const uuid of made) expect(uuid).toMatch(UUID_V4);
    expect(new Set(made).size).toBe(made.length);
  });

  it('makes Keystone-style ids: 32 lower-case hex digits, version 4', () => {
    const id = ids.openStackId();
    expect(id).toMatch(/^[0-9a-f]{12}4[0-9a-f]{3}[89ab][0-9a-f]{15}$/);
    expect(ids.openStackId()).not.toBe(id);
  });

  it('makes request ids in OpenStack’s req-<uuid> form', () => {
    const id = ids.requestId();
    expect(id.startsWith('req-')).toBe(true);
    expect(id.slice(4)).toMatch(UUID_V4);
  });
});

describe('countingIds', () => {
  it('counts up in well-formed UUIDs, the same sequence each time', () => {
    const first = countingIds();
    const second = countingIds();
    const made = [first.uuid(), first.openStackId(), first.requestId()];
    expect(made).toEqual([
      '00000000-0000-4000-8000-000000000001',
      '00000000000040008000000000000002',
      'req-00000000-0000-4000-8000-000000000003',
    ]);
    expect(second.uuid()).toBe(made[0]);
    expect(made[0]).toMatch(UUID_V4);
  });
});
