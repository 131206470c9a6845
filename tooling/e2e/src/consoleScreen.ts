import type { Page } from '@playwright/test';
import { ASCII_GLYPHS } from '@cloud-portal/sandbox/console-font';

// Reading the server console's screen in a browser test: the sandbox draws an 80×24 text console
// in the 8×16 console font (apps/sandbox/src/cloud/console), and noVNC paints it on a canvas, so
// each cell's lit pixels are one glyph of that font.

/**
 * The text on noVNC's canvas, one string per console row (trailing blanks trimmed; an unknown
 * glyph is `?`). A cell under the cursor (its last two rows lit) is matched on its first 14 rows.
 * @example expect(await consoleRows(page)).toContain('admin@web-1:~$');
 */
export async function consoleRows(page: Page): Promise<string[]> {
  return page.evaluate((glyphs) => {
    const canvas = document.querySelector<HTMLCanvasElement>(
      '[data-testid="console-screen"] canvas',
    );
    const context = canvas?.getContext('2d');
    if (!canvas || !context || canvas.width < 8) return [];
    const { width, height } = canvas;
    const data = context.getImageData(0, 0, width, height).data;
    const lit = (x: number, y: number) => {
      const index = (y * width + x) * 4;
      return (data[index] ?? 0) + (data[index + 1] ?? 0) + (data[index + 2] ?? 0) > 60;
    };
    const table = glyphs.map((hex) => hex.match(/../g)?.map((byte) => parseInt(byte, 16)) ?? []);
    const rows: string[] = [];
    for (let row = 0; row < Math.floor(height / 16); row++) {
      let text = '';
      for (let column = 0; column < Math.floor(width / 8); column++) {
        const bits: number[] = [];
        for (let y = 0; y < 16; y++) {
          let byte = 0;
          for (let x = 0; x < 8; x++) if (lit(column * 8 + x, row * 16 + y)) byte |= 0x80 >> x;
          bits.push(byte);
        }
        const same = (glyph: number[], rowsCompared: number) =>
          glyph.slice(0, rowsCompared).every((byte, index) => byte === bits[index]);
        let index = table.findIndex((glyph) => same(glyph, 16));
        if (index === -1) index = table.findIndex((glyph) => same(glyph, 14));
        text += index === -1 ? '?' : String.fromCharCode(0x20 + index);
      }
      rows.push(text.trimEnd());
    }
    return rows;
  }, ASCII_GLYPHS);
}

/**
 * Whether some row of the console matches `pattern`.
 * @example await expect.poll(() => consoleShows(page, /^\S+ login:$/)).toBe(true);
 */
export const consoleShows = async (page: Page, pattern: RegExp): Promise<boolean> =>
  (await consoleRows(page)).some((row) => pattern.test(row));
