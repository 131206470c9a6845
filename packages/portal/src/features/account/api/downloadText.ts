/** How long the file's object URL lives after the click (the browser has read it by then). */
const REVOKE_AFTER_MS = 10_000;

/**
 * Saves `text` as a file named `fileName` through the browser's download (a Blob URL on a hidden
 * `<a download>`): nothing leaves the page, so credentials never pass through a server again.
 * @example downloadText('openrc.sh', script, 'text/x-shellscript');
 */
export function downloadText(fileName: string, text: string, type = 'text/plain'): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
