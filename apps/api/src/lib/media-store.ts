import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { imageVariantWidths } from '@sahay/contracts';
import sharp from 'sharp';

const imageExtensions = new Set(['jpg', 'png', 'webp', 'gif']);

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

/**
 * Where uploaded files live. A local folder today; an S3-compatible store can implement
 * the same three methods. Stored names are random: no name from a client reaches the disk.
 */
export interface MediaStore {
  /** Stores the bytes and answers the public path, `/media/<folder>/<random>.<ext>`. */
  save(bytes: Uint8Array, extension: string, folder?: string): Promise<string>;
  remove(mediaPath: string): Promise<void>;
  /** Removes every stored file (a reset of all data). */
  clear(): Promise<void>;
  root: string;
}

export function localMediaStore(root: string): MediaStore {
  const absoluteRoot = resolve(root);
  const toFile = (mediaPath: string) => {
    const file = resolve(absoluteRoot, mediaPath.replace(/^\/media\//, ''));
    if (!file.startsWith(absoluteRoot + sep)) throw new Error(`Not a media path: ${mediaPath}`);
    return file;
  };
  return {
    root: absoluteRoot,
    async save(bytes, extension, folder = 'uploads') {
      if (!/^[a-z0-9]{1,5}$/.test(extension) || !/^[a-z0-9-]{1,40}$/.test(folder)) throw new Error('Bad media name');
      await mkdir(join(absoluteRoot, folder), { recursive: true });
      const id = randomBytes(12).toString('base64url');
      const image = imageExtensions.has(extension) ? await imageVariants(bytes) : undefined;
      // An image's name carries its width, so pages can list the smaller variants made here.
      const stem = image ? `${id}.w${image.width}` : id;
      await writeFile(join(absoluteRoot, folder, `${stem}.${extension}`), bytes);
      for (const variant of image?.variants ?? [])
        await writeFile(join(absoluteRoot, folder, `${stem}-${variant.width}.webp`), variant.bytes);
      return `/media/${folder}/${stem}.${extension}`;
    },
    async remove(mediaPath) {
      const file = toFile(mediaPath);
      await rm(file, { force: true });
      const stem = /\.w\d+\.[a-z]+$/.test(file) ? file.replace(/\.[a-z]+$/, '') : undefined;
      if (stem) for (const width of imageVariantWidths) await rm(`${stem}-${width}.webp`, { force: true });
    },
    async clear() {
      for (const entry of await readdir(absoluteRoot)) await rm(join(absoluteRoot, entry), { recursive: true, force: true });
    },
  };
}
