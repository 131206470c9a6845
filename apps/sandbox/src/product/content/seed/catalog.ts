import type { Currency, ExchangeRate, PlanCategory } from '@cloud-portal/api-client';
import type { ExtraPricesInput, NotificationInput, PlanInput } from '../store.ts';

const DAY = 86_400_000;

/**
 * Seeded notifications (SPEC §3), relative to the seed time `now`: an INFO banner for everyone
 * with no window, a PROMO inside a 90-day window, a PROMO whose window has ended (never served),
 * and a permanent high-priority WARNING for the control panel only.
 *
 * @example
 * seedNotifications(new Date()).length; // 4
 */
export function seedNotifications(now: Date): NotificationInput[] {
  const at = (offsetDays: number) => new Date(now.getTime() + offsetDays * DAY).toISOString();
  return [
    {
      id: 1,
      message: {
        en: 'New region: Frankfurt (eu-central1) is open, billed in euros.',
        ru: 'Открыт новый регион Франкфурт (eu-central1) с оплатой в евро.',
        zh: '新区域法兰克福（eu-central1）已开放，以欧元计费。',
      },
      alertType: 'INFO',
      permanent: false,
      highPriority: false,
      timeStart: null,
      timeEnd: null,
      visibleControlPanel: true,
      visibleMainPage: true,
    },
    {
      id: 2,
      message: {
        en: 'Snapshots are free until the end of the year: take as many as you like.',
        ru: 'Снапшоты бесплатны до конца года — делайте сколько угодно.',
        zh: '年底前快照免费，想拍多少就拍多少。',
      },
      alertType: 'PROMO',
      permanent: false,
      highPriority: false,
      timeStart: at(-1),
      timeEnd: at(90),
      visibleControlPanel: true,
      visibleMainPage: true,
    },
    {
      id: 3,
      message: {
        en: 'Black Friday: 30% off the first month of any plan.',
        ru: 'Чёрная пятница: скидка 30% на первый месяц любого тарифа.',
        zh: '黑色星期五：任意套餐首月七折。',
      },
      alertType: 'PROMO',
      permanent: false,
      highPriority: true,
      // Outside its window on purpose: the API must not serve it.
      timeStart: at(-40),
      timeEnd: at(-30),
      visibleControlPanel: true,
      visibleMainPage: true,
    },
    {
      id: 4,
      message: {
        en: 'Keep your contact email up to date: we send maintenance and billing notices there.',
        ru: 'Следите, чтобы контактный email был актуален: туда приходят уведомления о работах и оплате.',
        zh: '请保持联系邮箱为最新，维护和账单通知会发送到该邮箱。',
      },
      alertType: 'WARNING',
      permanent: true,
      highPriority: true,
      timeStart: null,
      timeEnd: null,
      visibleControlPanel: true,
      visibleMainPage: false,
    },
  ];
}

interface FlavorTemplate {
  category: PlanCategory;
  flavorId: string;
  flavorName: string;
  vcpus: number;
  ramMb: number;
  diskGb: number;
  trafficTb: number;
  networkPlan: string;
  /** Monthly price in US cents; other currencies derive from it. */
  usdCents: number;
}

/** Two plans per category of SPEC §3, in display order. */
export const FLAVOR_TEMPLATES: readonly FlavorTemplate[] = [
  {
    category: 'burstable',
    flavorId: 'bst.1c1g',
    flavorName: 'Burstable 1 vCPU / 1 GB',
    vcpus: 1,
    ramMb: 1024,
    diskGb: 15,
    trafficTb: 1,
    networkPlan: '200mbps',
    usdCents: 300,
  },
  {
    category: 'burstable',
    flavorId: 'bst.1c2g',
    flavorName: 'Burstable 1 vCPU / 2 GB',
    vcpus: 1,
    ramMb: 2048,
    diskGb: 25,
    trafficTb: 1,
    networkPlan: '200mbps',
    usdCents: 500,
  },
  {
    category: 'standard',
    flavorId: 'std.2c4g',
    flavorName: 'Standard 2 vCPU / 4 GB',
    vcpus: 2,
    ramMb: 4096,
    diskGb: 50,
    trafficTb: 2,
    networkPlan: '1gbps',
    usdCents: 1200,
  },
  {
    category: 'standard',
    flavorId: 'std.4c8g',
    flavorName: 'Standard 4 vCPU / 8 GB',
    vcpus: 4,
    ramMb: 8192,
    diskGb: 100,
    trafficTb: 3,
    networkPlan: '1gbps',
    usdCents: 2400,
  },
  {
    category: 'highfreq_shared',
    flavorId: 'hfs.2c4g',
    flavorName: 'High frequency 2 vCPU / 4 GB',
    vcpus: 2,
    ramMb: 4096,
    diskGb: 60,
    trafficTb: 2,
    networkPlan: '1gbps',
    usdCents: 1600,
  },
  {
    category: 'highfreq_shared',
    flavorId: 'hfs.4c8g',
    flavorName: 'High frequency 4 vCPU / 8 GB',
    vcpus: 4,
    ramMb: 8192,
    diskGb: 120,
    trafficTb: 3,
    networkPlan: '1gbps',
    usdCents: 3200,
  },
  {
    category: 'highfreq_promo',
    flavorId: 'hfp.2c2g',
    flavorName: 'High frequency promo 2 vCPU / 2 GB',
    vcpus: 2,
    ramMb: 2048,
    diskGb: 40,
    trafficTb: 2,
    networkPlan: '1gbps',
    usdCents: 700,
  },
  {
    category: 'highfreq_promo',
    flavorId: 'hfp.4c4g',
    flavorName: 'High frequency promo 4 vCPU / 4 GB',
    vcpus: 4,
    ramMb: 4096,
    diskGb: 80,
    trafficTb: 3,
    networkPlan: '1gbps',
    usdCents: 1400,
  },
  {
    category: 'highfreq_dedicated',
    flavorId: 'hfd.4c16g',
    flavorName: 'Dedicated high frequency 4 vCPU / 16 GB',
    vcpus: 4,
    ramMb: 16384,
    diskGb: 160,
    trafficTb: 5,
    networkPlan: '2gbps',
    usdCents: 6900,
  },
  {
    category: 'highfreq_dedicated',
    flavorId: 'hfd.8c32g',
    flavorName: 'Dedicated high frequency 8 vCPU / 32 GB',
    vcpus: 8,
    ramMb: 32768,
    diskGb: 320,
    trafficTb: 8,
    networkPlan: '2gbps',
    usdCents: 13_500,
  },
  {
    category: 'highload',
    flavorId: 'hl.16c64g',
    flavorName: 'Highload 16 vCPU / 64 GB',
    vcpus: 16,
    ramMb: 65536,
    diskGb: 640,
    trafficTb: 10,
    networkPlan: '5gbps',
    usdCents: 26_000,
  },
  {
    category: 'highload',
    flavorId: 'hl.32c128g',
    flavorName: 'Highload 32 vCPU / 128 GB',
    vcpus: 32,
    ramMb: 131072,
    diskGb: 1280,
    trafficTb: 20,
    networkPlan: '10gbps',
    usdCents: 51_000,
  },
  {
    category: 'baremetal',
    flavorId: 'bm.e2388g',
    flavorName: 'Bare metal Xeon E-2388G / 64 GB',
    vcpus: 16,
    ramMb: 65536,
    diskGb: 960,
    trafficTb: 30,
    networkPlan: '1gbps',
    usdCents: 14_900,
  },
  {
    category: 'baremetal',
    flavorId: 'bm.epyc7443p',
    flavorName: 'Bare metal EPYC 7443P / 256 GB',
    vcpus: 48,
    ramMb: 262144,
    diskGb: 3840,
    trafficTb: 50,
    networkPlan: '10gbps',
    usdCents: 39_900,
  },
];

/** Exchange rates of the seed (SPEC §9 default 92 USD→RUB). */
export const SEED_RATES: readonly ExchangeRate[] = [
  { curr_from: 'usd', curr_to: 'rub', rate: 92 },
  { curr_from: 'usd', curr_to: 'eur', rate: 0.92 },
  { curr_from: 'eur', curr_to: 'usd', rate: 1.087 },
  { curr_from: 'eur', curr_to: 'rub', rate: 100 },
];

/**
 * A US-cent price in `currency` minor units: euros at 0.92 rounded to whole cents; roubles at 92
 * rounded to whole roubles (SPEC §9: the rouble variant shows integer roubles).
 *
 * @example
 * priceInCurrency(1200, 'rub'); // 110400 (1104 ₽)
 */
export function priceInCurrency(usdCents: number, currency: Currency): number {
  switch (currency) {
    case 'usd':
      return usdCents;
    case 'eur':
      return Math.round(usdCents * 0.92);
    case 'rub':
      return Math.round((usdCents * 92) / 100) * 100;
    default:
      return currency satisfies never;
  }
}

/**
 * The plans of one region: every template, priced in the region's currency; nothing is
 * available in an out-of-stock region.
 *
 * @example
 * seedPlans('ru-msk1', 'rub', false)[0]?.monthlyMinor; // 27600
 */
export function seedPlans(regionId: string, currency: Currency, outOfStock: boolean): PlanInput[] {
  return FLAVOR_TEMPLATES.map(({ usdCents, ...flavor }) => ({
    ...flavor,
    id: `${regionId}-${flavor.flavorId}`,
    regionId,
    monthlyMinor: priceInCurrency(usdCents, currency),
    isAvailable: !outOfStock,
  }));
}

/** Extras per currency (SPEC §9: extra IPv4 0.59, or 49 ₽; 1 TB traffic $1; $1.00 per 10 GB). */
export const SEED_EXTRA_PRICES: readonly ExtraPricesInput[] = [
  {
    currency: 'usd',
    extraIpv4Minor: 59,
    freeIpv4PerServer: 1,
    trafficPerTbMinor: 100,
    volumePer10GbMinor: 100,
  },
  {
    currency: 'eur',
    extraIpv4Minor: 55,
    freeIpv4PerServer: 1,
    trafficPerTbMinor: 92,
    volumePer10GbMinor: 92,
  },
  {
    currency: 'rub',
    extraIpv4Minor: 4900,
    freeIpv4PerServer: 1,
    trafficPerTbMinor: 9200,
    volumePer10GbMinor: 9200,
  },
];
