import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { orderSecurityGroups } from './orderGroups.ts';

const names = (groups: ReadonlyArray<{ name: string }>) => groups.map((group) => group.name);

describe('orderSecurityGroups (§5 Lists)', () => {
  test('hides default and puts allow_all first, others keep their order', () => {
    const groups = [{ name: 'web' }, { name: 'default' }, { name: 'db' }, { name: 'allow_all' }];
    expect(names(orderSecurityGroups(groups))).toEqual(['allow_all', 'web', 'db']);
  });

  test('names are exact: Default and allow-all are ordinary groups', () => {
    const groups = [{ name: 'Default' }, { name: 'allow-all' }, { name: 'allow_all' }];
    expect(names(orderSecurityGroups(groups))).toEqual(['allow_all', 'Default', 'allow-all']);
  });

  test('keeps the objects and does not change the input', () => {
    const allowAll = { name: 'allow_all', id: 'g1' };
    const groups = [{ name: 'x', id: 'g0' }, allowAll];
    const ordered = orderSecurityGroups(groups);
    expect(ordered[0]).toBe(allowAll);
    expect(names(groups)).toEqual(['x', 'allow_all']);
  });

  test('empty list and a list with only default', () => {
    expect(orderSecurityGroups([])).toEqual([]);
    expect(orderSecurityGroups([{ name: 'default' }])).toEqual([]);
  });

  test('property: same groups minus default; allow_all before every other; others in input order', () => {
    const name = fc.constantFrom('default', 'allow_all', 'a', 'b', 'c', 'web');
    fc.assert(
      fc.property(fc.array(fc.record({ name, id: fc.uuid() })), (groups) => {
        const ordered = orderSecurityGroups(groups);
        const expectedOthers = groups.filter((g) => g.name !== 'default' && g.name !== 'allow_all');
        const allowAllCount = groups.filter((g) => g.name === 'allow_all').length;
        expect(ordered.length).toBe(allowAllCount + expectedOthers.length);
        expect(ordered.slice(0, allowAllCount).every((g) => g.name === 'allow_all')).toBe(true);
        expect(ordered.slice(allowAllCount)).toEqual(expectedOthers);
      }),
    );
  });
});
