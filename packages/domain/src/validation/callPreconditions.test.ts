import { describe, expect, test } from 'vitest';
import { CALL_PRECONDITIONS, checkCallPreconditions } from './callPreconditions.ts';

describe('checkCallPreconditions (§5 Client-side call checks)', () => {
  test('server creation needs name, image reference, flavor reference and networks', () => {
    expect(CALL_PRECONDITIONS.createServer).toEqual(['name', 'imageRef', 'flavorRef', 'networks']);
    expect(checkCallPreconditions('createServer', {})).toEqual([
      'name',
      'imageRef',
      'flavorRef',
      'networks',
    ]);
    expect(
      checkCallPreconditions('createServer', {
        name: 'web',
        imageRef: 'img-1',
        flavorRef: 'fl-1',
        networks: [{ uuid: 'net-1' }],
      }),
    ).toEqual([]);
  });

  test('blank strings and empty arrays are missing; other values count', () => {
    expect(
      checkCallPreconditions('createServer', {
        name: '  ',
        imageRef: 'img',
        flavorRef: 'fl',
        networks: [],
      }),
    ).toEqual(['name', 'networks']);
    expect(
      checkCallPreconditions('createServer', {
        name: 'w',
        imageRef: 'i',
        flavorRef: 'f',
        networks: 'auto',
      }),
    ).toEqual([]);
    expect(checkCallPreconditions('quota', { projectId: Number.NaN })).toEqual(['projectId']);
    expect(checkCallPreconditions('byId', { id: 0 })).toEqual([]);
    expect(checkCallPreconditions('byId', { id: { nested: true } })).toEqual([]);
  });

  test.each([
    ['serverAction', ['serverId']],
    ['changeServerPassword', ['serverId', 'password']],
    ['upgradeServer', ['serverId', 'flavorRef']],
    ['createKeypair', ['name']],
    ['createDnsZone', ['name', 'email']],
    ['createRecordset', ['zoneId', 'name']],
    ['tld', ['id']],
    ['pool', ['id']],
    ['byId', ['id']],
    ['cloudLogin', ['name', 'password']],
    ['deleteCard', ['id']],
    ['quota', ['projectId']],
  ] as const)('%s needs %j', (call, fields) => {
    expect(CALL_PRECONDITIONS[call]).toEqual(fields);
    expect(checkCallPreconditions(call, {})).toEqual(fields);
    expect(checkCallPreconditions(call, null)).toEqual(fields);
    expect(
      checkCallPreconditions(call, Object.fromEntries(fields.map((field) => [field, 'x']))),
    ).toEqual([]);
  });

  test('only the missing ones, in table order', () => {
    expect(checkCallPreconditions('createDnsZone', { email: 'a@b.c' })).toEqual(['name']);
    expect(checkCallPreconditions('cloudLogin', { password: 'p', name: null })).toEqual(['name']);
  });
});
