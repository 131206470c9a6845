import type { Region } from '@cloud-portal/api-client';
import { jsonResponse, regionsFixture } from '../test/fixtures.ts';

/** Answers one product-API request of a story (no network: stories render anywhere). */
export type StoryApi = (request: Request) => Response | Promise<Response>;

const network = (v4: number) => ({
  id: `net-${v4}`,
  name: 'public',
  available_ips_v4: v4,
  available_ips_v6: 500,
  available_ips: v4 + 500,
});

/** The data centers of the stories: one of each state the home page shows. */
export const storyRegions: Region[] = [
  ...regionsFixture,
  {
    id: 'us-east1',
    city: 'New York',
    country: 'US',
    currency: 'usd',
    meta: {
      is_out_of_stock: true,
      is_available: true,
      is_maintenance: false,
      networks: [network(40)],
    },
  },
  {
    id: 'ru-msk1',
    city: 'Moscow',
    country: 'RU',
    currency: 'rub',
    meta: {
      is_out_of_stock: false,
      is_available: true,
      is_maintenance: false,
      networks: [network(64), network(12), network(30)],
    },
  },
];

/**
 * A product API that answers `GET /api/regions/` with `regions`.
 * @example storyApiWith(storyRegions)
 */
export function storyApiWith(regions: Region[]): StoryApi {
  return (request) =>
    new URL(request.url).pathname.endsWith('/regions/')
      ? jsonResponse(regions)
      : jsonResponse({ code: 'not_found', message: 'Not found' }, 404);
}

/** A product API that never answers (loading states). */
export const pendingApi: StoryApi = () => new Promise<Response>(() => undefined);

/** A product API that is down (error states). */
export const failingApi: StoryApi = () =>
  jsonResponse({ code: 'unavailable', message: 'Service unavailable' }, 503);
