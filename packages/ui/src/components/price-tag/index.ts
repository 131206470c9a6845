export {
  PriceTag,
  type DiscountedPriceTagProps,
  type PriceTagProps,
  type PriceTagSize,
  type RegularPriceTagProps,
} from './PriceTag.tsx';
