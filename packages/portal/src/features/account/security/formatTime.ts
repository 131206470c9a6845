/**
 * A date and time in the interface language (sessions and login history), or the text itself
 * when it is not a date.
 * @example formatTime('2026-11-21T12:00:00Z', 'en') // 'Nov 21, 2026, 12:00 PM' (in UTC)
 */
export function formatTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      date,
    );
  } catch {
    return date.toISOString(); // Intl rejects an unknown language tag: show the ISO time
  }
}
