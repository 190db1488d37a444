/** Hands `file` to the browser's downloads under `fileName`, as a link with `download` would. */
export function saveFile(file: Blob, fileName: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the file after click() returns; revoking at once could cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
