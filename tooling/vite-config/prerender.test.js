import { describe, expect, it } from 'vitest';
import { chunksToPreload } from './prerender.js';

// A client build's chunks as generateBundle sees them (file names as Vite hashes them).
const CHUNKS = [
  {
    fileName: 'assets/index-E.js',
    moduleIds: ['/repo/apps/web/index.html', '/repo/portal/src/app/createPortal.tsx'],
    imports: ['assets/vendor-V.js'],
    isEntry: true,
  },
  {
    fileName: 'assets/vendor-V.js',
    moduleIds: ['/repo/node_modules/react/index.js'],
    imports: [],
    isEntry: false,
  },
  {
    fileName: 'assets/routes-R.js',
    moduleIds: ['/repo/portal/src/features/content/routes.tsx'],
    imports: ['assets/vendor-V.js', 'assets/index-E.js'],
    isEntry: false,
  },
  {
    fileName: 'assets/NewsListPage-N.js',
    moduleIds: ['/repo/portal/src/features/content/news/NewsListPage.tsx'],
    imports: ['assets/Skeleton-S.js', 'assets/vendor-V.js'],
    isEntry: false,
  },
  {
    fileName: 'assets/Skeleton-S.js',
    moduleIds: ['/repo/ui/src/Skeleton.tsx'],
    imports: ['assets/vendor-V.js'],
    isEntry: false,
  },
  {
    fileName: 'assets/storeRuntime-T.js',
    moduleIds: ['/repo/portal/src/app/storeRuntime.ts', '/repo/portal/src/app/store.ts'],
    imports: ['assets/Skeleton-S.js'],
    isEntry: false,
  },
];

describe('chunksToPreload (issue 15: a shell preloads what its first render needs)', () => {
  it('finds the chunk of each module by its modules, then its static imports, each once, never the entry', () => {
    expect(
      chunksToPreload(
        CHUNKS,
        [
          '/repo/portal/src/features/content/routes.tsx',
          '/repo/portal/src/features/content/news/NewsListPage.tsx',
          '/repo/portal/src/app/store.ts',
        ],
        '/news',
      ),
    ).toEqual([
      'assets/routes-R.js',
      'assets/vendor-V.js',
      'assets/NewsListPage-N.js',
      'assets/Skeleton-S.js',
      'assets/storeRuntime-T.js',
    ]);
  });

  it('a module bundled into the entry needs no preload of its own', () => {
    expect(chunksToPreload(CHUNKS, ['/repo/portal/src/app/createPortal.tsx'], '/')).toEqual([]);
  });

  it('a module in no chunk fails the build, naming the page', () => {
    expect(() => chunksToPreload(CHUNKS, ['/repo/portal/src/moved.tsx'], '/news/:id')).toThrow(
      /\/news\/:id preloads \/repo\/portal\/src\/moved.tsx, which is in no chunk/,
    );
  });
});
