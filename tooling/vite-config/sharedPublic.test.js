import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { listFiles, sharedPublic } from './sharedPublic.js';

function folder() {
  const dir = mkdtempSync(join(tmpdir(), 'shared-public-'));
  mkdirSync(join(dir, 'images', 'os'), { recursive: true });
  writeFileSync(join(dir, 'images', 'os', 'ubuntu.svg'), '<svg/>');
  writeFileSync(join(dir, 'robots-extra.txt'), 'x');
  return dir;
}

describe('sharedPublic', () => {
  test('lists nested files with forward slashes', () => {
    expect(listFiles(folder())).toEqual(['images/os/ubuntu.svg', 'robots-extra.txt']);
  });

  test('emits every file into the bundle at its path', () => {
    const emitted = [];
    sharedPublic(folder()).generateBundle.call({ emitFile: (file) => emitted.push(file) });
    expect(emitted.map((file) => file.fileName)).toEqual([
      'images/os/ubuntu.svg',
      'robots-extra.txt',
    ]);
    expect(String(emitted[0].source)).toBe('<svg/>');
  });

  test('the dev server answers known files only, never a path outside the folder', () => {
    let handler;
    sharedPublic(folder()).configureServer({ middlewares: { use: (fn) => (handler = fn) } });
    const answer = (url) => {
      const response = {
        headers: {},
        setHeader: (k, v) => (response.headers[k] = v),
        end: (body) => (response.body = String(body)),
      };
      let passed = false;
      handler({ url }, response, () => (passed = true));
      return passed ? 'next' : response;
    };
    expect(answer('/images/os/ubuntu.svg?v=1')).toMatchObject({
      body: '<svg/>',
      headers: { 'Content-Type': 'image/svg+xml' },
    });
    expect(answer('/images/os/../../etc/passwd')).toBe('next');
    expect(answer('/images%2fos%2f..%2f..%2fpackage.json')).toBe('next');
  });
});
