import { isLanguage, type Language } from '@cloud-portal/i18n';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../brand/BrandContext.tsx';
import { siteTitle } from '../../brand/siteTitle.ts';

/**
 * The language content is fetched in: the interface language (§1), so a switch refetches.
 * @example const lang = useContentLanguage(); useListNewsQuery({ lang, page: 1 });
 */
export function useContentLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/**
 * Names the browser tab after the open article (`{{title}} — {{siteName}}`) once it has loaded;
 * until then the route's title key (`titles.news`, `titles.knowledge`) stands. It runs again for
 * each newly fetched article object, so the route's title effect (which also runs on a language
 * switch) never has the last word while an article is open.
 * @example useArticleTitle(currentData);
 */
export function useArticleTitle(article: { title: string } | undefined): void {
  const { t } = useTranslation();
  const brand = useBrand();
  useEffect(() => {
    if (article === undefined) return;
    document.title = t('titles.article', {
      title: article.title,
      siteName: siteTitle(brand, window.location.host),
    });
  }, [article, t, brand]);
}

/** A slug as the API's paths accept it (openapi `Slug`): lower-case letters, digits and dashes. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Whether a URL segment can name a knowledge-base article; anything else is not found without a request.
 * @example isSlug('add-ssh-key') // true
 */
export function isSlug(value: string | undefined): value is string {
  return value !== undefined && SLUG.test(value);
}

/**
 * The news id in a URL segment (a positive integer written plainly), else `undefined`.
 * @example newsIdFromParam('5') // 5
 * @example newsIdFromParam('05') // undefined
 */
export function newsIdFromParam(value: string | undefined): number | undefined {
  if (value === undefined || !/^[1-9]\d{0,8}$/.test(value)) return undefined;
  return Number(value);
}

/**
 * The 1-based page of a `?page=` value: missing or malformed values mean the first page.
 * @example pageFromParam('3') // 3
 * @example pageFromParam('-1') // 1
 */
export function pageFromParam(value: string | null): number {
  if (value === null || !/^[1-9]\d{0,5}$/.test(value)) return 1;
  return Number(value);
}

/**
 * Whether a failed content request means the item does not exist (404), as opposed to a fault
 * worth a retry.
 * @example isNotFoundError({ status: 404, code: 'not_found' }) // true
 */
export function isNotFoundError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}
