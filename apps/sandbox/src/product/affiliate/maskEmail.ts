/**
 * An email address as a referrer may see it (§9 affiliate): the first character of the name and
 * of the domain, the rest starred, the top-level domain kept. Enough to tell referrals apart,
 * not to write to them.
 *
 * @example
 * maskEmail('jane.doe@example.com'); // 'j***@e***.com'
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const name = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const topLevel = dot > 0 ? domain.slice(dot) : '';
  return `${firstOf(name)}***@${firstOf(host)}***${topLevel}`;
}

/** The first code point (an emoji or a CJK character is one). */
function firstOf(text: string): string {
  return Array.from(text)[0] ?? '';
}
