import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutNovncTopLevelAwait } from './novncTopLevelAwait.js';

// The installed noVNC, found through the portal (which depends on it).
const portal = createRequire(new URL('../../packages/portal/package.json', import.meta.url));
const browserJs = join(dirname(portal.resolve('@novnc/novnc')), 'util/browser.js');

describe('withoutNovncTopLevelAwait', () => {
  it("removes the top-level await of the installed noVNC's browser.js, keeping the assignment", () => {
    const code = readFileSync(browserJs, 'utf8');
    const result = withoutNovncTopLevelAwait(code, browserJs);
    expect(result).not.toBeNull();
    expect(result).not.toMatch(/^supportsWebCodecsH264Decode = await/m);
    expect(result).toContain('supportsWebCodecsH264Decode = supported;');
    // The rest of the module is unchanged.
    expect(result?.length).toBeGreaterThan(code.length - 100);
  });

  it('leaves other modules alone and fails loudly when noVNC changed', () => {
    expect(withoutNovncTopLevelAwait('await x;', '/a/node_modules/other/browser.js')).toBeNull();
    expect(() =>
      withoutNovncTopLevelAwait('export const a = 1;', '/a/@novnc/novnc/core/util/browser.js'),
    ).toThrow(/top-level await changed/);
  });
});
