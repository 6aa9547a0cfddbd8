import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { imageVariantWidths } from '@sahay/contracts';
import sharp from 'sharp';

const imageExtensions = new Set(['jpg', 'png', 'webp', 'gif']);

/** What a stored file is served as, by the extension its (random) name was given when stored. */
export const mediaContentTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
};
export const contentTypeOf = (mediaPath: string) =>
  mediaContentTypes[/\.([a-z0-9]+)$/i.exec(mediaPath)?.[1].toLowerCase() ?? ''] ?? 'application/octet-stream';

/** Stored names are random and never reused, so a file can be cached for good, by browsers and proxies alike. */
export const mediaCacheControl = 'public, max-age=31536000, immutable';

/** Bytes of a file asked for by an HTTP `Range` header: from `start` (to `end`, inclusive), or the last `suffix`. */
export type ByteRange = { start: number; end?: number } | { suffix: number };

/** A stored file, as the media route serves it. */
export interface MediaObject {
  /** The whole file's size in bytes. */
  size: number;
  etag: string;
  lastModified?: Date;
  /** The bytes asked for (the whole file, or `range`); absent when the range asked for lies past the end. */
  body?: Readable;
  range?: { start: number; end: number };
}

/**
 * Where uploaded files live: a local folder (the default) or an S3-compatible bucket. Every
 * process of a deployment goes through this interface, never through a path on its own disk.
 * Stored names are random: no name from a client reaches the store.
 */
export interface MediaStore {
  /** Stores the bytes (and an image's WebP variants) and answers the public path, `/media/<folder>/<random>.<ext>`. */
  save(bytes: Uint8Array, extension: string, folder?: string): Promise<string>;
  /** Removes a stored file and its variants; a file already gone is not an error. */
  remove(mediaPath: string): Promise<void>;
  /** Removes every stored file (a reset of all data). */
  clear(): Promise<void>;
  /** A stored file for serving, or undefined when there is none (or the path could not name one). */
  read(mediaPath: string, range?: ByteRange): Promise<MediaObject | undefined>;
  /** The public path of every stored file, variants included, in no set order (what a backup copies). */
  list(): AsyncIterable<string>;
  /** Stores the bytes under that exact path, replacing any file there (a restore puts each file back where it was). */
  write(mediaPath: string, bytes: Uint8Array): Promise<void>;
  /** Where files go, for the start-up log; never a secret. */
  description: string;
}

/**
 * The store's key of a public media path (`/media/demo/x.png` → `demo/x.png`), or undefined when
 * the path cannot name a stored file: every segment is letters, digits, `_`, `-` and `.`, and none
 * starts with a dot, so `..`, hidden files and absolute paths never reach a folder or a bucket.
 */
export function mediaKey(mediaPath: string): string | undefined {
  const match = /^\/media\/(.+)$/.exec(mediaPath);
  if (!match) return undefined;
  const segments = match[1].split('/');
  return segments.every((s) => /^[\w-][\w.-]{0,199}$/.test(s)) ? match[1] : undefined;
}

function keyOrThrow(mediaPath: string) {
  const key = mediaKey(mediaPath);
  if (!key) throw new Error(`Not a media path: ${mediaPath}`);
  return key;
}

/** Keys of the WebP variants an image's name promises (`x.w1000.png` → `x.w1000-480.webp`, …). */
export function variantKeys(key: string) {
  if (!/\.w\d+\.[a-z]+$/.test(key)) return [];
  const stem = key.replace(/\.[a-z]+$/, '');
  return imageVariantWidths.map((width) => `${stem}-${width}.webp`);
}

/** The image's width and WebP variants at the standard widths below it. */
async function imageVariants(bytes: Uint8Array) {
  const { width } = await sharp(bytes).metadata();
  if (!width) return undefined;
  const variants = await Promise.all(
    imageVariantWidths
      .filter((w) => w < width)
      .map(async (w) => ({ width: w, bytes: await sharp(bytes).resize({ width: w }).webp({ quality: 78 }).toBuffer() })),
  );
  return { width, variants };
}

/** The files one upload becomes (the original and an image's variants), under a fresh random name. */
export async function filesOfUpload(bytes: Uint8Array, extension: string, folder: string) {
  if (!/^[a-z0-9]{1,5}$/.test(extension) || !/^[a-z0-9-]{1,40}$/.test(folder)) throw new Error('Bad media name');
  const id = randomBytes(12).toString('base64url');
  const image = imageExtensions.has(extension) ? await imageVariants(bytes) : undefined;
  // An image's name carries its width, so pages can list the smaller variants made here.
  const stem = `${folder}/${image ? `${id}.w${image.width}` : id}`;
  const files = [
    { key: `${stem}.${extension}`, bytes },
    ...(image?.variants ?? []).map((v) => ({ key: `${stem}-${v.width}.webp`, bytes: v.bytes as Uint8Array })),
  ];
  return { path: `/media/${stem}.${extension}`, files };
}

/** The first and last byte a range asks for in a file of `size` bytes, or undefined when none of them exists. */
export function spanOf(range: ByteRange, size: number) {
  const start = 'suffix' in range ? Math.max(0, size - range.suffix) : range.start;
  const end = 'suffix' in range ? size - 1 : Math.min(range.end ?? size - 1, size - 1);
  return start < size && start <= end ? { start, end } : undefined;
}

export function localMediaStore(root: string): MediaStore {
  const absoluteRoot = resolve(root);
  const toFile = (key: string) => {
    const file = resolve(absoluteRoot, key);
    if (!file.startsWith(absoluteRoot + sep)) throw new Error(`Not a media path: ${key}`);
    return file;
  };
  return {
    description: `the folder ${absoluteRoot}`,
    async save(bytes, extension, folder = 'uploads') {
      const upload = await filesOfUpload(bytes, extension, folder);
      for (const file of upload.files) {
        await mkdir(dirname(toFile(file.key)), { recursive: true });
        await writeFile(toFile(file.key), file.bytes);
      }
      return upload.path;
    },
    async remove(mediaPath) {
      const key = keyOrThrow(mediaPath);
      for (const k of [key, ...variantKeys(key)]) await rm(toFile(k), { force: true });
    },
    async *list() {
      const entries = await readdir(absoluteRoot, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const mediaPath = `/media/${relative(absoluteRoot, join(entry.parentPath, entry.name)).split(sep).join('/')}`;
        // Only what a media path can name: a stray hidden file in the folder is nobody's upload.
        if (mediaKey(mediaPath)) yield mediaPath;
      }
    },
    async write(mediaPath, bytes) {
      const file = toFile(keyOrThrow(mediaPath));
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    async clear() {
      const entries = await readdir(absoluteRoot).catch(() => []);
      for (const entry of entries) await rm(join(absoluteRoot, entry), { recursive: true, force: true });
    },
    async read(mediaPath, range) {
      const key = mediaKey(mediaPath);
      if (!key) return undefined;
      // Opened first, so the size told and the bytes sent are of the same file even if it is removed meanwhile.
      const handle = await open(toFile(key), 'r').catch(() => undefined);
      const info = await handle?.stat();
      if (!handle || !info?.isFile()) {
        await handle?.close();
        return undefined;
      }
      const found = {
        size: info.size,
        etag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
        lastModified: info.mtime,
      };
      const span = range && spanOf(range, info.size);
      if (range && !span) {
        await handle.close();
        return found;
      }
      return { ...found, range: span, body: handle.createReadStream(span ?? {}) };
    },
  };
}
