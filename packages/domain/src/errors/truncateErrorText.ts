// §8 "Messages are cut to 200 characters (197 plus '...')", §9 "Error text maximum 200 characters".

/** Longest error text shown (§9). */
export const MAX_ERROR_TEXT_LENGTH = 200;

const ELLIPSIS = '...';

/**
 * Cuts an error text to at most 200 characters: longer texts keep their first 197 characters and
 * get '...' (§8). Texts of 200 characters or fewer are returned as they are. Counts UTF-16 code
 * units, like `String.length`, but never splits a surrogate pair (an emoji at the cut is dropped
 * whole, leaving 196 characters before the '...').
 *
 * @example
 * truncateErrorText('Bad request'); // 'Bad request'
 * truncateErrorText('x'.repeat(300)).length; // 200
 */
export function truncateErrorText(text: string): string {
  if (text.length <= MAX_ERROR_TEXT_LENGTH) return text;
  let end = MAX_ERROR_TEXT_LENGTH - ELLIPSIS.length;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1; // high surrogate: its pair would be cut off
  return `${text.slice(0, end)}${ELLIPSIS}`;
}
