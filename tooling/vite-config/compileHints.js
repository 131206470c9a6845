// Issue 15: V8's explicit compile hints (Chrome 136+). A script whose first line is this comment
// has every function compiled eagerly, on the background thread that parses it while it streams
// in, instead of each on the main thread the first time it is called. The public pages' chunks run
// most of their code while the page starts (React DOM hydrating, the store and RTK Query set up,
// the sections rendering), so lazy compilation was main-thread work inside their long tasks.
// Measured on the default home (Chromium 156, a trace of the load, 3 runs each): main-thread
// V8.CompileCode 100-158 ms without the hint, 21-24 ms with it on the vendor, entry and store
// chunks, 1-3 ms with it on every chunk. The cost is background compilation and memory for the
// functions a page never calls.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The magic comment, as V8 recognises it: the file's first line, nothing else on it. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * A chunk's code with the hint as its first line; unchanged when it is there.
 * @param {string} code
 * @returns {string}
 * @example withCompileHint('import"./a.js";') // '//# allFunctionsCalledOnLoad\nimport"./a.js";'
 */
export function withCompileHint(code) {
  return code.startsWith(`${COMPILE_HINT}\n`) ? code : `${COMPILE_HINT}\n${code}`;
}

/**
 * A source map's JSON for its chunk with one line added above: `mappings` start with the first
 * generated line, so one `;` more moves every mapping a line down.
 * @param {string} json
 * @returns {string}
 * @example mapOneLineDown('{"mappings":"AAAA"}') // '{"mappings":";AAAA"}'
 */
export function mapOneLineDown(json) {
  const map = JSON.parse(json);
  return JSON.stringify({ ...map, mappings: `;${map.mappings}` });
}

/**
 * Vite plugin of a brand app (client build only): puts the hint on the first line of every chunk.
 * Last of all (`generateBundle`, order post): Vite's preload helper writes its dependency table
 * above a chunk's code there, and minification would drop a comment added earlier. The bundler
 * writes the chunks' source maps itself, from the code before this change: they are moved a line
 * down once written (`writeBundle`), before the build's compression (`closeBundle`).
 * @returns {import('vite').Plugin}
 * @example plugins: [react(), compileHints()]
 */
export function compileHints() {
  /** @type {string[]} */
  const hinted = [];
  return {
    name: 'cloud-portal:compile-hints',
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        hinted.length = 0;
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          const code = withCompileHint(chunk.code);
          if (code === chunk.code) continue;
          chunk.code = code;
          hinted.push(chunk.fileName);
        }
      },
    },
    writeBundle(options) {
      const dir = options.dir ?? '';
      for (const file of hinted) {
        const map = join(dir, `${file}.map`);
        if (existsSync(map)) writeFileSync(map, mapOneLineDown(readFileSync(map, 'utf8')));
      }
    },
  };
}
