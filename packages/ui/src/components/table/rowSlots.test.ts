import { describe, expect, it } from 'vitest';
import { assignRowSlots } from './rowSlots.ts';

const slots = (entries: Record<string, number>) => new Map(Object.entries(entries));

describe('assignRowSlots', () => {
  it('numbers the rows of a first render from 0 in display order', () => {
    expect(assignRowSlots(new Map(), ['a', 'b', 'c'])).toEqual(slots({ a: 0, b: 1, c: 2 }));
  });

  it('keeps the slot of every row that stays in view, wherever it moves', () => {
    const next = assignRowSlots(slots({ a: 0, b: 1, c: 2 }), ['c', 'a', 'b']);
    expect(next).toEqual(slots({ c: 2, a: 0, b: 1 }));
  });

  it('gives rows coming into view the slots departed rows left, lowest first', () => {
    const next = assignRowSlots(slots({ a: 0, b: 1, c: 2, d: 3 }), ['x', 'b', 'y', 'd']);
    expect(next).toEqual(slots({ x: 0, b: 1, y: 2, d: 3 }));
  });

  it('reuses every slot after a full re-sort, in display order', () => {
    const next = assignRowSlots(slots({ a: 0, b: 1, c: 2 }), ['z', 'y', 'x']);
    expect([...next.entries()]).toEqual([
      ['z', 0],
      ['y', 1],
      ['x', 2],
    ]);
  });

  it('opens new slots above every one in use when more rows come into view', () => {
    const next = assignRowSlots(slots({ a: 0, b: 5 }), ['a', 'b', 'c', 'd']);
    expect(next).toEqual(slots({ a: 0, b: 5, c: 6, d: 7 }));
  });

  it('never hands one slot to two rows, and leaves the previous map alone', () => {
    const previous = slots({ a: 0, b: 1, c: 2 });
    const next = assignRowSlots(previous, ['d', 'c', 'e', 'f', 'a']);
    expect(new Set(next.values()).size).toBe(next.size);
    expect(previous).toEqual(slots({ a: 0, b: 1, c: 2 }));
  });
});
