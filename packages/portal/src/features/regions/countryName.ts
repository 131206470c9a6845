/**
 * `Intl.DisplayNames` per language, made once (Lighthouse on the public home, issue 15: 160 ms of
 * one task on a phone when the data centers section named each country with a new instance). The
 * region data it needs is loaded off the main thread as the portal starts (app/intlWarmUp.ts). A
 * language Intl rejects is remembered as null.
 */
const displayNames = new Map<string, Intl.DisplayNames | null>();

function regionNames(language: string): Intl.DisplayNames | null {
  let names = displayNames.get(language);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([language], { type: 'region' });
    } catch {
      names = null; // a malformed language tag
    }
    displayNames.set(language, names);
  }
  return names;
}

/**
 * A country's name in the interface language, from its ISO 3166 code (the regions API's
 * `country`); an unknown code or language shows the code as it is.
 * @example countryName('NL', 'en') // 'Netherlands'
 */
export function countryName(code: string, language: string): string {
  try {
    return regionNames(language)?.of(code) ?? code;
  } catch {
    return code; // Intl rejects a malformed code: show it as it is
  }
}
