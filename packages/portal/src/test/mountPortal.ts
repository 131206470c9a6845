import type { ApiClient } from '@cloud-portal/api-client';
import { act } from '@testing-library/react';
import { createPortal, type Portal } from '../app/createPortal.tsx';
import type { BrandConfig } from '../brand/brand.types.ts';
import { testBrand } from './fixtures.ts';

/** A portal mounted by {@link mountPortal}, and how to take it down again. */
export interface MountedPortal {
  portal: Portal;
  unmount(): void;
}

/**
 * Creates a portal of `brand` at `path` (a memory router, English, region bucket `a`) with a fake
 * product API and mounts it as the browser does (`portal.mount`, StrictMode) into a new container
 * in `document.body`. Call `unmount` in `afterEach`.
 * @example const { portal, unmount } = await mountPortal('/control', fakeApiClient(answer).apiClient);
 */
export async function mountPortal(
  path: string,
  apiClient: ApiClient,
  brand: BrandConfig = testBrand,
): Promise<MountedPortal> {
  const portal = await createPortal(brand, {
    apiClient,
    initialEntries: [path],
    browserLanguages: ['en-US'],
    regionBucket: 'a',
  });
  const container = document.createElement('div');
  document.body.append(container);
  let root: ReturnType<Portal['mount']> | undefined;
  await act(async () => {
    root = portal.mount(container);
  });
  return { portal, unmount: () => root?.unmount() };
}
