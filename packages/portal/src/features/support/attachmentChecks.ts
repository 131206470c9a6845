// §3 Ticket attachments, checked in the browser before uploading (the server checks again, by the
// file's bytes): at most 5 per message, 5 MB each (§9 sizes are base 2), PNG, JPEG, PDF, TXT or LOG.

/** At most this many files on one message. */
export const MAX_ATTACHMENTS = 5;

/** At most this many bytes per file. */
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;

/** What the file picker offers. */
export const ATTACHMENT_ACCEPT =
  '.png,.jpg,.jpeg,.pdf,.txt,.log,image/png,image/jpeg,application/pdf,text/plain';

const EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'pdf', 'txt', 'log']);
const TYPES = new Set([
  'image/png',
  'image/jpeg',
  'application/pdf',
  'text/plain',
  'text/x-log',
  '',
]);

/** Why a file cannot be attached, or `undefined` when it can. */
export type AttachmentProblem = 'tooLarge' | 'badType' | undefined;

/**
 * Checks one file by size, name and the browser's type (a hint only: the server reads the bytes).
 * @example attachmentProblem({ name: 'a.exe', size: 10, type: '' }) // 'badType'
 */
export function attachmentProblem(file: Pick<File, 'name' | 'size' | 'type'>): AttachmentProblem {
  const extension = file.name.includes('.') ? file.name.split('.').pop()?.toLowerCase() : '';
  if (extension === undefined || !EXTENSIONS.has(extension) || !TYPES.has(file.type))
    return 'badType';
  if (file.size === 0 || file.size > MAX_ATTACHMENT_BYTES) return 'tooLarge';
  return undefined;
}

/**
 * A file's bytes as base64, for `POST /ticket-attachments/` (chunked: `String.fromCharCode` on
 * megabytes at once would overflow the call stack).
 * @example await fileToBase64(new File(['hi'], 'a.txt')) // 'aGk='
 */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const CHUNK = 0x8000;
  let binary = '';
  for (let start = 0; start < bytes.length; start += CHUNK)
    binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK));
  return btoa(binary);
}
