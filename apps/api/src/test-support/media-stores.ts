import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { parseS3Url } from '../config.ts';
import { localMediaStore, type MediaObject, type MediaStore } from '../lib/media-store.ts';
import { type S3MediaLocation, s3MediaStore } from '../lib/s3-media-store.ts';

/**
 * A real S3-compatible server (s3rver: the S3 HTTP API over a folder) on a loopback port, with one
 * bucket. `url` is the MEDIA_S3_URL an operator would write for it.
 */
export async function startS3Server(bucket = 'sahay-media') {
  const directory = mkdtempSync(join(tmpdir(), 'sahay-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const url = `s3://S3RVER:S3RVER@127.0.0.1:${port}/${bucket}?forcePathStyle=true&tls=false`;
  const location = parseS3Url(url);
  if (typeof location === 'string') throw new Error(`MEDIA_S3_URL of the test server refused: ${location}`);
  return {
    url,
    location: location as S3MediaLocation,
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The two kinds of media store; behaviour tests run as one table over both. */
export const mediaStoreKinds = ['local folder', 'S3 bucket'] as const;
export type MediaStoreKind = (typeof mediaStoreKinds)[number];

/** An empty store of that kind, of this test's own: a fresh folder, or a fresh bucket on a fresh server. */
export async function openTestMediaStore(kind: MediaStoreKind): Promise<{ store: MediaStore; close(): Promise<void> }> {
  if (kind === 'S3 bucket') {
    const server = await startS3Server();
    return { store: s3MediaStore(server.location), close: server.stop };
  }
  const root = mkdtempSync(join(tmpdir(), 'sahay-media-'));
  return { store: localMediaStore(root), close: async () => rmSync(root, { recursive: true, force: true }) };
}

/** The bytes a read answered (all of them, or the range asked for). */
export async function bytesOf(found: MediaObject | undefined) {
  if (!found?.body) return undefined;
  return Buffer.concat((await found.body.toArray()) as Buffer[]);
}
