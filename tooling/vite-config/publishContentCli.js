#!/usr/bin/env node
// Issue 15's publish step from the command line: renders the content pages of a brand's build
// with the data of a running product API into the build's `.published` folder, which the sandbox
// answers before the build's shells (apps/sandbox web/publishedPages.ts). `npm start` and the
// public-pages benchmark run it once the sandbox answers; run it again after content changes.
// Usage: node tooling/vite-config/publishContentCli.js --brand default --api http://127.0.0.1:8080
//   [--dist DIR] (default apps/web-<brand>/dist) [--out DIR] (default <dist>/.published)
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { publishContent } from './publishContent.js';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const { values } = parseArgs({
  options: {
    brand: { type: 'string', default: 'default' },
    api: { type: 'string' },
    dist: { type: 'string' },
    out: { type: 'string' },
  },
});
if (!values.api) {
  console.error('publish: --api <origin of the product API> is required');
  process.exit(2);
}
const distDir = values.dist
  ? resolve(values.dist)
  : join(repoRoot, 'apps', `web-${values.brand}`, 'dist');
const outDir = values.out ? resolve(values.out) : join(distDir, '.published');
const started = performance.now();
try {
  const { pages, files } = await publishContent({ distDir, api: values.api, outDir });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `published ${pages} content pages (${files.length} files) with their data into ${outDir} in ${seconds} s`,
  );
  process.exit(0); // the rendered portals leave timers (the stores' own) that would keep Node up
} catch (error) {
  console.error(`publish: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
