export { createPortal, PortalView, type Portal, type PortalOptions } from './app/createPortal.tsx';
export type { BrandConfig, BrandCurrency, BrandId } from './brand/brand.types.ts';
