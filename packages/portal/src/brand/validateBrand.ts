import { isRecord } from '@cloud-portal/domain/errors';
import { isLanguage } from '@cloud-portal/i18n';
import { ANALYTICS_CHOICES } from '../features/analytics/analyticsAdapter.ts';
import type { BrandConfig, BrandDocument } from './brand.types.ts';

const BRAND_IDS = ['default', 'rocket', 'za', 'cloudplus', 'asia'] as const;
const CURRENCIES = ['usd', 'eur', 'rub'] as const;
/** Every field of `BrandConfig`: anything else is a typo that would be silently ignored. */
const FIELDS = [
  'id',
  'siteName',
  'titleVariants',
  'logo',
  'currency',
  'roubleIntegers',
  'languages',
  'features',
  'loginPath',
  'extraIpPrice',
  'analytics',
  'endpoints',
] as const satisfies readonly (keyof BrandConfig)[];
const DOCUMENT_FIELDS = [
  'description',
  'favicon',
  'themeColor',
] as const satisfies readonly (keyof BrandDocument)[];
const FEATURES = ['pricingPage', 'news', 'signUp'] as const;
/** Longer descriptions are cut off in search results. */
const DESCRIPTION_MAX = 160;
/** A host as `location.host` reports it: lower-case labels, optional port. */
const HOST =
  /^(?=.{1,253}(?::\d{1,5})?$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?$/;
/** A root-relative path to an SVG (no segment starts with a dot, so no `..`; no query). */
const PUBLIC_SVG = /^(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+\.svg$/;
const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

const publicSvgMessage = (field: string) =>
  `must be a root-relative path to an SVG in the app's public/ folder, e.g. "/${field}.svg" (CSP allows same-origin images only)`;

/** One thing wrong with a brand configuration: where, and what to do. */
export interface BrandConfigProblem {
  path: string;
  message: string;
}

const isNonEmptyString = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/**
 * Checks a brand configuration beyond what TypeScript sees (values, not just types): run by each
 * brand app's Vite config, so a wrong brand config fails the build with a clear message.
 * @example validateBrandConfig({ ...brand, languages: [] }) // [{ path: 'languages', message: '…' }]
 */
export function validateBrandConfig(value: unknown): BrandConfigProblem[] {
  if (!isRecord(value)) return [{ path: '', message: 'the brand config must be an object' }];
  const problems: BrandConfigProblem[] = [];
  const problem = (path: string, message: string) => problems.push({ path, message });

  for (const key of Object.keys(value))
    if (!(FIELDS as readonly string[]).includes(key))
      problem(key, `is not a brand config field (known fields: ${FIELDS.join(', ')})`);

  if (!BRAND_IDS.includes(value.id as never))
    problem('id', `must be one of ${BRAND_IDS.join(', ')}`);
  if (!isNonEmptyString(value.siteName))
    problem('siteName', 'must be a non-empty string (it is shown in the header and page titles)');

  if (value.titleVariants !== undefined) {
    if (!isRecord(value.titleVariants))
      problem('titleVariants', 'must map host names to titles, e.g. { "cloud.example.asia": "…" }');
    else
      for (const [host, title] of Object.entries(value.titleVariants)) {
        if (!HOST.test(host))
          problem(
            `titleVariants.${host}`,
            'the key must be a host name as in location.host: lower case, no scheme or path',
          );
        if (!isNonEmptyString(title)) problem(`titleVariants.${host}`, 'must be a non-empty title');
      }
  }

  if (typeof value.logo !== 'string' || !PUBLIC_SVG.test(value.logo))
    problem('logo', publicSvgMessage('logo'));

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
    problem('features', `must be an object with ${FEATURES.join(', ')}`);
  else {
    for (const flag of FEATURES)
      if (typeof value.features[flag] !== 'boolean')
        problem(`features.${flag}`, 'must be true or false');
    for (const key of Object.keys(value.features))
      if (!(FEATURES as readonly string[]).includes(key))
        problem(`features.${key}`, `is not a feature flag (known: ${FEATURES.join(', ')})`);
  }

  if (value.loginPath !== '/login' && value.loginPath !== '/sign-in')
    problem('loginPath', 'must be "/login" or "/sign-in"');
  if (
    typeof value.extraIpPrice !== 'number' ||
    !Number.isFinite(value.extraIpPrice) ||
    value.extraIpPrice < 0
  )
    problem('extraIpPrice', 'must be a price of zero or more');
  else if (value.roubleIntegers === true && !Number.isInteger(value.extraIpPrice))
    problem('extraIpPrice', 'must be a whole number of roubles when roubleIntegers is on (§9)');

  if (
    value.analytics !== undefined &&
    !(ANALYTICS_CHOICES as readonly unknown[]).includes(value.analytics)
  )
    problem('analytics', `must be one of ${ANALYTICS_CHOICES.join(', ')} (or absent for none)`);

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
  return problems;
}

/**
 * Checks the build-time index.html fields of a brand (description, favicon, theme colours).
 * @example validateBrandDocument({ description: '', favicon: '/favicon.svg', themeColor }) // [{ path: 'description', … }]
 */
export function validateBrandDocument(value: unknown): BrandConfigProblem[] {
  if (!isRecord(value)) return [{ path: '', message: 'the brand document must be an object' }];
  const problems: BrandConfigProblem[] = [];
  const problem = (path: string, message: string) => problems.push({ path, message });

  for (const key of Object.keys(value))
    if (!(DOCUMENT_FIELDS as readonly string[]).includes(key))
      problem(key, `is not a brand document field (known fields: ${DOCUMENT_FIELDS.join(', ')})`);

  if (!isNonEmptyString(value.description))
    problem('description', 'must be a non-empty sentence (index.html meta description)');
  else if (value.description.length > DESCRIPTION_MAX)
    problem(
      'description',
      `must be at most ${DESCRIPTION_MAX} characters (it has ${value.description.length}); search results cut longer ones`,
    );

  if (typeof value.favicon !== 'string' || !PUBLIC_SVG.test(value.favicon))
    problem('favicon', publicSvgMessage('favicon'));

  if (!isRecord(value.themeColor))
    problem('themeColor', 'must be an object { light, dark } of #rrggbb colours');
  else
    for (const scheme of ['light', 'dark'] as const)
      if (
        typeof value.themeColor[scheme] !== 'string' ||
        !HEX_COLOUR.test(value.themeColor[scheme])
      )
        problem(`themeColor.${scheme}`, 'must be a #rrggbb colour');
  return problems;
}

function throwProblems(kind: string, value: unknown, problems: BrandConfigProblem[]): void {
  if (problems.length === 0) return;
  const id = isRecord(value) && typeof value.id === 'string' ? ` "${value.id}"` : '';
  const lines = problems.map(({ path, message }) => `  - ${path || '(root)'}: ${message}`);
  throw new Error(`${kind}${id} is invalid:\n${lines.join('\n')}`);
}

/**
 * Throws with every problem listed when a brand document is wrong; returns it typed otherwise.
 * @example brandAppConfig({ brand: assertBrandConfig(brand), document: assertBrandDocument(brandDocument) })
 */
export function assertBrandDocument(value: unknown): BrandDocument {
  throwProblems('Brand document (index.html fields)', value, validateBrandDocument(value));
  return value as BrandDocument;
}

/**
 * Throws with every problem listed when a brand configuration is wrong; returns it typed otherwise.
 * @example export default brandAppConfig({ brand: assertBrandConfig(brand) });
 */
export function assertBrandConfig(value: unknown): BrandConfig {
  throwProblems('Brand config', value, validateBrandConfig(value));
  return value as BrandConfig;
}
