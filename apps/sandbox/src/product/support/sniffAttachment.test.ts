import { describe, expect, it } from 'vitest';
import { decodeBase64, safeFileName, sniffAttachmentType } from './sniffAttachment.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('sniffAttachmentType', () => {
  it('reads PNG, JPEG and PDF from their magic bytes', () => {
    expect(sniffAttachmentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(
      'image/png',
    );
    expect(sniffAttachmentType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg');
    expect(sniffAttachmentType(Buffer.from('%PDF-1.7\n%\xe2\xe3\n'))).toBe('application/pdf');
  });

  it('takes UTF-8 text (txt, log) with tabs, newlines and colour escapes as text/plain', () => {
    expect(sniffAttachmentType(Buffer.from('2026-11-27 05:00 ERROR\tdisk full\r\n'))).toBe(
      'text/plain',
    );
    expect(sniffAttachmentType(Buffer.from('Привет, 你好\n\u001b[31mred\u001b[0m'))).toBe(
      'text/plain',
    );
  });

  it('refuses executables, archives, binary junk and a PNG name on other bytes', () => {
    expect(sniffAttachmentType(bytes(0x4d, 0x5a, 0x90, 0x00))).toBeUndefined(); // MZ (.exe)
    expect(sniffAttachmentType(bytes(0x50, 0x4b, 0x03, 0x04))).toBeUndefined(); // zip
    expect(sniffAttachmentType(bytes(0x7f, 0x45, 0x4c, 0x46))).toBeUndefined(); // ELF
    expect(sniffAttachmentType(bytes(0xc3, 0x28))).toBeUndefined(); // invalid UTF-8
    expect(sniffAttachmentType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeUndefined(); // short PNG
    expect(sniffAttachmentType(bytes())).toBeUndefined();
  });
});

describe('decodeBase64', () => {
  it('decodes canonical base64 only', () => {
    expect(decodeBase64('aGk=')?.toString()).toBe('hi');
    expect(decodeBase64('aGk')).toBeUndefined(); // no padding
    expect(decodeBase64('a!Gk=')).toBeUndefined();
    expect(decodeBase64('aG k=')).toBeUndefined();
  });
});

describe('safeFileName', () => {
  it('keeps the last segment without control characters or quotes', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\logs\\app.log')).toBe('app.log');
    expect(safeFileName('a"b\r\nc.txt')).toBe('abc.txt');
    expect(safeFileName('..')).toBe('attachment');
    expect(safeFileName('x'.repeat(300))).toHaveLength(120);
  });
});
