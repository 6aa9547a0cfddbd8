import { mkdirSync } from 'node:fs';
import type { Config } from '../config.ts';
import { localMediaStore, type MediaStore } from './media-store.ts';

/** The store the configuration names: an S3-compatible bucket when one is set, else the local media folder. */
export async function openMediaStore(config: Pick<Config, 'mediaDir' | 'mediaS3'>): Promise<MediaStore> {
  // The AWS SDK is loaded only for a bucket: a server on the local folder never needs it.
  if (config.mediaS3) return (await import('./s3-media-store.ts')).s3MediaStore(config.mediaS3);
  mkdirSync(config.mediaDir, { recursive: true });
  return localMediaStore(config.mediaDir);
}
