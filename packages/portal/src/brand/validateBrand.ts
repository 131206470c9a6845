import { isLanguage } from '@cloud-portal/i18n';
import type { BrandConfig } from './brand.types.ts';

const BRAND_IDS = ['default', 'rocket', 'za', 'cloudplus', 'asia'] as const;
const CURRENCIES = ['usd', 'eur', 'rub'] as const;

/** One thing wrong with a brand configuration: where, and what to do. */
export interface BrandConfigProblem {
  path: string;
  message: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks a brand configuration beyond what TypeScript sees (values, not just types): run by each
 * brand app's Vite config, so a wrong brand config fails the build with a clear message.
 * @example validateBrandConfig({ ...brand, languages: [] }) // [{ path: 'languages', message: '…' }]
 */
export function validateBrandConfig(value: unknown): BrandConfigProblem[] {
  if (!isRecord(value)) return [{ path: '', message: 'the brand config must be an object' }];
  const problems: BrandConfigProblem[] = [];
  const problem = (path: string, message: string) => problems.push({ path, message });

  if (!BRAND_IDS.includes(value.id as never))
    problem('id', `must be one of ${BRAND_IDS.join(', ')}`);
  if (typeof value.siteName !== 'string' || value.siteName.trim() === '')
    problem('siteName', 'must be a non-empty string (it is shown in the header and page titles)');
  if (!CURRENCIES.includes(value.currency as never))
    problem('currency', `must be one of ${CURRENCIES.join(', ')}`);
  if (typeof value.roubleIntegers !== 'boolean') problem('roubleIntegers', 'must be true or false');
  else if (value.roubleIntegers && value.currency !== 'rub')
    problem('roubleIntegers', 'integer roubles only make sense with currency "rub"');

  const languages = value.languages;
  if (!Array.isArray(languages) || languages.length === 0)
    problem('languages', 'must list at least one language');
  else {
    languages.forEach((language, index) => {
      if (!isLanguage(language))
        problem(`languages[${index}]`, `"${String(language)}" is not one of en, ru, zh`);
    });
    if (new Set(languages).size !== languages.length)
      problem('languages', 'must not repeat a language');
  }

  if (!isRecord(value.features))
    problem('features', 'must be an object with pricingPage, news and signUp');
  else
    for (const flag of ['pricingPage', 'news', 'signUp'] as const)
      if (typeof value.features[flag] !== 'boolean')
        problem(`features.${flag}`, 'must be true or false');

  if (value.loginPath !== '/login' && value.loginPath !== '/sign-in')
    problem('loginPath', 'must be "/login" or "/sign-in"');
  if (
    typeof value.extraIpPrice !== 'number' ||
    !Number.isFinite(value.extraIpPrice) ||
    value.extraIpPrice < 0
  )
    problem('extraIpPrice', 'must be a price of zero or more');

  if (!isRecord(value.endpoints))
    problem('endpoints', 'must be an object with api and cloud base URLs');
  else {
    const { api, cloud } = value.endpoints;
    if (typeof api !== 'string' || !(api.startsWith('/') || /^https:\/\//.test(api)))
      problem('endpoints.api', 'must be a same-origin path ("/api") or an https URL');
    if (
      typeof cloud !== 'string' ||
      !(cloud === '' || cloud.startsWith('/') || /^https:\/\//.test(cloud))
    )
      problem('endpoints.cloud', 'must be "" (same origin), a path or an https URL');
  }

  if (value.titleVariants !== undefined) {
    if (!isRecord(value.titleVariants)) problem('titleVariants', 'must map host names to titles');
    else
      for (const [host, title] of Object.entries(value.titleVariants))
        if (typeof title !== 'string' || title.trim() === '')
          problem(`titleVariants.${host}`, 'must be a non-empty title');
  }
  return problems;
}

/**
 * Throws with every problem listed when a brand configuration is wrong; returns it typed otherwise.
 * @example export default brandAppConfig({ brand: assertBrandConfig(brand).id });
 */
export function assertBrandConfig(value: unknown): BrandConfig {
  const problems = validateBrandConfig(value);
  if (problems.length > 0) {
    const id = isRecord(value) && typeof value.id === 'string' ? value.id : 'unknown';
    const lines = problems.map(({ path, message }) => `  - ${path || '(root)'}: ${message}`);
    throw new Error(`Brand config "${id}" is invalid:\n${lines.join('\n')}`);
  }
  return value as BrandConfig;
}
