import { describe, expect, test, vi } from 'vitest';
import { createCommandRegistry } from './commandRegistry.ts';
import type { PaletteCommand } from './paletteCommand.ts';

const command = (id: string, title = id): PaletteCommand => ({
  id,
  title,
  group: 'actions',
  run: () => undefined,
});

describe('createCommandRegistry', () => {
  test('lists registered commands in order until they are unregistered', () => {
    const registry = createCommandRegistry();
    const unregisterFirst = registry.register([command('a'), command('b')]);
    registry.register([command('c')]);
    expect(registry.list().map(({ id }) => id)).toEqual(['a', 'b', 'c']);

    unregisterFirst();
    expect(registry.list().map(({ id }) => id)).toEqual(['c']);
  });

  test('a later registration with the same id wins while it lasts', () => {
    const registry = createCommandRegistry();
    registry.register([command('reboot', 'Reboot web-1 (old)')]);
    const unregister = registry.register([command('reboot', 'Reboot web-1')]);
    expect(registry.list().map(({ title }) => title)).toEqual(['Reboot web-1']);

    unregister();
    expect(registry.list().map(({ title }) => title)).toEqual(['Reboot web-1 (old)']);
  });

  test('the same array registered twice stays until both registrations end', () => {
    const registry = createCommandRegistry();
    const commands = [command('a')];
    const first = registry.register(commands);
    const second = registry.register(commands);
    first();
    first(); // a second call does nothing
    expect(registry.list().map(({ id }) => id)).toEqual(['a']);
    second();
    expect(registry.list()).toEqual([]);
  });

  test('keeps the same list until something changes, and tells subscribers of each change', () => {
    const registry = createCommandRegistry();
    const listener = vi.fn();
    const stop = registry.subscribe(listener);
    const before = registry.list();
    expect(registry.list()).toBe(before);

    const unregister = registry.register([command('a')]);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(registry.list()).not.toBe(before);

    stop();
    unregister();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  test('registries are separate (one per portal)', () => {
    const one = createCommandRegistry();
    const other = createCommandRegistry();
    one.register([command('a')]);
    expect(other.list()).toEqual([]);
  });
});
