import { createContext, useContext, type ReactNode } from 'react';
import type { BrandConfig } from './brand.types.ts';

const BrandContext = createContext<BrandConfig | null>(null);

/** Makes the brand configuration available to every feature. */
export function BrandProvider({ brand, children }: { brand: BrandConfig; children: ReactNode }) {
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}

/** The current brand's configuration. Throws when used outside `createPortal`. */
export function useBrand(): BrandConfig {
  const brand = useContext(BrandContext);
  if (!brand)
    throw new Error('useBrand() must be used inside <BrandProvider> (createPortal sets it up).');
  return brand;
}
