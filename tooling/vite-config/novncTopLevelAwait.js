// Issue 15: noVNC 1.7 (the console tab's lazy chunk) has one top-level await, in
// core/util/browser.js: `supportsWebCodecsH264Decode = await _checkWebCodecsH264DecodeSupport();`.
// One top-level await anywhere in the graph turns off Rolldown's chunk optimizations for the
// whole build: the public home's initial JS split into 27 small chunks and grew from 108.7 to
// 113.5 KB gzip (measured with and without this module). The variable is already an exported
// `let` that starts `false`, so assigning it when the check resolves keeps the meaning: the check
// takes milliseconds, and noVNC reads it only when it connects and announces its encodings.

/** The statement with the top-level await, as noVNC 1.7 writes it. */
export const NOVNC_TOP_LEVEL_AWAIT =
  'supportsWebCodecsH264Decode = await _checkWebCodecsH264DecodeSupport();';

/** What replaces it: the same assignment once the promise resolves (live binding). */
export const NOVNC_WITHOUT_TOP_LEVEL_AWAIT =
  'void _checkWebCodecsH264DecodeSupport().then((supported) => { supportsWebCodecsH264Decode = supported; }, () => {});';

/**
 * Rewrites noVNC's `core/util/browser.js` without its top-level await; other modules unchanged.
 * Fails when the statement is not there (a noVNC upgrade changed it: look again).
 * @param {string} code
 * @param {string} id
 * @returns {string | null} the new code, or null for modules it does not touch
 * @example withoutNovncTopLevelAwait(code, '/x/@novnc/novnc/core/util/browser.js');
 */
export function withoutNovncTopLevelAwait(code, id) {
  if (!/[\\/]@novnc[\\/]novnc[\\/]core[\\/]util[\\/]browser\.js$/.test(id.split('?')[0] ?? ''))
    return null;
  if (!code.includes(NOVNC_TOP_LEVEL_AWAIT))
    throw new Error(
      `${id}: noVNC's top-level await changed; update tooling/vite-config/novncTopLevelAwait.js (issue 15)`,
    );
  return code.replace(NOVNC_TOP_LEVEL_AWAIT, NOVNC_WITHOUT_TOP_LEVEL_AWAIT);
}

/**
 * Vite plugin of a brand app: {@link withoutNovncTopLevelAwait} on every module.
 * @returns {import('vite').Plugin}
 * @example plugins: [novncWithoutTopLevelAwait()]
 */
export function novncWithoutTopLevelAwait() {
  return {
    name: 'cloud-portal:novnc-without-top-level-await',
    enforce: 'pre',
    transform(code, id) {
      const result = withoutNovncTopLevelAwait(code, id);
      return result === null ? null : { code: result, map: null };
    },
  };
}
