// A small multipart/form-data reader (RFC 7578) for the staff desk's reply form: the one fake
// page that takes files. Plain HTML forms send files only this way; the sandbox has no multipart
// dependency, and the desk needs no streaming (its route's body limit bounds the whole post), so
// the post is read as one buffer and split on its boundary.

/** A file part of a form post. */
export interface FormFile {
  /** The form field it came in. */
  field: string;
  /** The name the browser sent (untrusted: the support service makes it safe). */
  fileName: string;
  content: Buffer;
}

/** A parsed form post: its text fields (the last of a repeated name wins) and its files. */
export interface MultipartForm {
  fields: Record<string, string>;
  files: FormFile[];
}

/** More parts than any form of the sandbox has: a post with more is refused. */
export const MAX_FORM_PARTS = 32;

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

/**
 * The boundary of a `multipart/form-data` content type (RFC 2046: 1 to 70 characters), or
 * undefined for another type or a missing or malformed boundary.
 *
 * @example
 * multipartBoundary('multipart/form-data; boundary="a b"'); // 'a b'
 */
export function multipartBoundary(contentType: string | undefined): string | undefined {
  if (contentType === undefined) return undefined;
  const [type, ...parameters] = contentType.split(';');
  if (type?.trim().toLowerCase() !== 'multipart/form-data') return undefined;
  for (const parameter of parameters) {
    const match = /^\s*boundary\s*=\s*(?:"([^"]{1,70})"|([^\s";]{1,70}))\s*$/i.exec(parameter);
    if (match !== null) return match[1] ?? match[2];
  }
  return undefined;
}

/** The `name` and `filename` of a part's `Content-Disposition: form-data` header. */
function disposition(headers: string): { name: string; fileName?: string } | undefined {
  const line = headers
    .split('\r\n')
    .find((candidate) => /^content-disposition\s*:/i.test(candidate));
  if (line === undefined || !/:\s*form-data\s*(;|$)/i.test(line)) return undefined;
  // Browsers percent-encode `"`, CR and LF in these quoted values (WHATWG HTML form encoding).
  const value = (key: string) =>
    new RegExp(`;\\s*${key}="([^"]*)"`, 'i').exec(line)?.[1]?.replace(/%22/g, '"');
  const name = value('name');
  if (name === undefined) return undefined;
  const fileName = value('filename');
  return fileName === undefined ? { name } : { name, fileName };
}

/**
 * The fields and files of a `multipart/form-data` body, or undefined when it is not a
 * well-formed one with that boundary (or has more than `MAX_FORM_PARTS` parts). A file input
 * left empty (no file name, no bytes) is no file.
 *
 * @example
 * const form = parseMultipartForm(body, 'XyZ');
 * form?.fields['body']; // 'Here is the log'
 * form?.files[0]?.fileName; // 'boot.log'
 */
export function parseMultipartForm(body: Buffer, boundary: string): MultipartForm | undefined {
  const delimiter = Buffer.from(`--${boundary}`);
  const fields: Record<string, string> = {};
  const files: FormFile[] = [];
  // The first delimiter opens the body (a preamble before it is ignored, RFC 2046).
  let at = body.indexOf(delimiter);
  if (at === -1) return undefined;
  for (let parts = 0; ; parts += 1) {
    at += delimiter.length;
    if (body[at] === 0x2d && body[at + 1] === 0x2d) return { fields, files }; // the closing `--`
    if (parts >= MAX_FORM_PARTS || !body.subarray(at, at + 2).equals(CRLF)) return undefined;
    const headersEnd = body.indexOf(HEADER_END, at + 2);
    if (headersEnd === -1) return undefined;
    const headers = body.subarray(at + 2, headersEnd).toString('utf8');
    const contentStart = headersEnd + HEADER_END.length;
    const next = body.indexOf(Buffer.concat([CRLF, delimiter]), contentStart);
    if (next === -1) return undefined;
    const content = body.subarray(contentStart, next);
    const part = disposition(headers);
    if (part === undefined) return undefined;
    if (part.fileName === undefined) fields[part.name] = content.toString('utf8');
    else if (part.fileName !== '' || content.length > 0)
      files.push({ field: part.name, fileName: part.fileName, content: Buffer.from(content) });
    at = next + CRLF.length;
  }
}
