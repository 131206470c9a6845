import { request as httpRequest } from 'node:http';
import { ASCII_GLYPHS, GLYPH_HEIGHT, GLYPH_WIDTH } from '../cloud/console/font.generated.ts';

/** ServerInit as a test client reads it. */
export interface ServerInit {
  width: number;
  height: number;
  bitsPerPixel: number;
  depth: number;
  bigEndian: boolean;
  trueColour: boolean;
  maxes: [number, number, number];
  shifts: [number, number, number];
  name: string;
}

/** One rectangle of a FramebufferUpdate, Raw-encoded (`pixels`: 4 bytes per pixel). */
export interface UpdateRect {
  x: number;
  y: number;
  width: number;
  height: number;
  encoding: number;
  pixels: Uint8Array;
}

/** noVNC's pixel format: 32 bpp, depth 24, little-endian, red at bits 0–7 (bytes R, G, B, 0). */
export const NOVNC_PIXEL_FORMAT = Uint8Array.of(
  32,
  24,
  0,
  1,
  0,
  255,
  0,
  255,
  0,
  255,
  0,
  8,
  16,
  0,
  0,
  0,
);

/**
 * A minimal RFB 3.8 client over Node's WebSocket, for tests: reads exactly the bytes it asks for
 * whatever the message boundaries, and records the close.
 *
 * @example
 * const client = await RfbTestClient.connect(`${ws}/cloud/eu-west2/console/websockify?token=${token}`);
 * const init = await client.handshake();
 */
export class RfbTestClient {
  readonly socket: WebSocket;
  readonly closed: Promise<CloseEvent>;
  private buffer = new Uint8Array(0);
  private wake: (() => void) | undefined;
  private closeEvent: CloseEvent | undefined;

  private constructor(socket: WebSocket) {
    this.socket = socket;
    socket.binaryType = 'arraybuffer';
    socket.addEventListener('message', (event) => {
      const chunk = new Uint8Array(event.data as ArrayBuffer);
      const joined = new Uint8Array(this.buffer.length + chunk.length);
      joined.set(this.buffer);
      joined.set(chunk, this.buffer.length);
      this.buffer = joined;
      this.wake?.();
    });
    this.closed = new Promise((resolve) => {
      socket.addEventListener('close', (event) => {
        this.closeEvent = event;
        this.wake?.();
        resolve(event);
      });
    });
  }

  /** Opens the websocket (offering the `binary` subprotocol, as noVNC does). */
  static connect(url: string, protocols: string[] = ['binary']): Promise<RfbTestClient> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, protocols);
      socket.addEventListener('open', () => resolve(new RfbTestClient(socket)), { once: true });
      socket.addEventListener('error', () => reject(new Error(`cannot open ${url}`)), {
        once: true,
      });
    });
  }

  /** Bytes received and not read yet. */
  get unread(): number {
    return this.buffer.length;
  }

  /** The next `count` bytes; rejects when the socket closes first or after `timeoutMs`. */
  async read(count: number, timeoutMs = 5000): Promise<Uint8Array> {
    const deadline = Date.now() + timeoutMs;
    while (this.buffer.length < count) {
      if (this.closeEvent !== undefined)
        throw new Error(
          `closed (${this.closeEvent.code} ${this.closeEvent.reason}) before ${count} bytes`,
        );
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`timed out waiting for ${count} bytes (have ${this.buffer.length})`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    const bytes = this.buffer.slice(0, count);
    this.buffer = this.buffer.subarray(count);
    return bytes;
  }

  async readU32(): Promise<number> {
    return new DataView((await this.read(4)).buffer).getUint32(0);
  }

  send(bytes: Uint8Array): void {
    this.socket.send(bytes);
  }

  /** ProtocolVersion 3.8, security None, SecurityResult OK, ClientInit (shared); answers ServerInit. */
  async handshake(): Promise<ServerInit> {
    const version = new TextDecoder().decode(await this.read(12));
    if (version !== 'RFB 003.008\n') throw new Error(`server version ${JSON.stringify(version)}`);
    this.send(new TextEncoder().encode('RFB 003.008\n'));
    const [count] = await this.read(1);
    const types = [...(await this.read(count ?? 0))];
    if (!types.includes(1)) throw new Error(`security types ${types.join(',')}`);
    this.send(Uint8Array.of(1));
    const result = await this.readU32();
    if (result !== 0) throw new Error(`SecurityResult ${result}`);
    this.send(Uint8Array.of(1));
    const head = await this.read(24);
    const view = new DataView(head.buffer);
    const name = new TextDecoder().decode(await this.read(view.getUint32(20)));
    return {
      width: view.getUint16(0),
      height: view.getUint16(2),
      bitsPerPixel: view.getUint8(4),
      depth: view.getUint8(5),
      bigEndian: view.getUint8(6) !== 0,
      trueColour: view.getUint8(7) !== 0,
      maxes: [view.getUint16(8), view.getUint16(10), view.getUint16(12)],
      shifts: [view.getUint8(14), view.getUint8(15), view.getUint8(16)],
      name,
    };
  }

  /** SetPixelFormat (noVNC's by default) and SetEncodings [Raw]. */
  setUp(format: Uint8Array = NOVNC_PIXEL_FORMAT): void {
    const setPixelFormat = new Uint8Array(20);
    setPixelFormat.set(format, 4);
    this.send(setPixelFormat);
    this.send(Uint8Array.of(2, 0, 0, 1, 0, 0, 0, 0));
  }

  /** FramebufferUpdateRequest. */
  requestUpdate(incremental: boolean, x = 0, y = 0, width = 640, height = 384): void {
    const message = new Uint8Array(10);
    const view = new DataView(message.buffer);
    view.setUint8(0, 3);
    view.setUint8(1, incremental ? 1 : 0);
    view.setUint16(2, x);
    view.setUint16(4, y);
    view.setUint16(6, width);
    view.setUint16(8, height);
    this.send(message);
  }

  /** KeyEvent down then up for each keysym. */
  typeKeys(...keysyms: number[]): void {
    for (const keysym of keysyms) {
      this.key(keysym, true);
      this.key(keysym, false);
    }
  }

  key(keysym: number, down: boolean): void {
    const message = new Uint8Array(8);
    const view = new DataView(message.buffer);
    view.setUint8(0, 4);
    view.setUint8(1, down ? 1 : 0);
    view.setUint32(4, keysym);
    this.send(message);
  }

  /** Types text (ASCII keysyms are the characters' codes) and optionally Return. */
  typeText(text: string, enter = false): void {
    this.typeKeys(
      ...[...text].map((character) => character.charCodeAt(0)),
      ...(enter ? [0xff0d] : []),
    );
  }

  /** Reads one FramebufferUpdate of Raw rectangles at 32 bpp. */
  async readUpdate(timeoutMs = 5000): Promise<UpdateRect[]> {
    const head = await this.read(4, timeoutMs);
    if (head[0] !== 0) throw new Error(`expected FramebufferUpdate, got message type ${head[0]}`);
    const count = new DataView(head.buffer).getUint16(2);
    const rects: UpdateRect[] = [];
    for (let index = 0; index < count; index++) {
      const view = new DataView((await this.read(12, timeoutMs)).buffer);
      const rect = {
        x: view.getUint16(0),
        y: view.getUint16(2),
        width: view.getUint16(4),
        height: view.getUint16(6),
        encoding: view.getInt32(8),
      };
      rects.push({ ...rect, pixels: await this.read(rect.width * rect.height * 4, timeoutMs) });
    }
    return rects;
  }
}

/**
 * A screen picture kept up to date from Raw updates at noVNC's pixel format (RGBX), which
 * reads its text back by matching each 8×16 cell against the console font.
 *
 * @example
 * const screen = new ScreenModel(640, 384);
 * screen.apply(await client.readUpdate());
 * screen.text().includes('login:');
 */
export class ScreenModel {
  readonly rgb: Uint32Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.rgb = new Uint32Array(width * height);
  }

  apply(rects: readonly UpdateRect[]): void {
    for (const rect of rects) {
      for (let y = 0; y < rect.height; y++)
        for (let x = 0; x < rect.width; x++) {
          const offset = (y * rect.width + x) * 4;
          const [r, g, b] = [
            rect.pixels[offset] ?? 0,
            rect.pixels[offset + 1] ?? 0,
            rect.pixels[offset + 2] ?? 0,
          ];
          this.rgb[(rect.y + y) * this.width + rect.x + x] = (r << 16) | (g << 8) | b;
        }
    }
  }

  /** Whether any pixel of the region is not the black background. */
  lit(x: number, y: number, width: number, height: number): number {
    let count = 0;
    for (let row = y; row < y + height; row++)
      for (let column = x; column < x + width; column++)
        if ((this.rgb[row * this.width + column] ?? 0) !== 0) count++;
    return count;
  }

  /** The character drawn in a text cell ('?' when no glyph matches, the cursor ignored). */
  cell(row: number, column: number): string {
    const bits: number[] = [];
    for (let y = 0; y < GLYPH_HEIGHT; y++) {
      let byte = 0;
      for (let x = 0; x < GLYPH_WIDTH; x++)
        if ((this.rgb[(row * GLYPH_HEIGHT + y) * this.width + column * GLYPH_WIDTH + x] ?? 0) !== 0)
          byte |= 0x80 >> x;
      bits.push(byte);
    }
    const matches = (withCursor: boolean) =>
      ASCII_GLYPHS.findIndex((hex) =>
        bits.every((byte, y) => {
          const expected = Number.parseInt(hex.slice(y * 2, y * 2 + 2), 16);
          return byte === (withCursor && y >= GLYPH_HEIGHT - 2 ? 0xff : expected);
        }),
      );
    const index = matches(false) !== -1 ? matches(false) : matches(true);
    return index === -1 ? '?' : String.fromCharCode(0x20 + index);
  }

  /** The text of every row, trailing blanks removed. */
  lines(): string[] {
    const rows: string[] = [];
    for (let row = 0; row < this.height / GLYPH_HEIGHT; row++) {
      let text = '';
      for (let column = 0; column < this.width / GLYPH_WIDTH; column++)
        text += this.cell(row, column);
      rows.push(text.trimEnd());
    }
    return rows;
  }

  text(): string {
    return this.lines().join('\n');
  }
}

/**
 * Tries a websocket upgrade by hand and answers the HTTP status of a refusal, or 101.
 *
 * @example
 * await upgradeStatus(`${origin}/cloud/mars/console/websockify?token=x`); // 404
 */
export function upgradeStatus(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const upgrade = httpRequest(url, {
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
      },
    });
    upgrade.on('upgrade', (_response, socket) => {
      socket.destroy();
      resolve(101);
    });
    upgrade.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    upgrade.on('error', reject);
    upgrade.end();
  });
}
