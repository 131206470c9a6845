import type { TopHeaderItem, TopHeaderLink } from '@cloud-portal/ui';
import type { ParseKeys } from 'i18next';
import type { BrandConfig } from '../../brand/brand.types.ts';

type NavKey = ParseKeys<'common'>;

/**
 * The public header's menu (§2 "The public layout has a top header") as ui `TopHeader` items,
 * labels translated by `t`, adjusted to the brand's features: News is hidden when the brand has
 * no news (cloud-plus).
 * @example publicNavigation({ news: false }, t).map((item) => item.label)
 */
export function publicNavigation(
  features: Pick<BrandConfig['features'], 'news'>,
  t: (key: NavKey) => string,
): TopHeaderItem[] {
  const link = (href: string, key: NavKey): TopHeaderLink => ({ href, label: t(key) });
  const group = (id: string, key: NavKey, items: TopHeaderLink[]) => ({
    id,
    label: t(key),
    items,
  });
  return [
    group('products', 'nav.products', [
      link('/#cloud-vds', 'nav.cloudVds'),
      link('/#elastic-volumes', 'nav.elasticVolumes'),
    ]),
    link('/company/data-center-locations', 'nav.dataCenters'),
    ...(features.news ? [link('/news', 'nav.news')] : []),
    group('support', 'nav.support', [
      link('/knowledge', 'nav.knowledgeBase'),
      link('/tutorials', 'nav.tutorials'),
    ]),
    group('about', 'nav.about', [
      link('/company/contact', 'nav.contact'),
      link('/company/jobs', 'nav.jobs'),
      link('/company/about', 'nav.aboutUs'),
      link('/company/affiliate-program', 'nav.affiliate'),
    ]),
  ];
}
