// §3 Plan: plan categories and billing cycles, as the API's codes with i18n label keys.

/** Plan categories of §3, as the API names them. */
export const PLAN_CATEGORIES = [
  'baremetal',
  'burstable',
  'highfreq_dedicated',
  'highfreq_promo',
  'highfreq_shared',
  'highload',
  'standard',
] as const;

/** A plan category code. */
export type PlanCategory = (typeof PLAN_CATEGORIES)[number];

/** Billing cycles of a plan (§3: hourly or monthly). */
export const BILLING_CYCLES = ['hourly', 'monthly'] as const;

/** A billing cycle code. */
export type BillingCycle = (typeof BILLING_CYCLES)[number];

const PLAN_CATEGORY_LABEL_KEYS = {
  baremetal: 'billing:planCategory.baremetal',
  burstable: 'billing:planCategory.burstable',
  highfreq_dedicated: 'billing:planCategory.highfreqDedicated',
  highfreq_promo: 'billing:planCategory.highfreqPromo',
  highfreq_shared: 'billing:planCategory.highfreqShared',
  highload: 'billing:planCategory.highload',
  standard: 'billing:planCategory.standard',
} as const satisfies Record<PlanCategory, string>;

const BILLING_CYCLE_LABEL_KEYS = {
  hourly: 'billing:billingCycle.hourly',
  monthly: 'billing:billingCycle.monthly',
} as const satisfies Record<BillingCycle, string>;

/** The i18n key of a plan category label. */
export type PlanCategoryLabelKey = (typeof PLAN_CATEGORY_LABEL_KEYS)[PlanCategory];

/** The i18n key of a billing cycle label. */
export type BillingCycleLabelKey = (typeof BILLING_CYCLE_LABEL_KEYS)[BillingCycle];

/**
 * Type guard: is `value` a plan category code of §3? Exact match (the API sends these codes).
 *
 * @example
 * isPlanCategory('highfreq_shared'); // true
 * isPlanCategory('gpu');             // false
 */
export function isPlanCategory(value: unknown): value is PlanCategory {
  return typeof value === 'string' && (PLAN_CATEGORIES as readonly string[]).includes(value);
}

/**
 * The i18n key of a plan category label (namespace `billing`).
 *
 * @example
 * planCategoryLabelKey('highfreq_promo'); // 'billing:planCategory.highfreqPromo'
 */
export function planCategoryLabelKey(category: PlanCategory): PlanCategoryLabelKey {
  return PLAN_CATEGORY_LABEL_KEYS[category];
}

/**
 * Type guard: is `value` a billing cycle code (`hourly` or `monthly`)?
 *
 * @example
 * isBillingCycle('monthly'); // true
 */
export function isBillingCycle(value: unknown): value is BillingCycle {
  return typeof value === 'string' && (BILLING_CYCLES as readonly string[]).includes(value);
}

/**
 * The i18n key of a billing cycle label (namespace `billing`).
 *
 * @example
 * billingCycleLabelKey('hourly'); // 'billing:billingCycle.hourly'
 */
export function billingCycleLabelKey(cycle: BillingCycle): BillingCycleLabelKey {
  return BILLING_CYCLE_LABEL_KEYS[cycle];
}
