import type { Currency, ExchangeRate, Plan, PriceList } from '@cloud-portal/api-client';
import type { Platform, SandboxModule } from '../../platform/module.ts';
import type { RegionsService } from '../regions/index.ts';
import { newsMediaRoutes } from './mediaRoutes.ts';
import { contentRoutes } from './routes.ts';
import { seedContent } from './seed/index.ts';
import { contentStore } from './store.ts';

export { CONTENT_LOCALES, hourlyFromMonthlyMinor, minorToDecimal } from './store.ts';

/** What other modules may use of the content module: the plan catalogue and the extras' prices. */
export interface ContentService {
  /** The plans of a region in its currency (as `GET /plans/`); none for an unknown region. */
  plansOf(regionId: string): Plan[];
  /** Prices of extras in a currency (§9). */
  extraPricesOf(currency: Currency): PriceList | undefined;
  /** The exchange rates (as `GET /rates/`). */
  rates(): ExchangeRate[];
}

/**
 * The content module: news, knowledge base, notifications, plans, prices, rates and server time
 * (openapi.yaml tag `content`), and the news cover images.
 *
 * @example
 * const content = contentModule(platform, { regions: regions.service });
 */
export function contentModule(
  platform: Platform,
  deps: { regions: RegionsService },
): SandboxModule & { service: ContentService } {
  const store = contentStore(platform.db);
  const service: ContentService = {
    plansOf(regionId) {
      const region = deps.regions.findById(regionId);
      return region === undefined ? [] : store.listPlans(region.id, region.currency);
    },
    extraPricesOf: (currency) => store.listPrices().find((prices) => prices.currency === currency),
    rates: () => store.listRates(),
  };
  return {
    name: 'content',
    service,
    seed() {
      // Windows of the seeded notifications start at the first start's wall time, so a test that
      // moves the sandbox clock past them sees them end.
      seedContent(store, deps.regions, new Date());
    },
    async register(app) {
      await app.register(contentRoutes, {
        prefix: '/api',
        content: store,
        regions: deps.regions,
        now: platform.now,
      });
      await app.register(newsMediaRoutes);
    },
  };
}
