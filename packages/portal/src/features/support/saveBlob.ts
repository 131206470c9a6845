/** How long the file's object URL lives after the click (the browser has read it by then). */
const REVOKE_AFTER_MS = 10_000;

/**
 * Saves a downloaded file under `fileName` through the browser's download (a Blob URL on a hidden
 * `<a download>`): the file is never opened in the page.
 * @example saveBlob('report.pdf', blob);
 */
export function saveBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
