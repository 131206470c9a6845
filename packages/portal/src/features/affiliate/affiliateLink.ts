// §2: "The query parameter affiliate_uuid is read from any URL and then removed." §9: the
// affiliate and utm cookies last 30 days (the server sets them when the click is recorded).

/** The query parameter of an affiliate link (§2). */
export const AFFILIATE_PARAM = 'affiliate_uuid';

/** The utm parameters sent with the click, so the server can set their 30-day cookies (§9). */
export const UTM_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;

/** A utm parameter name. */
export type UtmParam = (typeof UTM_PARAMS)[number];

/** What an affiliate link carried, and the query to show instead. */
export interface AffiliateLink {
  /** The referring affiliate's uuid, trimmed; empty when the parameter had no value. */
  affiliateUuid: string;
  /** The utm parameters of the same URL (they stay in the address bar). */
  utm: Partial<Record<UtmParam, string>>;
  /** The query without `affiliate_uuid`, with its `?`, or `''` when nothing is left. */
  cleanedSearch: string;
}

/**
 * Reads an affiliate link's query: `undefined` when `search` has no `affiliate_uuid`, else the
 * uuid (the first one if repeated), the utm parameters and the query without every
 * `affiliate_uuid` (other parameters keep their order and encoding).
 * @example readAffiliateLink('?affiliate_uuid=5f0c…&utm_source=blog')
 * // { affiliateUuid: '5f0c…', utm: { utm_source: 'blog' }, cleanedSearch: '?utm_source=blog' }
 */
export function readAffiliateLink(search: string): AffiliateLink | undefined {
  const params = new URLSearchParams(search);
  if (!params.has(AFFILIATE_PARAM)) return undefined;
  const utm: Partial<Record<UtmParam, string>> = {};
  for (const name of UTM_PARAMS) {
    const value = params.get(name);
    if (value) utm[name] = value;
  }
  // Rebuilt from the raw parts rather than URLSearchParams.toString(), which would re-encode
  // the other parameters (`%20` → `+`) and change a URL the visitor may have bookmarked.
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '' && decodeName(part) !== AFFILIATE_PARAM);
  return {
    affiliateUuid: (params.get(AFFILIATE_PARAM) ?? '').trim(),
    utm,
    cleanedSearch: kept.length > 0 ? `?${kept.join('&')}` : '',
  };
}

function decodeName(part: string): string {
  const name = part.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name; // a malformed escape is not our parameter's name; keep the part
  }
}
