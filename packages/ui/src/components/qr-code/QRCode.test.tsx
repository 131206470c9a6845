import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { QRCode, moduleMatrix, modulesPath } from './QRCode.tsx';

const uri =
  'otpauth://totp/Cloud%20Portal:demo%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Cloud%20Portal';

/** Reads the dark cells back out of the rendered path ("M{x} {y}h{n}v1h-{n}z" runs). */
function darkCells(d: string): Set<string> {
  const cells = new Set<string>();
  for (const match of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    const [x, y, run] = [Number(match[1]), Number(match[2]), Number(match[3])];
    for (let offset = 0; offset < run; offset += 1) cells.add(`${x + offset},${y}`);
  }
  return cells;
}

function renderedPath(): string {
  const path = screen.getByRole('img').querySelector('path[data-modules]');
  return path?.getAttribute('d') ?? '';
}

describe('QRCode', () => {
  it('is an image named by its label, sized in pixels, without injected markup', () => {
    render(<QRCode value={uri} label="QR code for your authenticator app" />);
    const image = screen.getByRole('img', { name: 'QR code for your authenticator app' });
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(image.getAttribute('width')).toBe('192');
    expect(image.dataset.state).toBe('ready');
    expect(image.querySelectorAll('path')).toHaveLength(1);
  });

  it('draws exactly the dark modules of the encoded matrix, shifted by the quiet zone', () => {
    render(<QRCode value={uri} label="QR" quietZone={4} />);
    const matrix = moduleMatrix(uri, 'M');
    const expected = new Set<string>();
    for (let row = 0; row < matrix.size; row += 1)
      for (let column = 0; column < matrix.size; column += 1)
        if (matrix.dark(row, column)) expected.add(`${column + 4},${row + 4}`);
    expect(darkCells(renderedPath())).toEqual(expected);
    expect(screen.getByRole('img').getAttribute('viewBox')).toBe(
      `0 0 ${matrix.size + 8} ${matrix.size + 8}`,
    );
  });

  it('has the three 7×7 finder patterns of every QR code', () => {
    render(<QRCode value={uri} label="QR" quietZone={0} />);
    const cells = darkCells(renderedPath());
    const size = moduleMatrix(uri, 'M').size;
    for (const [originX, originY] of [
      [0, 0],
      [size - 7, 0],
      [0, size - 7],
    ] as const) {
      // Outer ring dark, the ring inside it light, the 3×3 centre dark.
      for (let i = 0; i < 7; i += 1) {
        expect(cells.has(`${originX + i},${originY}`)).toBe(true);
        expect(cells.has(`${originX},${originY + i}`)).toBe(true);
      }
      expect(cells.has(`${originX + 1},${originY + 1}`)).toBe(false);
      expect(cells.has(`${originX + 3},${originY + 3}`)).toBe(true);
    }
  });

  it('uses a larger symbol for a higher error correction level', () => {
    const low = moduleMatrix(uri, 'L').size;
    const high = moduleMatrix(uri, 'H').size;
    expect(high).toBeGreaterThan(low);
    render(<QRCode value={uri} label="QR" errorCorrectionLevel="H" quietZone={2} size={256} />);
    const image = screen.getByRole('img');
    expect(image.getAttribute('viewBox')).toBe(`0 0 ${high + 4} ${high + 4}`);
    expect(image.getAttribute('width')).toBe('256');
  });

  it('draws a blank placeholder for an empty value', () => {
    render(<QRCode value="" label="QR code loading" />);
    const image = screen.getByRole('img', { name: 'QR code loading' });
    expect(image.dataset.state).toBe('empty');
    expect(image.querySelector('path')).toBeNull();
  });

  it('merges horizontal runs of dark modules into one rectangle', () => {
    expect(modulesPath({ size: 3, dark: (row) => row === 1 }, 1)).toBe('M1 2h3v1h-3z');
  });

  it('forwards ref to the svg element', () => {
    const ref = createRef<SVGSVGElement>();
    render(<QRCode ref={ref} value="hello" label="QR" />);
    expect(ref.current).toBe(screen.getByRole('img'));
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <QRCode value={uri} label="QR code for your authenticator app" />
        <QRCode value="" label="QR code loading" />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
