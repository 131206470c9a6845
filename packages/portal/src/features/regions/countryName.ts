/**
 * A country's name in the interface language, from its ISO 3166 code (the regions API's
 * `country`); an unknown code or language shows the code as it is.
 * @example countryName('NL', 'en') // 'Netherlands'
 */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code; // Intl rejects a malformed code: show it as it is
  }
}
