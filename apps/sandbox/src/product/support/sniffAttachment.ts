import type { TicketAttachment } from '@cloud-portal/api-client';

/** §3 Ticket attachments: at most this many per message. */
export const MAX_ATTACHMENTS_PER_MESSAGE = 5;

/** §3 Ticket attachments: at most 5 MB each (§9 sizes are base 2). */
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;

/** A content type an attachment may have. */
export type AttachmentType = TicketAttachment['content_type'];

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return bytes.length >= magic.length && magic.every((byte, index) => bytes[index] === byte);
}

/**
 * Whether the bytes are text a person wrote or a program logged: valid UTF-8 with no control
 * characters besides tab, line feed, form feed and carriage return (and ESC, for coloured logs).
 */
function isPlainText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex -- control characters are what is looked for
  return !/[\u0000-\u0008\u000b\u000e-\u001a\u001c-\u001f\u007f]/.test(text);
}

/**
 * The type of an attachment read from its bytes (magic numbers), never from its name: PNG, JPEG,
 * PDF, or plain UTF-8 text (txt and log files); `undefined` for anything else (HTML is text, but
 * it is served as `text/plain` with `nosniff`, so it is never rendered).
 *
 * @example
 * sniffAttachmentType(Buffer.from('%PDF-1.7\n...')); // 'application/pdf'
 * sniffAttachmentType(Buffer.from([0x4d, 0x5a, 0x90, 0x00])); // undefined (an .exe)
 */
export function sniffAttachmentType(bytes: Uint8Array): AttachmentType | undefined {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, PDF)) return 'application/pdf';
  if (bytes.length > 0 && isPlainText(bytes)) return 'text/plain';
  return undefined;
}

/**
 * The bytes of standard, padded base64, or `undefined` when the text is not that (Node's decoder
 * alone would skip bad characters silently).
 *
 * @example
 * decodeBase64('aGk='); // Buffer 'hi'
 */
export function decodeBase64(text: string): Buffer | undefined {
  const bytes = Buffer.from(text, 'base64');
  // Re-encoding gives the text back only when it was canonical base64 (linear, no regex over MBs).
  return bytes.toString('base64') === text ? bytes : undefined;
}

// eslint-disable-next-line no-control-regex -- control characters are what is removed
const UNSAFE_IN_NAME = /[\u0000-\u001f\u007f"]/g;

/**
 * A file name safe to store and to put in `Content-Disposition`: the last path segment, without
 * control characters, quotes or backslashes, at most 120 characters; `attachment` when nothing
 * is left.
 *
 * @example
 * safeFileName('../../etc/passwd'); // 'passwd'
 */
export function safeFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const cleaned = base.replace(UNSAFE_IN_NAME, '').trim().slice(0, 120);
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? 'attachment' : cleaned;
}
