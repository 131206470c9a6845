import fc from 'fast-check';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  collectionLinks,
  isPageProblem,
  paginate,
  parsePageRequest,
  type Page,
  type PageRequest,
} from './pagination.ts';

const IDS = ['a', 'b', 'c', 'd', 'e'];
const byId = (id: string) => id;

function page(request: PageRequest): Page<string> {
  const result = paginate(IDS, byId, request);
  if (isPageProblem(result)) throw new Error(result.message);
  return result;
}

describe('parsePageRequest', () => {
  it('reads limit and marker, caps the limit, and treats none or 0 as the maximum', () => {
    expect(parsePageRequest({ limit: '2', marker: 'b' }, 1000)).toEqual({ limit: 2, marker: 'b' });
    expect(parsePageRequest({ limit: '5000' }, 1000)).toEqual({ limit: 1000, marker: undefined });
    expect(parsePageRequest({}, 50)).toEqual({ limit: 50, marker: undefined });
    expect(parsePageRequest({ limit: '0', marker: '' }, 50)).toEqual({
      limit: 50,
      marker: undefined,
    });
    expect(parsePageRequest({ limit: ['3', '9'] }, 50)).toEqual({ limit: 3, marker: undefined });
  });

  it('refuses a limit that is not a whole number or is negative, as Nova does', () => {
    expect(parsePageRequest({ limit: 'two' }, 1000)).toEqual({
      message: 'limit param must be an integer',
    });
    expect(parsePageRequest({ limit: '1.5' }, 1000)).toEqual({
      message: 'limit param must be an integer',
    });
    expect(parsePageRequest({ limit: '-1' }, 1000)).toEqual({
      message: 'limit param must be positive',
    });
  });
});

describe('paginate', () => {
  it('walks the collection page by page with the last id as marker, no marker after the last page', () => {
    expect(page({ limit: 2, marker: undefined })).toEqual({ items: ['a', 'b'], nextMarker: 'b' });
    expect(page({ limit: 2, marker: 'b' })).toEqual({ items: ['c', 'd'], nextMarker: 'd' });
    expect(page({ limit: 2, marker: 'd' })).toEqual({ items: ['e'], nextMarker: undefined });
    // A full last page has no next marker either.
    expect(page({ limit: 5, marker: undefined })).toEqual({ items: IDS, nextMarker: undefined });
    expect(page({ limit: 2, marker: 'e' })).toEqual({ items: [], nextMarker: undefined });
  });

  it('refuses an unknown marker', () => {
    expect(paginate(IDS, byId, { limit: 2, marker: 'zz' })).toEqual({
      message: 'Marker zz could not be found.',
    });
  });

  it('visits every item exactly once in order, whatever the limit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 1, max: 8 }),
        (size, limit) => {
          const items = Array.from({ length: size }, (_, index) => `item-${index}`);
          const seen: string[] = [];
          let marker: string | undefined;
          for (let round = 0; round <= size; round += 1) {
            const result = paginate(items, byId, { limit, marker });
            if (isPageProblem(result)) throw new Error(result.message);
            seen.push(...result.items);
            marker = result.nextMarker;
            if (marker === undefined) break;
          }
          expect(seen).toEqual(items);
        },
      ),
    );
  });
});

describe('collectionLinks', () => {
  it('links the next page with the same URL, its other parameters and the new marker', async () => {
    const app = Fastify();
    app.get('/cloud/:region/compute/v2.1/flavors', async (request) => ({
      more: collectionLinks(request, 'flavors_links', { items: [], nextMarker: 'std.2c4g' }),
      last: collectionLinks(request, 'flavors_links', { items: [], nextMarker: undefined }),
    }));

    const response = await app.inject({
      method: 'GET',
      url: '/cloud/eu-west2/compute/v2.1/flavors?limit=2&marker=bst.1c2g&is_public=true',
      headers: { host: 'portal.test:8080' },
    });

    expect(response.json()).toEqual({
      more: {
        flavors_links: [
          {
            href: 'http://portal.test:8080/cloud/eu-west2/compute/v2.1/flavors?limit=2&marker=std.2c4g&is_public=true',
            rel: 'next',
          },
        ],
      },
      last: {},
    });
    await app.close();
  });
});
