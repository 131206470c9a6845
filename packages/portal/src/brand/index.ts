export type { BrandConfig, BrandCurrency, BrandDocument, BrandId } from './brand.types.ts';
export {
  assertBrandConfig,
  assertBrandDocument,
  validateBrandConfig,
  validateBrandDocument,
  type BrandConfigProblem,
} from './validateBrand.ts';
