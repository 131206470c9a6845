/**
 * Turns a code or an English label into the catalog's code form: trimmed, lower case, runs of
 * spaces and dashes as one underscore (`'Has reply'` → `'has_reply'`).
 *
 * @example
 * normaliseCatalogCode(' In progress '); // 'in_progress'
 */
export function normaliseCatalogCode(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}
