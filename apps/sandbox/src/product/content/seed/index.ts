import type { RegionsService } from '../../regions/index.ts';
import type { ContentStore } from '../store.ts';
import { SEED_EXTRA_PRICES, SEED_RATES, seedNotifications, seedPlans } from './catalog.ts';
import { SEED_KNOWLEDGE_BASE } from './knowledge.ts';
import { SEED_NEWS } from './news.ts';

export { FLAVOR_TEMPLATES, SEED_RATES, priceInCurrency, seedNotifications } from './catalog.ts';
export { SEED_KNOWLEDGE_BASE } from './knowledge.ts';
export { NEWS_IMAGES, SEED_NEWS } from './news.ts';

/**
 * Inserts the public content (news, knowledge base, notifications, plans of every seeded region,
 * extra prices, rates) that is missing. Idempotent: rows are keyed by id/slug and existing ones
 * are left as they are, so edits made while the sandbox ran survive a restart. Runs after the
 * regions are seeded (plans follow each region's currency).
 *
 * @example
 * seedContent(contentStore(db), regions, new Date());
 */
export function seedContent(content: ContentStore, regions: RegionsService, now: Date): void {
  for (const news of SEED_NEWS) content.saveNews(news);
  SEED_KNOWLEDGE_BASE.forEach((chapter, position) => content.saveChapter(chapter, position));
  for (const notification of seedNotifications(now)) content.saveNotification(notification);
  for (const region of regions.list()) {
    seedPlans(region.id, region.currency, region.meta.is_out_of_stock).forEach((plan, position) =>
      content.savePlan(plan, position),
    );
  }
  for (const prices of SEED_EXTRA_PRICES) content.saveExtraPrices(prices);
  for (const rate of SEED_RATES) content.saveRate(rate);
}
