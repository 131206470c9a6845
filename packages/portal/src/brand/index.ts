export type { BrandConfig, BrandCurrency, BrandId } from './brand.types.ts';
export {
  assertBrandConfig,
  validateBrandConfig,
  type BrandConfigProblem,
} from './validateBrand.ts';
