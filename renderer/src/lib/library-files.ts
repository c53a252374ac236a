// Files into the library: the text of a picked or dropped File, and whether a drag carries files.
// Main validates the record itself; here only what the request can carry. (No DOM types in the
// signatures: the unit tests run in Node.)

/** The import request's own bound (electron/services/games/api.ts); main's record cap is smaller. */
export const MAX_IMPORT_CHARS = 4_000_000;

export type ReadResult = { ok: true; text: string } | { ok: false; code: 'record/too-large' | 'read-failed' };

/** The file's text, refusing (without reading) one too large to send. */
export async function readRecordFile(file: Pick<Blob, 'size' | 'text'>): Promise<ReadResult> {
  // A UTF-16 code unit takes at most 3 bytes of UTF-8: more bytes than that cannot fit.
  if (file.size > MAX_IMPORT_CHARS * 3) return { ok: false, code: 'record/too-large' };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, code: 'read-failed' };
  }
  if (text.length > MAX_IMPORT_CHARS) return { ok: false, code: 'record/too-large' };
  return { ok: true, text };
}

/** Whether a drag carries files (not text or a link dragged from the page). */
export function carriesFiles(dt: { readonly types: ArrayLike<string> } | null): boolean {
  return !!dt && Array.from(dt.types).includes('Files');
}
