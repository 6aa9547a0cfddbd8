import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { type ByteRange, contentTypeOf, filesOfUpload, type MediaStore, mediaCacheControl, mediaKey, variantKeys } from './media-store.ts';

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Ceph, Garage…), as read from the configuration. */
export interface S3MediaLocation {
  bucket: string;
  /** Keys start with this (`sahay/`), so one bucket can hold several sites; empty for the bucket's root. */
  prefix: string;
  /** `https://host:port` of a store other than AWS; absent for AWS S3 itself. */
  endpoint?: string;
  region: string;
  /** Bucket in the path (`host/bucket/key`) instead of the host name, as most self-hosted stores need. */
  forcePathStyle: boolean;
  /** Absent: the AWS SDK's usual sources (AWS_ACCESS_KEY_ID…, a profile, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const isStatus = (error: unknown, status: number) => error instanceof S3ServiceException && error.$metadata.httpStatusCode === status;

/** Media in an S3-compatible bucket, so that every replica of the app reads and writes the same files. */
export function s3MediaStore(location: S3MediaLocation): MediaStore {
  const client = new S3Client({
    region: location.region,
    endpoint: location.endpoint,
    forcePathStyle: location.forcePathStyle,
    credentials: location.credentials,
    // Checksums only where S3 requires them: several S3-compatible stores refuse the newer default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = location.bucket;
  const toKey = (mediaPath: string) => {
    const key = mediaKey(mediaPath);
    return key === undefined ? undefined : location.prefix + key;
  };
  const deleteKeys = async (keys: string[]) => {
    // One request deletes at most 1,000 objects; a key that is not there counts as deleted.
    for (let i = 0; i < keys.length; i += 1000) {
      const batch = keys.slice(i, i + 1000);
      const result = await client.send(
        new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
      );
      if (result.Errors?.length)
        throw new Error(`The media bucket did not delete ${result.Errors.map((e) => `${e.Key} (${e.Code})`).join(', ')}`);
    }
  };

  return {
    description: `the bucket ${Bucket}${location.prefix ? ` under ${location.prefix}` : ''}${location.endpoint ? ` at ${location.endpoint}` : ''}`,
    async save(bytes, extension, folder = 'uploads') {
      const upload = await filesOfUpload(bytes, extension, folder);
      await Promise.all(
        upload.files.map((file) =>
          client.send(
            new PutObjectCommand({
              Bucket,
              Key: location.prefix + file.key,
              Body: file.bytes,
              ContentType: contentTypeOf(file.key),
              // Also right if the bucket is ever served directly or through a CDN.
              CacheControl: mediaCacheControl,
            }),
          ),
        ),
      );
      return upload.path;
    },
    async remove(mediaPath) {
      const key = mediaKey(mediaPath);
      if (key === undefined) throw new Error(`Not a media path: ${mediaPath}`);
      await deleteKeys([key, ...variantKeys(key)].map((k) => location.prefix + k));
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: location.prefix || undefined, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          const mediaPath = `/media/${object.Key?.slice(location.prefix.length)}`;
          if (object.Key && mediaKey(mediaPath)) yield mediaPath;
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async write(mediaPath, bytes) {
      const Key = toKey(mediaPath);
      if (Key === undefined) throw new Error(`Not a media path: ${mediaPath}`);
      await client.send(
        new PutObjectCommand({ Bucket, Key, Body: bytes, ContentType: contentTypeOf(Key), CacheControl: mediaCacheControl }),
      );
    },
    async clear() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: location.prefix || undefined, ContinuationToken }));
        await deleteKeys((page.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : [])));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async read(mediaPath, range) {
      const Key = toKey(mediaPath);
      if (Key === undefined) return undefined;
      try {
        if (range && 'suffix' in range) {
          // Not every S3-compatible store takes the last-bytes form (`bytes=-500`): ask by position.
          const head = await client.send(new HeadObjectCommand({ Bucket, Key }));
          range = { start: Math.max(0, (head.ContentLength ?? 0) - range.suffix) };
        }
        const object = await client.send(new GetObjectCommand({ Bucket, Key, Range: range && rangeHeader(range) }));
        const span = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(object.ContentRange ?? '');
        return {
          size: span ? Number(span[3]) : (object.ContentLength ?? 0),
          etag: object.ETag ?? '',
          lastModified: object.LastModified,
          body: object.Body as Readable,
          range: span ? { start: Number(span[1]), end: Number(span[2]) } : undefined,
        };
      } catch (error) {
        if (isStatus(error, 404)) return undefined;
        if (!isStatus(error, 416)) throw error;
        // The range lies past the end: the answer names the size, which only a HEAD tells.
        const head = await client.send(new HeadObjectCommand({ Bucket, Key }));
        return { size: head.ContentLength ?? 0, etag: head.ETag ?? '', lastModified: head.LastModified };
      }
    },
  };
}

function rangeHeader(range: ByteRange) {
  return 'suffix' in range ? `bytes=-${range.suffix}` : `bytes=${range.start}-${range.end ?? ''}`;
}
