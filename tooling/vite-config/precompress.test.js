import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compressibleFiles, precompressFile, ZOPFLI_MIN_BYTES } from './precompress.js';

/** @type {string[]} */
const made = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** @param {Record<string, string | Buffer>} files */
function dist(files) {
  const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  made.push(dir);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), content);
  }
  return dir;
}

// Repetitive enough to compress, varied enough that Zopfli and gzip -9 differ.
const script = (/** @type {number} */ bytes) => {
  let text = '';
  for (let index = 0; text.length < bytes; index += 1) {
    text += `export const value${index} = ${(index * 7919) % 1000} + "${index.toString(36)}";\n`;
  }
  return text;
};

describe('compressibleFiles', () => {
  it('lists text files at any depth, not images, maps or earlier outputs', () => {
    const dir = dist({
      'index.html': '<!doctype html>',
      'logo.svg': '<svg/>',
      'assets/index-a1.js': 'x',
      'assets/index-a1.js.map': '{}',
      'assets/index-a1.js.gz': 'old',
      'assets/style-b2.css': 'a{}',
      'control/index.html': '<!doctype html>',
      'photo.png': Buffer.from([0x89, 0x50]),
      // Dot folders are never served: the manifest and the kept server bundle.
      '.vite/manifest.json': '{}',
      '.prerender/prerender.mjs': 'export {}',
    });
    expect(compressibleFiles(dir)).toEqual([
      'assets/index-a1.js',
      'assets/style-b2.css',
      'control/index.html',
      'index.html',
      'logo.svg',
    ]);
  });
});

describe('precompressFile', () => {
  // Zopfli on 32 KB takes over 5 s when CI runs every package's tests at once on 2 cores.
  it(
    'writes .gz and .br that decompress to the file, the large file smaller than gzip -9',
    {
      timeout: 60_000,
    },
    async () => {
      const content = script(ZOPFLI_MIN_BYTES * 2);
      const dir = dist({ 'assets/big.js': content });
      const file = join(dir, 'assets/big.js');

      const sizes = await precompressFile(file);

      const gz = readFileSync(`${file}.gz`);
      const br = readFileSync(`${file}.br`);
      expect(gunzipSync(gz).toString()).toBe(content);
      expect(brotliDecompressSync(br).toString()).toBe(content);
      expect(sizes).toEqual({ raw: content.length, gzip: gz.length, brotli: br.length });
      // Zopfli above the threshold: smaller than what node's best gzip level makes.
      expect(gz.length).toBeLessThan(gzipSync(content, { level: 9 }).length);
    },
  );

  it('uses gzip -9 below the Zopfli threshold', async () => {
    const content = script(4 * 1024);
    const dir = dist({ 'small.js': content });
    const file = join(dir, 'small.js');

    await precompressFile(file);

    expect(readFileSync(`${file}.gz`)).toEqual(gzipSync(content, { level: 9 }));
  });

  it('writes no variant that would not be smaller than the file', async () => {
    const dir = dist({ 'tiny.txt': 'a' });
    const file = join(dir, 'tiny.txt');

    const sizes = await precompressFile(file);

    expect(sizes).toEqual({ raw: 1, gzip: null, brotli: null });
    expect(existsSync(`${file}.gz`)).toBe(false);
    expect(existsSync(`${file}.br`)).toBe(false);
  });
});
