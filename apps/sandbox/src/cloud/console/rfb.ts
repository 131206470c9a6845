import type { Rect } from './terminal.ts';

/** What the RFB session draws from: a true-colour framebuffer and its changes. */
export interface RfbDisplay {
  readonly width: number;
  readonly height: number;
  /** 0xRRGGBB per pixel, row by row. */
  readonly pixels: Uint32Array;
  /** Whether something changed since the last {@link RfbDisplay.takeDirty}. */
  hasDirty(): boolean;
  /** The changed rectangles since the last call (and forgets them). */
  takeDirty(): Rect[];
}

/** A client's pixel format (RFC 6143 §7.4). */
export interface PixelFormat {
  bitsPerPixel: 8 | 16 | 32;
  depth: number;
  bigEndian: boolean;
  trueColour: boolean;
  redMax: number;
  greenMax: number;
  blueMax: number;
  redShift: number;
  greenShift: number;
  blueShift: number;
}

/** The server's own pixel format, sent in ServerInit: 32 bpp, depth 24, little-endian 0x00RRGGBB. */
export const SERVER_PIXEL_FORMAT: PixelFormat = {
  bitsPerPixel: 32,
  depth: 24,
  bigEndian: false,
  trueColour: true,
  redMax: 255,
  greenMax: 255,
  blueMax: 255,
  redShift: 16,
  greenShift: 8,
  blueShift: 0,
};

/** Websocket close codes of the console (4000–4999 are the application's). */
export const CLOSE_CODES = {
  /** A client message that breaks RFC 6143 (unknown type, bad field, bad version). */
  protocolError: 4400,
  /** The console token is unknown or expired. */
  tokenRefused: 4401,
  /** The token's server no longer exists. */
  serverNotFound: 4404,
  /** A client message larger than the console accepts. */
  tooBig: 1009,
} as const;

/** Largest ClientCutText accepted, in bytes (the console has no clipboard; a paste is dropped). */
export const MAX_CUT_TEXT_BYTES = 64 * 1024;
/** Largest SetEncodings list accepted (noVNC sends about 25). */
export const MAX_ENCODINGS = 256;

/** RFB encodings the server uses. */
export const ENCODINGS = { raw: 0, copyRect: 1 } as const;

const VERSION = 'RFB 003.008\n';
const SECURITY_NONE = 1;

/** Options of {@link RfbSession}. */
export interface RfbSessionOptions {
  display: RfbDisplay;
  /** The desktop name of ServerInit (the server's name). */
  name: string;
  /** Sends bytes to the client (one websocket binary message). */
  send(bytes: Uint8Array): void;
  /** Closes the connection with a websocket close code and reason. */
  close(code: number, reason: string): void;
  /** A KeyEvent: an X11 keysym pressed (`down`) or released. */
  onKey(keysym: number, down: boolean): void;
  /**
   * When set, the handshake fails after the version exchange with this reason (RFC 6143 §7.1.2:
   * zero security types and a reason string), then the connection closes with `refusal.code`.
   */
  refusal?: { code: number; reason: string } | undefined;
}

type State = 'version' | 'security' | 'clientInit' | 'normal' | 'closed';

interface UpdateRequest {
  incremental: boolean;
  rect: Rect;
}

/**
 * The server side of one RFB 3.8 connection (RFC 6143) over a byte stream: ProtocolVersion,
 * security type None with SecurityResult, ClientInit/ServerInit, then the client messages
 * SetPixelFormat, SetEncodings, FramebufferUpdateRequest, KeyEvent, PointerEvent and
 * ClientCutText. Updates use the Raw encoding in the client's pixel format; an incremental
 * request is answered with the changed rectangles only, and waits until something changes.
 * A malformed or oversized message closes the connection (never throws).
 *
 * @example
 * const rfb = new RfbSession({ display: terminal, name: 'web-1', send, close, onKey });
 * rfb.start();
 * socket.on('message', (data) => rfb.receive(data));
 */
export class RfbSession {
  private state: State = 'version';
  private buffer: Uint8Array = new Uint8Array(0);
  private pixelFormat: PixelFormat = SERVER_PIXEL_FORMAT;
  private pending: UpdateRequest | undefined;
  private minorVersion = 8;
  private readonly options: RfbSessionOptions;

  constructor(options: RfbSessionOptions) {
    this.options = options;
  }

  /** Sends the server's ProtocolVersion: the client speaks next. */
  start(): void {
    this.options.send(new TextEncoder().encode(VERSION));
  }

  /** Whether the handshake is done and client messages are being served. */
  get ready(): boolean {
    return this.state === 'normal';
  }

  /** Whether the session failed or was refused (the connection is being closed). */
  get closed(): boolean {
    return this.state === 'closed';
  }

  /** Bytes from the client, in any chunking. */
  receive(chunk: Uint8Array): void {
    if (this.state === 'closed') return;
    if (this.buffer.length + chunk.length > MAX_CUT_TEXT_BYTES + 8) {
      this.fail(CLOSE_CODES.tooBig, 'message too big');
      return;
    }
    const joined = new Uint8Array(this.buffer.length + chunk.length);
    joined.set(this.buffer);
    joined.set(chunk, this.buffer.length);
    this.buffer = joined;
    let consumed: number;
    do {
      consumed = this.step();
      if (consumed > 0) this.buffer = this.buffer.subarray(consumed);
    } while (consumed > 0 && this.buffer.length > 0 && !this.closed);
  }

  /** The display changed: answers a waiting incremental update request. */
  displayChanged(): void {
    if (this.state !== 'normal' || this.pending === undefined) return;
    this.serveRequest();
  }

  /** One message from the front of the buffer; answers the bytes it used (0: needs more). */
  private step(): number {
    const bytes = this.buffer;
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    switch (this.state) {
      case 'version':
        return this.protocolVersion(bytes);
      case 'security': {
        if (bytes.length < 1) return 0;
        if (bytes[0] !== SECURITY_NONE) {
          this.options.send(securityFailure('Security type not offered: only None (1).'));
          this.fail(CLOSE_CODES.protocolError, 'unsupported security type');
          return 1;
        }
        // RFC 6143 §7.1.3: 3.8 sends SecurityResult for None too; 3.7 goes on to ClientInit.
        if (this.minorVersion >= 8) this.options.send(u32(0));
        this.state = 'clientInit';
        return 1;
      }
      case 'clientInit':
        if (bytes.length < 1) return 0;
        // The shared flag: every viewer has its own console, so there is nobody to disconnect.
        this.options.send(this.serverInit());
        this.state = 'normal';
        return 1;
      case 'normal':
        return this.clientMessage(bytes, view);
      case 'closed':
        return 0;
      default:
        return this.state satisfies never;
    }
  }

  private protocolVersion(bytes: Uint8Array): number {
    if (bytes.length < 12) return 0;
    const text = new TextDecoder('latin1').decode(bytes.subarray(0, 12));
    const match = /^RFB (\d{3})\.(\d{3})\n$/.exec(text);
    const major = Number(match?.[1]);
    const minor = Number(match?.[2]);
    // 3.7 and 3.8 (and Apple's 3.889, which is 3.8 with more security types).
    if (major !== 3 || !(minor === 7 || minor === 8 || minor === 889)) {
      // The 3.8 failure path: no security types, then a reason (RFC 6143 §7.1.2).
      this.options.send(
        concat([
          Uint8Array.of(0),
          reasonString(
            `Unsupported RFB version ${JSON.stringify(text.trim()).slice(0, 40)}: this server speaks 3.8.`,
          ),
        ]),
      );
      this.fail(CLOSE_CODES.protocolError, 'unsupported RFB version');
      return 12;
    }
    this.minorVersion = minor === 7 ? 7 : 8;
    const refusal = this.options.refusal;
    if (refusal !== undefined) {
      this.options.send(concat([Uint8Array.of(0), reasonString(refusal.reason)]));
      this.fail(refusal.code, refusal.reason);
      return 12;
    }
    this.options.send(Uint8Array.of(1, SECURITY_NONE));
    this.state = 'security';
    return 12;
  }

  private clientMessage(bytes: Uint8Array, view: DataView): number {
    const type = bytes[0];
    switch (type) {
      case 0: {
        // SetPixelFormat: type, 3 padding, 16-byte pixel format.
        if (bytes.length < 20) return 0;
        const format = readPixelFormat(view, 4);
        if (typeof format === 'string') {
          this.fail(CLOSE_CODES.protocolError, format);
          return 20;
        }
        this.pixelFormat = format;
        return 20;
      }
      case 2: {
        // SetEncodings: type, padding, count, count × s32. Raw is always allowed (§7.7.1).
        if (bytes.length < 4) return 0;
        const count = view.getUint16(2);
        if (count > MAX_ENCODINGS) {
          this.fail(CLOSE_CODES.tooBig, 'too many encodings');
          return 4;
        }
        return bytes.length < 4 + count * 4 ? 0 : 4 + count * 4;
      }
      case 3: {
        // FramebufferUpdateRequest: type, incremental, x, y, width, height.
        if (bytes.length < 10) return 0;
        this.pending = {
          incremental: bytes[1] !== 0,
          rect: {
            x: view.getUint16(2),
            y: view.getUint16(4),
            width: view.getUint16(6),
            height: view.getUint16(8),
          },
        };
        this.serveRequest();
        return 10;
      }
      case 4: {
        // KeyEvent: type, down-flag, 2 padding, keysym.
        if (bytes.length < 8) return 0;
        this.options.onKey(view.getUint32(4), bytes[1] !== 0);
        return 8;
      }
      case 5:
        // PointerEvent: a text console has no mouse.
        return bytes.length < 6 ? 0 : 6;
      case 6: {
        // ClientCutText: type, 3 padding, length, text. Nothing to paste into; read and drop.
        if (bytes.length < 8) return 0;
        const length = view.getUint32(4);
        if (length > MAX_CUT_TEXT_BYTES) {
          this.fail(CLOSE_CODES.tooBig, 'cut text too long');
          return 8;
        }
        return bytes.length < 8 + length ? 0 : 8 + length;
      }
      default:
        this.fail(CLOSE_CODES.protocolError, `unknown client message type ${String(type)}`);
        return bytes.length;
    }
  }

  private serveRequest(): void {
    const request = this.pending;
    if (request === undefined) return;
    const area = clip(request.rect, this.options.display);
    if (area === undefined) {
      // Nothing of the framebuffer asked for: an empty update keeps the client's loop going.
      this.pending = undefined;
      this.options.send(updateHeader(0));
      return;
    }
    let rects: Rect[];
    if (request.incremental) {
      if (!this.options.display.hasDirty()) return; // wait for a change
      rects = this.options.display
        .takeDirty()
        .map((rect) => clip(rect, area))
        .filter((rect): rect is Rect => rect !== undefined);
      if (rects.length === 0) return;
    } else {
      this.options.display.takeDirty();
      rects = [area];
    }
    this.pending = undefined;
    this.options.send(this.framebufferUpdate(rects));
  }

  private serverInit(): Uint8Array {
    const { width, height } = this.options.display;
    const head = new Uint8Array(4 + 16);
    const view = new DataView(head.buffer);
    view.setUint16(0, width);
    view.setUint16(2, height);
    writePixelFormat(view, 4, SERVER_PIXEL_FORMAT);
    return concat([head, reasonString(this.options.name)]);
  }

  private framebufferUpdate(rects: readonly Rect[]): Uint8Array {
    const bytesPerPixel = this.pixelFormat.bitsPerPixel / 8;
    const size =
      4 + rects.reduce((total, rect) => total + 12 + rect.width * rect.height * bytesPerPixel, 0);
    const message = new Uint8Array(size);
    const view = new DataView(message.buffer);
    message.set(updateHeader(rects.length));
    const encode = pixelEncoder(this.pixelFormat);
    const { pixels, width } = this.options.display;
    let offset = 4;
    for (const rect of rects) {
      view.setUint16(offset, rect.x);
      view.setUint16(offset + 2, rect.y);
      view.setUint16(offset + 4, rect.width);
      view.setUint16(offset + 6, rect.height);
      view.setInt32(offset + 8, ENCODINGS.raw);
      offset += 12;
      for (let y = rect.y; y < rect.y + rect.height; y++) {
        const row = y * width;
        for (let x = rect.x; x < rect.x + rect.width; x++) {
          encode(view, offset, pixels[row + x] ?? 0);
          offset += bytesPerPixel;
        }
      }
    }
    return message;
  }

  private fail(code: number, reason: string): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    this.pending = undefined;
    this.options.close(code, reason);
  }
}

function u32(value: number): Uint8Array {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value);
  return bytes;
}

/** A u32 length and the UTF-8 text (reason strings and the desktop name). */
function reasonString(text: string): Uint8Array {
  const encoded = new TextEncoder().encode(text);
  return concat([u32(encoded.length), encoded]);
}

function securityFailure(reason: string): Uint8Array {
  return concat([u32(1), reasonString(reason)]);
}

function updateHeader(count: number): Uint8Array {
  return Uint8Array.of(0, 0, count >> 8, count & 0xff);
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

function clip(
  rect: Rect,
  bounds: { x?: number; y?: number; width: number; height: number },
): Rect | undefined {
  const left = Math.max(rect.x, bounds.x ?? 0);
  const top = Math.max(rect.y, bounds.y ?? 0);
  const right = Math.min(rect.x + rect.width, (bounds.x ?? 0) + bounds.width);
  const bottom = Math.min(rect.y + rect.height, (bounds.y ?? 0) + bounds.height);
  if (right <= left || bottom <= top) return undefined;
  return { x: left, y: top, width: right - left, height: bottom - top };
}

function writePixelFormat(view: DataView, offset: number, format: PixelFormat): void {
  view.setUint8(offset, format.bitsPerPixel);
  view.setUint8(offset + 1, format.depth);
  view.setUint8(offset + 2, format.bigEndian ? 1 : 0);
  view.setUint8(offset + 3, format.trueColour ? 1 : 0);
  view.setUint16(offset + 4, format.redMax);
  view.setUint16(offset + 6, format.greenMax);
  view.setUint16(offset + 8, format.blueMax);
  view.setUint8(offset + 10, format.redShift);
  view.setUint8(offset + 11, format.greenShift);
  view.setUint8(offset + 12, format.blueShift);
}

/**
 * Reads and checks a client's pixel format; a string says what is wrong with it. Colour maps are
 * not supported (every client we serve, noVNC included, asks for true colour).
 *
 * @example
 * readPixelFormat(view, 4); // { bitsPerPixel: 32, … } or 'colour-map pixel formats are not supported'
 */
export function readPixelFormat(view: DataView, offset: number): PixelFormat | string {
  const bitsPerPixel = view.getUint8(offset);
  if (bitsPerPixel !== 8 && bitsPerPixel !== 16 && bitsPerPixel !== 32)
    return `bits-per-pixel ${bitsPerPixel} is not 8, 16 or 32`;
  if (view.getUint8(offset + 3) === 0) return 'colour-map pixel formats are not supported';
  const format: PixelFormat = {
    bitsPerPixel,
    depth: view.getUint8(offset + 1),
    bigEndian: view.getUint8(offset + 2) !== 0,
    trueColour: true,
    redMax: view.getUint16(offset + 4),
    greenMax: view.getUint16(offset + 6),
    blueMax: view.getUint16(offset + 8),
    redShift: view.getUint8(offset + 10),
    greenShift: view.getUint8(offset + 11),
    blueShift: view.getUint8(offset + 12),
  };
  for (const [max, shift] of [
    [format.redMax, format.redShift],
    [format.greenMax, format.greenShift],
    [format.blueMax, format.blueShift],
  ] as const) {
    if (max === 0 || shift >= bitsPerPixel || max > 0xffff)
      return 'colour maximum or shift out of range';
  }
  return format;
}

/** A function writing one 0xRRGGBB pixel in the client's format (the few colours cached). */
function pixelEncoder(format: PixelFormat): (view: DataView, offset: number, rgb: number) => void {
  const cache = new Map<number, number>();
  const valueOf = (rgb: number) => {
    let value = cache.get(rgb);
    if (value === undefined) {
      const channel = (component: number, max: number, shift: number) =>
        Math.round((component * max) / 255) * 2 ** shift;
      value =
        (channel((rgb >> 16) & 0xff, format.redMax, format.redShift) +
          channel((rgb >> 8) & 0xff, format.greenMax, format.greenShift) +
          channel(rgb & 0xff, format.blueMax, format.blueShift)) >>>
        0;
      cache.set(rgb, value);
    }
    return value;
  };
  const littleEndian = !format.bigEndian;
  switch (format.bitsPerPixel) {
    case 8:
      return (view, offset, rgb) => view.setUint8(offset, valueOf(rgb) & 0xff);
    case 16:
      return (view, offset, rgb) => view.setUint16(offset, valueOf(rgb) & 0xffff, littleEndian);
    case 32:
      return (view, offset, rgb) => view.setUint32(offset, valueOf(rgb), littleEndian);
    default:
      return format.bitsPerPixel satisfies never;
  }
}
