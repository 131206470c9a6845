// Files every brand serves as they are (the OS and app logos of §3 Image, `/images/os/ubuntu.svg`):
// one folder in the portal package instead of a copy in each app's `public/`, which Vite allows
// only one of. The build emits them into dist; the dev server answers them.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';

const TYPES = { '.svg': 'image/svg+xml', '.png': 'image/png', '.webp': 'image/webp' };

/** Every file under `dir`, as paths relative to it with forward slashes. */
export function listFiles(dir) {
  const files = [];
  const walk = (current) => {
    for (const name of readdirSync(current)) {
      const path = join(current, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.push(relative(dir, path).split(sep).join('/'));
    }
  };
  walk(dir);
  return files.sort();
}

/**
 * Vite plugin: serves and emits the files of `dir` at the site root.
 * @param {string} dir absolute path of the shared folder
 * @returns {import('vite').Plugin}
 * @example sharedPublic(fileURLToPath(new URL('../../packages/portal/public', import.meta.url)))
 */
export function sharedPublic(dir) {
  const files = listFiles(dir);
  const known = new Set(files);
  return {
    name: 'cloud-portal:shared-public',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = decodeURIComponent((request.url ?? '').split('?')[0] ?? '').replace(/^\//, '');
        if (!known.has(path)) return next();
        response.setHeader('Content-Type', TYPES[extname(path)] ?? 'application/octet-stream');
        response.end(readFileSync(join(dir, path)));
      });
    },
    generateBundle() {
      for (const fileName of files) {
        this.emitFile({ type: 'asset', fileName, source: readFileSync(join(dir, fileName)) });
      }
    },
  };
}
