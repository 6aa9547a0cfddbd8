import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';

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
      const name = `${randomBytes(12).toString('base64url')}.${extension}`;
      await mkdir(join(absoluteRoot, folder), { recursive: true });
      await writeFile(join(absoluteRoot, folder, name), bytes);
      return `/media/${folder}/${name}`;
    },
    async remove(mediaPath) {
      await rm(toFile(mediaPath), { force: true });
    },
    async clear() {
      for (const entry of await readdir(absoluteRoot)) await rm(join(absoluteRoot, entry), { recursive: true, force: true });
    },
  };
}
