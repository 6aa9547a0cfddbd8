import type { FileKind } from '@sahay/contracts';
import { fileKindLabel, sniffFile } from './file-type.ts';
import { HttpError } from './http-error.ts';

export const maxFileBytes = 20 * 1024 * 1024;
/** Limits per kind: pictures are re-encoded for the site, documents are served as they are. */
export const maxBytes: Record<FileKind, number> = { image: 10 * 1024 * 1024, pdf: maxFileBytes };

/**
 * What an uploaded file is, by its bytes, when it is one of the kinds the field takes and within that
 * kind's limit; otherwise the 400 (with the field's message) or 413 every upload answers.
 */
export function checkedUpload(field: string, bytes: Uint8Array, accepted: FileKind | readonly FileKind[]) {
  const kinds = [accepted].flat();
  const sniffed = sniffFile(bytes);
  if (!sniffed || !kinds.includes(sniffed.kind))
    throw new HttpError(400, { [field]: [`The file must be ${kinds.map((k) => fileKindLabel[k]).join(' or ')}.`] });
  if (bytes.length > maxBytes[sniffed.kind]) {
    throw new HttpError(
      413,
      `The file is too large: ${fileKindLabel[sniffed.kind]} may have at most ${maxBytes[sniffed.kind] / 1024 / 1024} MB.`,
    );
  }
  return sniffed;
}
