/**
 * `Intl.DisplayNames` per language, made once: constructing one loads the language's region data
 * (Lighthouse on the public home, issue 15: 160 ms of one task on a phone when the data centers
 * section named each country with a new instance). A language Intl rejects is remembered as null.
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
 * Loads the region names of `language` in a task of their own (a `setTimeout`), unless they are
 * loaded: a list that names countries calls it while its data is on the way, so the first render
 * of the answer does not also pay for it (12-19 ms of this machine's CPU, 50-80 ms at Lighthouse's
 * 4x, issue 15). Returns a function that cancels it.
 * @example useEffect(() => loadCountryNamesAhead(i18n.language), [i18n.language]);
 */
export function loadCountryNamesAhead(language: string): () => void {
  if (displayNames.has(language)) return () => undefined;
  const timer = setTimeout(() => countryName('US', language));
  return () => clearTimeout(timer);
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
