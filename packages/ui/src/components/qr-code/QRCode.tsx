import { create } from 'qrcode';
import { useMemo, type ComponentPropsWithRef } from 'react';
import styles from './QRCode.module.css';

// Written out, not derived from qrcode's types: the published .d.ts must not import `qrcode`, whose
// types (@types/qrcode, which pulls in @types/node) consumers do not get. Passing a level to
// `create` in moduleMatrix checks that qrcode accepts each one.
/** Error correction: `L` 7 %, `M` 15 %, `Q` 25 %, `H` 30 % of the code may be damaged and still scan. */
export type QRCodeLevel = 'L' | 'M' | 'Q' | 'H';

/** Props of {@link QRCode}; other `<svg>` attributes pass through. */
export interface QRCodeProps extends Omit<
  ComponentPropsWithRef<'svg'>,
  'children' | 'role' | 'viewBox' | 'width' | 'height'
> {
  /** The text to encode, e.g. an `otpauth://totp/...` URI; an empty string draws a blank placeholder. Required, no default. */
  value: string;
  /** Accessible name of the image ("QR code for your authenticator app"). Required, no default. */
  label: string;
  /** Rendered width and height in CSS pixels. Default `192`. */
  size?: number | undefined;
  /** Error correction level. Default `'M'`. */
  errorCorrectionLevel?: QRCodeLevel | undefined;
  /** Light margin around the code, in modules; scanners need about 4. Default `4`. */
  quietZone?: number | undefined;
}

/**
 * A QR code drawn as SVG (TOTP setup, §7 two-factor): the module matrix comes synchronously from
 * `qrcode`'s `create` and is drawn as one `<path>`, so no HTML string is injected and the DOM stays
 * small. It is an image named by `label`. Colours come from tokens but stay dark-on-light in the
 * dark theme too, because many scanners cannot read inverted codes. Show the secret as text
 * next to it for people who cannot scan.
 * @example <QRCode value={otpauthUri} label="QR code for your authenticator app" />
 */
export function QRCode({
  value,
  label,
  size = 192,
  errorCorrectionLevel = 'M',
  quietZone = 4,
  className,
  ...props
}: QRCodeProps) {
  const matrix = useMemo(
    () => (value === '' ? undefined : moduleMatrix(value, errorCorrectionLevel)),
    [value, errorCorrectionLevel],
  );
  const margin = Math.max(0, Math.round(quietZone));
  const modules = matrix?.size ?? 21; // a version-1 sized blank square while there is no value
  const extent = modules + 2 * margin;
  return (
    <svg
      {...props}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${extent} ${extent}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      data-state={matrix ? 'ready' : 'empty'}
      className={className ? `${styles.root} ${className}` : styles.root}
    >
      <rect className={styles.background} width={extent} height={extent} />
      {matrix ? (
        <path className={styles.modules} d={modulesPath(matrix, margin)} data-modules="" />
      ) : null}
    </svg>
  );
}

/** The square grid of a QR code symbol: `dark(row, column)` for `size` × `size` modules. */
export interface ModuleMatrix {
  size: number;
  dark: (row: number, column: number) => boolean;
}

/**
 * Encodes `value` and returns its module grid (without quiet zone).
 * @example moduleMatrix('otpauth://totp/Cloud:demo?secret=JBSWY3DPEHPK3PXP', 'M').size // 33
 */
export function moduleMatrix(value: string, level: QRCodeLevel): ModuleMatrix {
  const { modules } = create(value, { errorCorrectionLevel: level });
  return { size: modules.size, dark: (row, column) => modules.get(row, column) === 1 };
}

/**
 * One SVG path for all dark modules: each horizontal run of dark modules is one rectangle,
 * offset by the quiet zone.
 * @example modulesPath({ size: 2, dark: (r, c) => r === c }, 0) // 'M0 0h1v1h-1zM1 1h1v1h-1z'
 */
export function modulesPath(matrix: ModuleMatrix, margin: number): string {
  let path = '';
  for (let row = 0; row < matrix.size; row += 1) {
    let column = 0;
    while (column < matrix.size) {
      if (!matrix.dark(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < matrix.size && matrix.dark(row, column)) column += 1;
      const run = column - start;
      path += `M${start + margin} ${row + margin}h${run}v1h-${run}z`;
    }
  }
  return path;
}
