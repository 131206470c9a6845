/**
 * The file of a prerendered page in one language (issue 15): the build writes each public page in
 * every language of the brand as `<name>.<lang>.html` beside the page's own file, and the server
 * (the sandbox, or a CDN rule on Accept-Language) answers the visitor's. One naming rule for the
 * writer and the reader.
 *
 * @example
 * pageLanguageFile('company/about/index.html', 'en'); // 'company/about/index.en.html'
 * pageLanguageFile('404.html', 'zh'); // '404.zh.html'
 */
export function pageLanguageFile(file: string, language: string): string {
  if (!file.endsWith('.html')) throw new RangeError(`Not an HTML page: ${file}`);
  if (!/^[a-z]{2,3}$/.test(language)) throw new RangeError(`Not a language subtag: ${language}`);
  return `${file.slice(0, -'.html'.length)}.${language}.html`;
}
