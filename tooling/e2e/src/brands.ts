/** An interface language of the portal (§1). */
export type Language = 'en' | 'ru' | 'zh';

/**
 * Port of the first brand's sandbox; the others follow it. `E2E_PORT_BASE` moves them, so two runs
 * on one machine do not collide (each also gets its own data directories).
 */
export const DEFAULT_PORT_BASE = 4311;

/** The port base of this run (see {@link DEFAULT_PORT_BASE}). */
export const portBase = Number(process.env.E2E_PORT_BASE ?? DEFAULT_PORT_BASE);

/**
 * The brands the e2e suite serves, each from its own sandbox on its own port, with what the suite
 * expects of each (§1 variants; the brand configs are apps/web-<brand>/src/brand.ts). The lists are
 * written out here rather than imported so that a config that drifts from the spec fails a test.
 */
export const brands = {
  default: { port: portBase, siteName: 'Cloud Portal', languages: ['en', 'ru', 'zh'] },
  // The rouble brand lists Russian first: a browser in none of its languages starts in Russian.
  rocket: { port: portBase + 1, siteName: 'Rocket Cloud', languages: ['ru', 'en', 'zh'] },
  za: { port: portBase + 2, siteName: 'Cloud Portal ZA', languages: ['en', 'ru', 'zh'] },
  // §1: cloud-plus offers English only; asia English and Chinese.
  cloudplus: { port: portBase + 3, siteName: 'Cloud Plus', languages: ['en'] },
  asia: { port: portBase + 4, siteName: 'Cloud Portal Asia', languages: ['en', 'zh'] },
} as const satisfies Record<string, { port: number; siteName: string; languages: Language[] }>;

export type BrandName = keyof typeof brands;

export const brandNames = Object.keys(brands) as BrandName[];

/**
 * Base URL of a brand's sandbox (loopback only).
 *
 * @example
 * baseUrlOf('rocket'); // 'http://127.0.0.1:4312'
 */
export const baseUrlOf = (brand: BrandName) => `http://127.0.0.1:${brands[brand].port}`;
