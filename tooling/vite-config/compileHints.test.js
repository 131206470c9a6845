import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, mapOneLineDown, withCompileHint } from './compileHints.js';

/** @type {string[]} */
const made = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('withCompileHint', () => {
  it('puts the magic comment V8 recognises on a line of its own, first', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
    expect(withCompileHint('import"./a.js";')).toBe(`${COMPILE_HINT}\nimport"./a.js";`);
  });

  it('leaves a chunk that starts with it as it is', () => {
    const hinted = `${COMPILE_HINT}\nexport{};`;
    expect(withCompileHint(hinted)).toBe(hinted);
  });
});

describe('mapOneLineDown', () => {
  it('moves every mapping one generated line down and keeps the rest of the map', () => {
    const map = { version: 3, sources: ['a.ts'], names: [], mappings: ';AAAA,CAAC;AACD' };
    expect(JSON.parse(mapOneLineDown(JSON.stringify(map)))).toEqual({
      ...map,
      mappings: ';;AAAA,CAAC;AACD',
    });
  });
});

describe('compileHints in a build', () => {
  it('starts every chunk with the hint, above the preload table, and keeps the source maps right', async () => {
    const root = mkdtempSync(join(tmpdir(), 'compile-hints-'));
    made.push(root);
    mkdirSync(join(root, 'src'));
    writeFileSync(
      join(root, 'src/main.js'),
      "export const start = () => import('./lazy.js').then((lazy) => lazy.show());\n",
    );
    writeFileSync(
      join(root, 'src/lazy.js'),
      "import './lazy.css';\nexport function show() {\n  return 'markedText';\n}\n",
    );
    writeFileSync(join(root, 'src/lazy.css'), '.lazy { color: red; }\n');
    await build({
      root,
      logLevel: 'silent',
      configFile: false,
      plugins: [compileHints()],
      build: {
        outDir: join(root, 'dist'),
        sourcemap: true,
        rolldownOptions: { input: join(root, 'src/main.js'), preserveEntrySignatures: 'strict' },
      },
    });
    const assets = join(root, 'dist/assets');
    const chunks = readdirSync(assets).filter((file) => file.endsWith('.js'));
    expect(chunks).toHaveLength(2);
    const lines = chunks.map((file) => readFileSync(join(assets, file), 'utf8').split('\n'));
    for (const chunk of lines) expect(chunk[0]).toBe(COMPILE_HINT);
    // The entry imports a chunk with a stylesheet: Vite's preload table is there, below the hint.
    expect(lines.some((chunk) => chunk[1]?.startsWith('const __vite__mapDeps'))).toBe(true);

    // The maps follow: each chunk's first mapped line is the line its code starts on (a map's
    // `mappings` has one `;`-separated group per generated line).
    chunks.forEach((file, index) => {
      const groups = JSON.parse(readFileSync(join(assets, `${file}.map`), 'utf8')).mappings.split(
        ';',
      );
      const firstMapped = groups.findIndex((group) => group !== '');
      const firstCode = lines[index].findIndex(
        (text, at) => at > 0 && !text.startsWith('const __vite__mapDeps'),
      );
      expect(firstMapped, file).toBe(firstCode);
    });
  });
});
