export type { BrandConfig, BrandCurrency, BrandId } from './brand.types.ts';
