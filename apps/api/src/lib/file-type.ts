import type { FileKind } from '@sahay/contracts';

/** What a file is, decided from its first bytes, never from its name or the client's word. */
export function sniffFile(bytes: Uint8Array): { kind: FileKind; extension: string } | undefined {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  const ascii = (offset: number, text: string) => [...text].every((c, i) => bytes[offset + i] === c.charCodeAt(0));
  if (starts(0xff, 0xd8, 0xff)) return { kind: 'image', extension: 'jpg' };
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { kind: 'image', extension: 'png' };
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return { kind: 'image', extension: 'webp' };
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return { kind: 'image', extension: 'gif' };
  if (ascii(0, '%PDF-')) return { kind: 'pdf', extension: 'pdf' };
  return undefined;
}

export const fileKindLabel: Record<FileKind, string> = {
  image: 'a JPEG, PNG, WebP or GIF image',
  pdf: 'a PDF document',
};
