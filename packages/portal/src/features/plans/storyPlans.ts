import type { DonatePayment, Plan, PlanList, Region } from '@cloud-portal/api-client';
import type { StoryApi } from '../../storybook/storyApi.ts';
import { jsonResponse } from '../../test/fixtures.ts';

// Fixtures for the stories of the plans, the home page and the donation pages (not shipped: only
// stories import this file).

const RATES = { usd: 1, eur: 0.92, rub: 92 } as const;

interface Template {
  category: Plan['category'];
  flavor: string;
  name: string;
  vcpus: number;
  ramMb: number;
  diskGb: number;
  trafficTb: number;
  usd: number;
}

const TEMPLATES: readonly Template[] = [
  {
    category: 'standard',
    flavor: 'std.2c4g',
    name: 'Standard 2 vCPU / 4 GB',
    vcpus: 2,
    ramMb: 4096,
    diskGb: 50,
    trafficTb: 2,
    usd: 12,
  },
  {
    category: 'standard',
    flavor: 'std.1c2g',
    name: 'Standard 1 vCPU / 2 GB',
    vcpus: 1,
    ramMb: 2048,
    diskGb: 25,
    trafficTb: 1,
    usd: 6,
  },
  {
    category: 'burstable',
    flavor: 'bst.1c1g',
    name: 'Burstable 1 vCPU / 1 GB',
    vcpus: 1,
    ramMb: 1024,
    diskGb: 15,
    trafficTb: 1,
    usd: 3,
  },
  {
    category: 'highload',
    flavor: 'hl.8c32g',
    name: 'High load 8 vCPU / 32 GB',
    vcpus: 8,
    ramMb: 32768,
    diskGb: 320,
    trafficTb: 6,
    usd: 96,
  },
];

/**
 * The plans of a region as the API prices them: in the region's currency, whole roubles monthly.
 * @example storyPlanList(storyRegions[0]).plans[0].price_monthly // '6.00'
 */
export function storyPlanList(region: Pick<Region, 'id' | 'currency'>): PlanList {
  const currency = region.currency as keyof typeof RATES;
  const rate = RATES[currency] ?? 1;
  return {
    region: region.id,
    currency,
    plans: TEMPLATES.map((template) => {
      const monthly = currency === 'rub' ? Math.round(template.usd * rate) : template.usd * rate;
      return {
        id: `${region.id}-${template.flavor}`,
        category: template.category,
        flavor_id: template.flavor,
        flavor_name: template.name,
        vcpus: template.vcpus,
        ram_mb: template.ramMb,
        disk_gb: template.diskGb,
        traffic_tb: template.trafficTb,
        network_plan: '1gbps',
        currency,
        price_monthly: monthly.toFixed(2),
        price_hourly: (monthly / 730).toFixed(4),
        is_available: template.category !== 'highload',
      };
    }),
  };
}

/** How the plans call of a story answers. */
export type PlansBehaviour = 'answer' | 'pending' | 'fail' | 'empty';

/**
 * A product API with regions and plans (and a donation when `donation` is given), as the home
 * and donation stories need.
 * @example storyApiWithPlans(storyRegions, 'fail')
 */
export function storyApiWithPlans(
  regions: Region[],
  plans: PlansBehaviour = 'answer',
  donation?: DonatePayment,
): StoryApi {
  return (request) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/regions/')) return jsonResponse(regions);
    if (url.pathname.endsWith('/plans/')) {
      if (plans === 'pending') return new Promise<Response>(() => undefined);
      if (plans === 'fail')
        return jsonResponse({ code: 'unavailable', message: 'Service unavailable' }, 503);
      const region = regions.find((item) => item.id === url.searchParams.get('region'));
      if (!region) return jsonResponse({ code: 'not_found', message: 'Not found' }, 404);
      const list = storyPlanList(region);
      return jsonResponse(plans === 'empty' ? { ...list, plans: [] } : list);
    }
    if (url.pathname.endsWith('/donate-payment') && donation) return jsonResponse(donation);
    return jsonResponse({ code: 'not_found', message: 'Not found' }, 404);
  };
}
