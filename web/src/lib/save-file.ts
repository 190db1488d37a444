/**
 * Hands `url` to the browser's downloads, as a link with `download` would: the page stays. An
 * empty `fileName` leaves the name to the server's `Content-Disposition`.
 */
export function downloadFrom(url: string, fileName = '') {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Hands `file` to the browser's downloads under `fileName`. */
export function saveFile(file: Blob, fileName: string) {
  const url = URL.createObjectURL(file);
  downloadFrom(url, fileName);
  // Some browsers read the file after click() returns; revoking at once could cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
