import { expect, test } from 'vitest';
import { publicNavigation, type NavItem } from './navigation.ts';

const labels = (items: NavItem[]) => items.map((item) => item.labelKey);

test('the header has the menu of §2 in order, with News when the brand has news', () => {
  expect(labels(publicNavigation({ news: true }))).toEqual([
    'nav.products',
    'nav.dataCenters',
    'nav.news',
    'nav.support',
    'nav.about',
  ]);
});

test('News is hidden for a brand without news (cloud-plus)', () => {
  expect(labels(publicNavigation({ news: false }))).not.toContain('nav.news');
});

test('the groups hold the links of §2', () => {
  const groups = Object.fromEntries(
    publicNavigation({ news: true }).flatMap((item) =>
      item.kind === 'group' ? [[item.id, item.items.map((child) => child.to)]] : [],
    ),
  );
  expect(groups).toEqual({
    products: ['/#cloud-vds', '/#elastic-volumes'],
    support: ['/knowledge', '/tutorials'],
    about: ['/company/contact', '/company/jobs', '/company/about', '/company/affiliate-program'],
  });
});
