import type { ParseKeys } from 'i18next';
import type { BrandConfig } from '../../brand/brand.types.ts';

type NavKey = ParseKeys<'common'>;

/** A link of the public header. */
export interface NavLinkItem {
  kind: 'link';
  to: string;
  labelKey: NavKey;
}

/** A group of links behind a disclosure button (Products, Support, About). */
export interface NavGroupItem {
  kind: 'group';
  id: string;
  labelKey: NavKey;
  items: NavLinkItem[];
}

/** One entry of the public header's menu. */
export type NavItem = NavLinkItem | NavGroupItem;

const link = (to: string, labelKey: NavKey): NavLinkItem => ({ kind: 'link', to, labelKey });

/**
 * The public header's menu (§2 "The public layout has a top header"), adjusted to the brand's
 * features: News is hidden when the brand has no news (cloud-plus).
 * @example publicNavigation({ news: false }).map((item) => item.labelKey)
 */
export function publicNavigation(features: Pick<BrandConfig['features'], 'news'>): NavItem[] {
  const items: (NavItem | false)[] = [
    {
      kind: 'group',
      id: 'products',
      labelKey: 'nav.products',
      items: [link('/#cloud-vds', 'nav.cloudVds'), link('/#elastic-volumes', 'nav.elasticVolumes')],
    },
    link('/company/data-center-locations', 'nav.dataCenters'),
    features.news && link('/news', 'nav.news'),
    {
      kind: 'group',
      id: 'support',
      labelKey: 'nav.support',
      items: [link('/knowledge', 'nav.knowledgeBase'), link('/tutorials', 'nav.tutorials')],
    },
    {
      kind: 'group',
      id: 'about',
      labelKey: 'nav.about',
      items: [
        link('/company/contact', 'nav.contact'),
        link('/company/jobs', 'nav.jobs'),
        link('/company/about', 'nav.aboutUs'),
        link('/company/affiliate-program', 'nav.affiliate'),
      ],
    },
  ];
  return items.filter((item): item is NavItem => item !== false);
}
