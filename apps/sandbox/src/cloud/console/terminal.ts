import { ASCII_GLYPHS, GLYPH_HEIGHT, GLYPH_WIDTH } from './font.generated.ts';

/** A rectangle of the framebuffer, in pixels. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Colours of the text console, 0xRRGGBB (the VGA text palette's). */
export const COLOURS = {
  background: 0x000000,
  text: 0xaaaaaa,
  bright: 0xffffff,
  green: 0x55ff55,
  red: 0xff5555,
  yellow: 0xffff55,
} as const;

/** Glyph bitmaps decoded once: 16 row bytes per printable ASCII character. */
const GLYPHS: readonly Uint8Array[] = ASCII_GLYPHS.map((hex) =>
  Uint8Array.from(Buffer.from(hex, 'hex')),
);

interface Cell {
  character: string;
  colour: number;
}

const BLANK: Cell = { character: ' ', colour: COLOURS.text };

/**
 * A text console drawn into a true-colour framebuffer with the 8×16 console font: a grid of
 * `columns` × `rows` cells, a cursor (an underline), wrapping and scrolling like the Linux
 * console. Every change marks the cells it touched; {@link Terminal.takeDirty} answers them as
 * rectangles (one per changed row span) for an incremental framebuffer update.
 *
 * @example
 * const terminal = new Terminal(80, 24);
 * terminal.write('web-1 login: ');
 * terminal.takeDirty(); // [{ x: 0, y: 0, width: 104, height: 16 }, …]
 */
export class Terminal {
  readonly columns: number;
  readonly rows: number;
  readonly width: number;
  readonly height: number;
  /** The framebuffer, 0xRRGGBB per pixel, row by row. */
  readonly pixels: Uint32Array;
  cursorRow = 0;
  cursorColumn = 0;
  private cursorVisible = true;
  private readonly cells: Cell[][];
  /** Per row, the changed column span (inclusive), or undefined. */
  private readonly dirty: Array<[number, number] | undefined>;

  constructor(columns: number, rows: number) {
    this.columns = columns;
    this.rows = rows;
    this.width = columns * GLYPH_WIDTH;
    this.height = rows * GLYPH_HEIGHT;
    this.pixels = new Uint32Array(this.width * this.height).fill(COLOURS.background);
    this.cells = Array.from({ length: rows }, () => Array.from({ length: columns }, () => BLANK));
    this.dirty = Array.from({ length: rows }, () => undefined);
  }

  /** Writes text at the cursor: `\n` starts a new line, long lines wrap, the screen scrolls. */
  write(text: string, colour: number = COLOURS.text): void {
    this.hideCursor();
    for (const character of text) {
      if (character === '\n') {
        this.newLine();
        continue;
      }
      if (this.cursorColumn >= this.columns) this.newLine();
      this.setCell(this.cursorRow, this.cursorColumn, { character, colour });
      this.cursorColumn += 1;
    }
    this.showCursor();
  }

  /** Moves the cursor to the start of the next line, scrolling at the bottom. */
  newLine(): void {
    this.hideCursor();
    this.cursorColumn = 0;
    if (this.cursorRow < this.rows - 1) this.cursorRow += 1;
    else this.scroll();
    this.showCursor();
  }

  /** Erases the character before the cursor on the current line; `false` at the line start. */
  backspace(minimumColumn = 0): boolean {
    if (this.cursorColumn <= minimumColumn) return false;
    this.hideCursor();
    this.cursorColumn -= 1;
    this.setCell(this.cursorRow, this.cursorColumn, BLANK);
    this.showCursor();
    return true;
  }

  /** Blanks the screen and puts the cursor home. */
  clear(): void {
    this.hideCursor();
    for (let row = 0; row < this.rows; row++)
      for (let column = 0; column < this.columns; column++) this.setCell(row, column, BLANK);
    this.cursorRow = 0;
    this.cursorColumn = 0;
    this.showCursor();
  }

  /** Shows or hides the cursor (hidden on screens that take no input). */
  setCursorVisible(visible: boolean): void {
    if (visible === this.cursorVisible) return;
    this.hideCursor();
    this.cursorVisible = visible;
    this.showCursor();
  }

  /** The text of a row, trailing blanks removed (tests and logs). */
  rowText(row: number): string {
    return (this.cells[row] ?? [])
      .map((cell) => cell.character)
      .join('')
      .trimEnd();
  }

  /** Whether some cells changed since the last {@link takeDirty}. */
  hasDirty(): boolean {
    return this.dirty.some((span) => span !== undefined);
  }

  /** The changed regions since the last call, one rectangle per row span, and forgets them. */
  takeDirty(): Rect[] {
    const rects: Rect[] = [];
    for (let row = 0; row < this.rows; row++) {
      const span = this.dirty[row];
      if (span === undefined) continue;
      rects.push({
        x: span[0] * GLYPH_WIDTH,
        y: row * GLYPH_HEIGHT,
        width: (span[1] - span[0] + 1) * GLYPH_WIDTH,
        height: GLYPH_HEIGHT,
      });
      this.dirty[row] = undefined;
    }
    return rects;
  }

  private scroll(): void {
    const first = this.cells.shift();
    if (first !== undefined) this.cells.push(first.map(() => BLANK));
    // The whole picture moves up one text row.
    const rowPixels = this.width * GLYPH_HEIGHT;
    this.pixels.copyWithin(0, rowPixels);
    this.pixels.fill(COLOURS.background, this.pixels.length - rowPixels);
    for (let row = 0; row < this.rows; row++) this.markDirty(row, 0, this.columns - 1);
  }

  private setCell(row: number, column: number, cell: Cell): void {
    const cells = this.cells[row];
    if (cells === undefined || column < 0 || column >= this.columns) return;
    cells[column] = cell;
    this.drawCell(row, column, false);
  }

  private hideCursor(): void {
    if (this.cursorVisible) this.drawCell(this.cursorRow, this.cursorColumn, false);
  }

  private showCursor(): void {
    if (this.cursorVisible) this.drawCell(this.cursorRow, this.cursorColumn, true);
  }

  private drawCell(row: number, column: number, withCursor: boolean): void {
    if (row < 0 || row >= this.rows || column < 0 || column >= this.columns) return;
    const cell = this.cells[row]?.[column] ?? BLANK;
    const code = cell.character.codePointAt(0) ?? 0x20;
    // Outside printable ASCII the font has no glyph: a '?' like a console without the code page.
    const glyph = GLYPHS[code >= 0x20 && code <= 0x7e ? code - 0x20 : 0x3f - 0x20];
    const left = column * GLYPH_WIDTH;
    const top = row * GLYPH_HEIGHT;
    for (let y = 0; y < GLYPH_HEIGHT; y++) {
      const bits = withCursor && y >= GLYPH_HEIGHT - 2 ? 0xff : (glyph?.[y] ?? 0);
      const offset = (top + y) * this.width + left;
      for (let x = 0; x < GLYPH_WIDTH; x++) {
        const lit = (bits & (0x80 >> x)) !== 0;
        this.pixels[offset + x] = lit
          ? withCursor && y >= GLYPH_HEIGHT - 2
            ? COLOURS.text
            : cell.colour
          : COLOURS.background;
      }
    }
    this.markDirty(row, column, column);
  }

  private markDirty(row: number, from: number, to: number): void {
    const span = this.dirty[row];
    this.dirty[row] =
      span === undefined ? [from, to] : [Math.min(span[0], from), Math.max(span[1], to)];
  }
}
