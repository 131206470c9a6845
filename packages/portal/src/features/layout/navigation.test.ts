import { expect, test } from 'vitest';
import type { TopHeaderItem } from '@cloud-portal/ui';
import { publicNavigation } from './navigation.ts';

// Labels come back as the translation keys, so the tests read the structure of §2.
const keys = (key: string) => key;
const labels = (items: TopHeaderItem[]) => items.map((item) => item.label);

test('the header has the menu of §2 in order, with News when the brand has news', () => {
  expect(labels(publicNavigation({ news: true }, keys))).toEqual([
    'nav.products',
    'nav.dataCenters',
    'nav.news',
    'nav.support',
    'nav.about',
  ]);
});

test('News is hidden for a brand without news (cloud-plus)', () => {
  expect(labels(publicNavigation({ news: false }, keys))).not.toContain('nav.news');
});

test('the groups hold the links of §2, labels translated', () => {
  const groups = Object.fromEntries(
    publicNavigation({ news: true }, (key) => `<${key}>`).flatMap((item) =>
      'items' in item ? [[item.id, item.items.map((child) => `${child.href} ${child.label}`)]] : [],
    ),
  );
  expect(groups).toEqual({
    products: ['/#cloud-vds <nav.cloudVds>', '/#elastic-volumes <nav.elasticVolumes>'],
    support: ['/knowledge <nav.knowledgeBase>', '/tutorials <nav.tutorials>'],
    about: [
      '/company/contact <nav.contact>',
      '/company/jobs <nav.jobs>',
      '/company/about <nav.aboutUs>',
      '/company/affiliate-program <nav.affiliate>',
    ],
  });
});
