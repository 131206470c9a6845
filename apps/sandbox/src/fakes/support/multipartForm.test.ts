import { describe, expect, it } from 'vitest';
import { MAX_FORM_PARTS, multipartBoundary, parseMultipartForm } from './multipartForm.ts';

// The desk's multipart reader over bodies as browsers send them (CRLF lines, binary parts).

const BOUNDARY = '----form7MA4YWxk';

function body(parts: Array<{ headers: string; content: string | Buffer }>, boundary = BOUNDARY) {
  const chunks: Buffer[] = [];
  for (const part of parts)
    chunks.push(
      Buffer.from(`--${boundary}\r\n${part.headers}\r\n\r\n`),
      Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

describe('multipartBoundary', () => {
  it('reads the boundary of multipart/form-data only', () => {
    expect(multipartBoundary(`multipart/form-data; boundary=${BOUNDARY}`)).toBe(BOUNDARY);
    expect(multipartBoundary('Multipart/Form-Data; charset=utf-8; boundary="a b"')).toBe('a b');
    expect(multipartBoundary('multipart/form-data')).toBeUndefined();
    expect(multipartBoundary(`multipart/mixed; boundary=${BOUNDARY}`)).toBeUndefined();
    expect(multipartBoundary(`multipart/form-data; boundary=${'x'.repeat(71)}`)).toBeUndefined();
    expect(multipartBoundary(undefined)).toBeUndefined();
  });
});

describe('parseMultipartForm', () => {
  it('answers text fields and files byte for byte, CRLFs and boundary-like bytes inside kept', () => {
    const png = Buffer.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x0d, 0x0a, 0x2d, 0x2d,
    ]);
    const form = parseMultipartForm(
      body([
        { headers: 'Content-Disposition: form-data; name="csrf_token"', content: 't0k' },
        { headers: 'Content-Disposition: form-data; name="body"', content: 'line 1\r\nлиния 2' },
        {
          headers:
            'Content-Disposition: form-data; name="files"; filename="shot.png"\r\nContent-Type: image/png',
          content: png,
        },
        {
          headers: 'Content-Disposition: form-data; name="files"; filename="a%22b.log"',
          content: `--${BOUNDARY.slice(0, 6)} not the end`,
        },
      ]),
      BOUNDARY,
    );
    expect(form?.fields).toEqual({ csrf_token: 't0k', body: 'line 1\r\nлиния 2' });
    expect(form?.files.map((file) => [file.field, file.fileName])).toEqual([
      ['files', 'shot.png'],
      ['files', 'a"b.log'],
    ]);
    expect(form?.files[0]?.content.equals(png)).toBe(true);
    expect(form?.files[1]?.content.toString()).toBe(`--${BOUNDARY.slice(0, 6)} not the end`);
  });

  it('drops a file input left empty, keeps an empty file that has a name', () => {
    const form = parseMultipartForm(
      body([
        {
          headers:
            'Content-Disposition: form-data; name="files"; filename=""\r\nContent-Type: application/octet-stream',
          content: '',
        },
        {
          headers: 'Content-Disposition: form-data; name="files"; filename="empty.txt"',
          content: '',
        },
      ]),
      BOUNDARY,
    );
    expect(form?.files.map((file) => [file.fileName, file.content.length])).toEqual([
      ['empty.txt', 0],
    ]);
  });

  it('refuses a body that is cut off, has another boundary, a part without a name, or too many parts', () => {
    const whole = body([{ headers: 'Content-Disposition: form-data; name="a"', content: '1' }]);
    expect(parseMultipartForm(whole, BOUNDARY)).toEqual({ fields: { a: '1' }, files: [] });
    expect(parseMultipartForm(whole.subarray(0, whole.length - 10), BOUNDARY)).toBeUndefined();
    expect(parseMultipartForm(whole, 'other')).toBeUndefined();
    expect(
      parseMultipartForm(
        body([{ headers: 'Content-Disposition: form-data', content: '1' }]),
        BOUNDARY,
      ),
    ).toBeUndefined();
    expect(
      parseMultipartForm(body([{ headers: 'Content-Type: text/plain', content: '1' }]), BOUNDARY),
    ).toBeUndefined();
    const many = Array.from({ length: MAX_FORM_PARTS + 1 }, (_, index) => ({
      headers: `Content-Disposition: form-data; name="f${index}"`,
      content: 'x',
    }));
    expect(parseMultipartForm(body(many), BOUNDARY)).toBeUndefined();
    expect(parseMultipartForm(body(many.slice(1)), BOUNDARY)?.fields).toHaveProperty('f1', 'x');
  });
});
