/** Hands a file the server sent to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked a moment later: some browsers read the address after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
