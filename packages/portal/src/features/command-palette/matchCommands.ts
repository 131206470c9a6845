import { COMMAND_GROUPS, type CommandGroup, type PaletteCommand } from './paletteCommand.ts';

/**
 * Text as the palette compares it: compatibility-decomposed (full-width "ＳＳＨ" is "SSH"), without
 * accents and other combining marks ("é" is "e", "ё" is "е") and lower-cased.
 * @example searchableText('Ｆｉｒｅｗａｌｌ Déjà') // 'firewall deja'
 */
export function searchableText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

// Scores of one search term, best first: the title starts with it, a word of the title starts
// with it, the title contains it, a keyword starts with it or contains it, and last the term's
// characters spread over the title's words ("sshk" finds "SSH keys").
const STARTS_TITLE = 100;
const STARTS_TITLE_WORD = 80;
const IN_TITLE = 60;
const STARTS_KEYWORD = 50;
const IN_KEYWORD = 40;
const BY_WORD_STARTS = 20;

const isWordCharacter = (character: string | undefined) =>
  character !== undefined && /[\p{L}\p{N}]/u.test(character);

/**
 * Whether the term's characters appear in order in `text`, each one either right after the
 * previous one or at the start of a word ("sshk" in "SSH keys", "fip" in "Floating IPs"; not
 * "ssh" in "Snapshots", which would make every short query match half the list).
 */
function matchesByWordStarts(term: string, text: string): boolean {
  const wanted = [...term];
  const characters = [...text];
  const failed = new Set<string>();
  const from = (index: number, next: number): boolean => {
    if (index === wanted.length) return true;
    const key = `${index}:${next}`;
    if (failed.has(key)) return false;
    for (let at = next; at < characters.length; at += 1) {
      if (characters[at] !== wanted[index]) continue;
      const continues = index > 0 && at === next;
      if ((continues || !isWordCharacter(characters[at - 1])) && from(index + 1, at + 1))
        return true;
    }
    failed.add(key);
    return false;
  };
  return from(0, 0);
}

function termScore(term: string, title: string, keywords: readonly string[]): number {
  const at = title.indexOf(term);
  if (at === 0) return STARTS_TITLE;
  if (at > 0) {
    // "li" in "Billing limits": the later word start counts, not the first place it occurs.
    for (let from = at; from !== -1; from = title.indexOf(term, from + 1))
      if (!isWordCharacter(title[from - 1])) return STARTS_TITLE_WORD;
    return IN_TITLE;
  }
  if (keywords.some((keyword) => keyword.startsWith(term))) return STARTS_KEYWORD;
  if (keywords.some((keyword) => keyword.includes(term))) return IN_KEYWORD;
  return matchesByWordStarts(term, title) ? BY_WORD_STARTS : 0;
}

/**
 * How well a command matches what was typed: `0` for no match, higher for better. Every
 * whitespace-separated term must match the title or a keyword, ignoring case and accents; an
 * empty query matches everything with the same score.
 * @example commandMatchScore('hist', { title: 'Billing history', keywords: ['Billing'] }) // 80
 * @example commandMatchScore('zzz', { title: 'Billing history' }) // 0
 */
export function commandMatchScore(
  query: string,
  command: Pick<PaletteCommand, 'title' | 'keywords'>,
): number {
  const terms = searchableText(query).split(/\s+/u).filter(Boolean);
  if (terms.length === 0) return 1;
  const title = searchableText(command.title);
  const keywords = (command.keywords ?? []).map(searchableText);
  let total = 0;
  for (const term of terms) {
    const score = termScore(term, title, keywords);
    if (score === 0) return 0;
    total += score;
  }
  return total;
}

/** One heading of the palette's list and its entries, best match first. */
export interface CommandSection {
  group: CommandGroup;
  commands: PaletteCommand[];
}

/**
 * The commands that match `query`, grouped: each group's entries best first (equal scores keep
 * their order) with disabled entries after the others (what can be run comes first), and the
 * group with the best match first (equal: actions before go-to). Groups without a match are left
 * out.
 * @example filterCommands(commands, 'hist') // [{ group: 'goTo', commands: [billingHistory] }]
 */
export function filterCommands(
  commands: readonly PaletteCommand[],
  query: string,
): CommandSection[] {
  const scored = commands
    .map((command, index) => ({ command, index, score: commandMatchScore(query, command) }))
    .filter(({ score }) => score > 0)
    .sort(
      (a, b) =>
        Number(a.command.disabled ?? false) - Number(b.command.disabled ?? false) ||
        b.score - a.score ||
        a.index - b.index,
    );
  return COMMAND_GROUPS.map((group, groupIndex) => {
    const entries = scored.filter(({ command }) => command.group === group);
    return { group, groupIndex, best: entries[0]?.score ?? 0, entries };
  })
    .filter(({ entries }) => entries.length > 0)
    .sort((a, b) => b.best - a.best || a.groupIndex - b.groupIndex)
    .map(({ group, entries }) => ({ group, commands: entries.map(({ command }) => command) }));
}
