import { describe, expect, test } from 'vitest';
import { commandMatchScore, filterCommands, searchableText } from './matchCommands.ts';
import type { CommandGroup, PaletteCommand } from './paletteCommand.ts';

const command = (
  title: string,
  group: CommandGroup = 'goTo',
  keywords?: string[],
): PaletteCommand => ({ id: title, title, group, keywords, run: () => undefined });

const titles = (commands: readonly PaletteCommand[], query: string) =>
  filterCommands(commands, query).flatMap((section) => section.commands.map(({ title }) => title));

describe('searchableText', () => {
  test('ignores case, accents and full-width forms', () => {
    expect(searchableText('Ｆｉｒｅｗａｌｌ Déjà ÉTÉ')).toBe('firewall deja ete');
    expect(searchableText('Тёмная')).toBe('темная');
  });
});

describe('commandMatchScore', () => {
  test('matches a substring of the title, whatever the case or accents', () => {
    expect(commandMatchScore('HIST', command('Billing history'))).toBeGreaterThan(0);
    expect(commandMatchScore('resume', command('Résumé'))).toBeGreaterThan(0);
    expect(commandMatchScore('ИСТОРИЯ', command('История платежей'))).toBeGreaterThan(0);
    expect(commandMatchScore('ёж', command('Ежедневные копии'))).toBeGreaterThan(0);
    expect(commandMatchScore('历史', command('账单历史'))).toBeGreaterThan(0);
  });

  test('matches keywords, and letters spread over word starts ("sshk" is "SSH keys")', () => {
    expect(commandMatchScore('servers', command('SSH keys', 'goTo', ['Servers']))).toBeGreaterThan(
      0,
    );
    expect(commandMatchScore('sshk', command('SSH keys'))).toBeGreaterThan(0);
    expect(commandMatchScore('fips', command('Floating IPs'))).toBeGreaterThan(0);
    expect(commandMatchScore('ksh', command('SSH keys'))).toBe(0);
    // Letters in order but neither together nor at word starts: no match.
    expect(commandMatchScore('ssh', command('Snapshots'))).toBe(0);
    expect(commandMatchScore('zzz', command('SSH keys'))).toBe(0);
  });

  test('every term must match', () => {
    expect(commandMatchScore('reboot web-1', command('Reboot web-1'))).toBeGreaterThan(0);
    expect(commandMatchScore('reboot db-2', command('Reboot web-1'))).toBe(0);
  });

  test('ranks the start of the title over a word start, a word start over the middle, the title over keywords', () => {
    const start = commandMatchScore('vol', command('Volumes'));
    const wordStart = commandMatchScore('vol', command('Attach volume'));
    const middle = commandMatchScore('lume', command('Volumes'));
    const keyword = commandMatchScore('lume', command('Disks', 'goTo', ['volumes']));
    const scattered = commandMatchScore('avol', command('Attach volume'));
    expect(start).toBeGreaterThan(wordStart);
    expect(wordStart).toBeGreaterThan(middle);
    expect(middle).toBeGreaterThan(keyword);
    expect(keyword).toBeGreaterThan(scattered);
    expect(scattered).toBeGreaterThan(0);
  });
});

describe('filterCommands', () => {
  const commands = [
    command('Servers'),
    command('Billing history'),
    command('Billing limits'),
    command('Reboot web-1', 'actions', ['web-1']),
  ];

  test('an empty query lists everything, actions first, in registration order', () => {
    expect(filterCommands(commands, '  ')).toEqual([
      { group: 'actions', commands: [commands[3]] },
      { group: 'goTo', commands: commands.slice(0, 3) },
    ]);
  });

  test('keeps the matches, best first, and drops empty groups', () => {
    expect(titles(commands, 'limits')).toEqual(['Billing limits']);
    expect(filterCommands(commands, 'billing').map(({ group }) => group)).toEqual(['goTo']);
    // Both contain "li"; only in "Billing limits" does a word start with it.
    expect(titles(commands, 'li')).toEqual(['Billing limits', 'Billing history']);
  });

  test('the group with the best match comes first', () => {
    const withServerAction = [...commands, command('Reboot all servers', 'actions')];
    // "Servers" starts with the query; the action only has it in the middle.
    expect(filterCommands(withServerAction, 'serv').map(({ group }) => group)).toEqual([
      'goTo',
      'actions',
    ]);
  });

  test('disabled entries come after the others, however well they match', () => {
    const disabled = { ...command('Servers'), disabled: true };
    expect(
      titles([disabled, command('Reboot all servers'), command('Server list')], 'serv'),
    ).toEqual(['Server list', 'Reboot all servers', 'Servers']);
  });

  test('nothing matches: no groups', () => {
    expect(filterCommands(commands, 'qqq')).toEqual([]);
  });
});
