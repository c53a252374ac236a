// An export offered as a download: a Blob and an anchor with `download`, which works in the
// browser host and in Electron alike (Electron shows its save dialog).
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  // The download has its own copy once started; give it a moment before freeing the blob.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
