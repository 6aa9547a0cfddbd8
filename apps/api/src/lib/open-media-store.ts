import { mkdirSync } from 'node:fs';
import type { Config } from '../config.ts';
import { localMediaStore, type MediaStore } from './media-store.ts';
import { s3MediaStore } from './s3-media-store.ts';

/** The store the configuration names: an S3-compatible bucket when one is set, else the local media folder. */
export function openMediaStore(config: Pick<Config, 'mediaDir' | 'mediaS3'>): MediaStore {
  if (config.mediaS3) return s3MediaStore(config.mediaS3);
  mkdirSync(config.mediaDir, { recursive: true });
  return localMediaStore(config.mediaDir);
}
