import { describe, expect, it } from 'vitest';
import { CLOSE_CODES, RfbSession } from './rfb.ts';
import { Terminal } from './terminal.ts';

function session(terminal = new Terminal(2, 1)) {
  const sent: Uint8Array[] = [];
  const closes: Array<[number, string]> = [];
  const keys: Array<[number, boolean]> = [];
  const rfb = new RfbSession({
    display: terminal,
    name: 'db-1',
    send: (bytes) => sent.push(bytes),
    close: (code, reason) => closes.push([code, reason]),
    onKey: (keysym, down) => keys.push([keysym, down]),
  });
  rfb.start();
  return { rfb, sent, closes, keys, terminal };
}

const ascii = (text: string) => new TextEncoder().encode(text);

/** The client side of the handshake up to ServerInit, fed one byte at a time. */
function handshakeByteByByte(rfb: RfbSession): void {
  for (const byte of [...ascii('RFB 003.008\n'), 1, 1]) rfb.receive(Uint8Array.of(byte));
}

describe('RfbSession', () => {
  it('completes the 3.8 handshake fed one byte at a time', () => {
    const { rfb, sent } = session();

    handshakeByteByByte(rfb);

    expect(rfb.ready).toBe(true);
    expect(sent.map((bytes) => [...bytes])).toEqual([
      [...ascii('RFB 003.008\n')],
      [1, 1], // one security type: None
      [0, 0, 0, 0], // SecurityResult OK
      // ServerInit: 16×16, 32 bpp, depth 24, little-endian, true colour, 255/255/255, 16/8/0.
      [
        0,
        16,
        0,
        16,
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
        16,
        8,
        0,
        0,
        0,
        0,
        0,
        0,
        0,
        4,
        ...ascii('db-1'),
      ],
    ]);
  });

  it('skips SecurityResult for a 3.7 client (RFC 6143 §7.1.3)', () => {
    const { rfb, sent } = session();

    rfb.receive(Uint8Array.of(...ascii('RFB 003.007\n'), 1, 1));

    expect(sent.map((bytes) => bytes.length)).toEqual([12, 2, 24 + 4]);
  });

  it('encodes pixels in a 16-bpp big-endian RGB565 format the client sets', () => {
    const terminal = new Terminal(1, 1);
    const { rfb, sent } = session(terminal);
    handshakeByteByByte(rfb);
    terminal.write('#'); // the text grey 0xaaaaaa
    const rgb565 = Uint8Array.of(0, 0, 0, 0, 16, 16, 1, 1, 0, 31, 0, 63, 0, 31, 11, 5, 0, 0, 0, 0);

    rfb.receive(Uint8Array.of(...rgb565, 3, 0, 0, 0, 0, 0, 0, 8, 0, 16));

    const update = sent.at(-1) ?? new Uint8Array();
    expect(update.length).toBe(4 + 12 + 8 * 16 * 2);
    const pixels = new DataView(update.buffer, update.byteOffset + 16);
    const values = new Set(
      Array.from({ length: 8 * 16 }, (_, index) => pixels.getUint16(index * 2)),
    );
    // Black, and 0xaaaaaa as 5-6-5 bits: 21 << 11 | 42 << 5 | 21.
    expect(values).toEqual(new Set([0x0000, 0xad55]));
  });

  it('answers an incremental request only with what changed, once', () => {
    const terminal = new Terminal(10, 2);
    const { rfb, sent } = session(terminal);
    handshakeByteByByte(rfb);
    rfb.receive(Uint8Array.of(3, 0, 0, 0, 0, 0, 0, 80, 0, 32)); // full
    const afterFull = sent.length;

    rfb.receive(Uint8Array.of(3, 1, 0, 0, 0, 0, 0, 80, 0, 32));
    expect(sent.length).toBe(afterFull); // nothing changed: the request waits

    terminal.write('x');
    rfb.displayChanged();
    const update = new DataView((sent.at(-1) ?? new Uint8Array()).buffer);
    expect(update.getUint16(2)).toBe(1);
    expect([
      update.getUint16(4),
      update.getUint16(6),
      update.getUint16(8),
      update.getUint16(10),
    ]).toEqual([0, 0, 16, 16]);

    rfb.displayChanged();
    expect(sent.length).toBe(afterFull + 1); // answered once
  });

  it('passes key events on, ignores pointer events and reads cut text', () => {
    const { rfb, keys, closes } = session();
    handshakeByteByByte(rfb);

    rfb.receive(
      Uint8Array.of(
        4,
        1,
        0,
        0,
        0,
        0,
        0xff,
        0x0d,
        5,
        1,
        0,
        10,
        0,
        20,
        6,
        0,
        0,
        0,
        0,
        0,
        0,
        3,
        ...ascii('abc'),
        4,
        0,
        0,
        0,
        0,
        0,
        0,
        0x61,
      ),
    );

    expect(keys).toEqual([
      [0xff0d, true],
      [0x61, false],
    ]);
    expect(closes).toEqual([]);
  });

  it('closes on an oversized SetEncodings and stops reading', () => {
    const { rfb, closes, keys } = session();
    handshakeByteByByte(rfb);

    rfb.receive(Uint8Array.of(2, 0, 0xff, 0xff, 4, 1, 0, 0, 0, 0, 0, 0x61));

    expect(closes).toEqual([[CLOSE_CODES.tooBig, 'too many encodings']]);
    expect(keys).toEqual([]);
  });

  it('refuses with a reason after the version exchange when told to', () => {
    const sent: Uint8Array[] = [];
    const closes: Array<[number, string]> = [];
    const rfb = new RfbSession({
      display: new Terminal(1, 1),
      name: '',
      send: (bytes) => sent.push(bytes),
      close: (code, reason) => closes.push([code, reason]),
      onKey: () => undefined,
      refusal: { code: 4401, reason: 'expired' },
    });
    rfb.start();

    rfb.receive(ascii('RFB 003.008\n'));

    expect([...(sent.at(-1) ?? [])]).toEqual([0, 0, 0, 0, 7, ...ascii('expired')]);
    expect(closes).toEqual([[4401, 'expired']]);
    expect(rfb.closed).toBe(true);
  });
});
