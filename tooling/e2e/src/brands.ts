/** The brands the e2e suite serves, each from its own sandbox on its own port. */
export const brands = {
  default: { port: 4311, siteName: 'Cloud Portal' },
  rocket: { port: 4312, siteName: 'Rocket Cloud' },
  za: { port: 4313, siteName: 'Cloud Portal ZA' },
  cloudplus: { port: 4314, siteName: 'Cloud Plus' },
  asia: { port: 4315, siteName: 'Cloud Portal Asia' },
} as const;

export type BrandName = keyof typeof brands;

export const brandNames = Object.keys(brands) as BrandName[];

/** Base URL of a brand's sandbox (loopback only). */
export const baseUrlOf = (brand: BrandName) => `http://127.0.0.1:${brands[brand].port}`;
