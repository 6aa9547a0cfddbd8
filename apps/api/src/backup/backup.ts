import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import type { Database } from '../db/client.ts';
import type { MediaStore } from '../lib/media-store.ts';
import { applicationTables, dumpSequences, dumpTable, type SequenceState, type TableDump } from './database-dump.ts';
import { type SchemaVersion, schemaVersionOf } from './schema-version.ts';

/** What a backup holds, written last into its archive (`manifest.json`), each part with what proves it whole. */
export interface BackupManifest {
  format: 'sahay-backup';
  formatVersion: 1;
  createdAt: string;
  /** The database it was made from: `pglite` or `postgres`; either restores into either. */
  madeOn: Database['kind'];
  schema: SchemaVersion;
  tables: { name: string; rows: number; sha256: string }[];
  sequences: SequenceState[];
  media: { path: string; bytes: number; sha256: string }[];
}

export const manifestEntry = 'manifest.json';
export const tableEntry = (table: string) => `database/${table}.jsonl`;
/** `/media/demo/x.png` is kept as `media/demo/x.png`. */
export const mediaEntry = (mediaPath: string) => mediaPath.slice(1);

/** Where the server puts backups, and how many nightly ones it keeps (`BACKUP_KEEP`). */
export interface BackupSettings {
  folder: string;
  keep: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    backups: BackupSettings;
  }
}

/** Where `npm run backup`, the back office's button and the nightly backup put their files. */
export const backupsFolder = (dataDir: string) => join(dataDir, 'backups');

/** A backup's file name, by its time: names sort in time order, and the nightly backup keeps the newest. */
export const backupFileName = (at: Date) =>
  `sahay-backup-${at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}.tar.gz`;

/**
 * Reads every table in one repeatable-read transaction, so the copy is of one instant however long it takes and
 * whatever the server writes meanwhile; works alike on PGlite and PostgreSQL, with no program of theirs.
 */
async function snapshotOfDatabase(database: Database) {
  return database.db.transaction(
    async (tx) => {
      const schema = await schemaVersionOf(tx);
      const tables: TableDump[] = [];
      for (const table of await applicationTables(tx)) tables.push(await dumpTable(tx, table));
      return { schema, tables, sequences: await dumpSequences(tx) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Passes bytes through, counting them and hashing them. */
function measuring() {
  const hash = createHash('sha256');
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ bytes, sha256: hash.digest('hex') }) };
}

/**
 * Writes a backup of the database and the media into `file` (a gzipped tar): each table as JSON lines, each
 * media file as it is stored, and the manifest. The file appears whole or not at all (written aside, then
 * renamed). Media files are copied after the database's snapshot: one uploaded meanwhile is copied too, one
 * removed meanwhile is left out.
 */
export async function makeBackup(source: { database: Database; media: MediaStore }, file: string): Promise<BackupManifest> {
  const snapshot = await snapshotOfDatabase(source.database);
  const pack = tar.pack();
  const partial = `${file}.partial`;
  const written = pipeline(pack, createGzip(), createWriteStream(partial));
  const media: BackupManifest['media'] = [];
  try {
    for (const table of snapshot.tables) pack.entry({ name: tableEntry(table.name) }, table.lines);
    const paths: string[] = [];
    for await (const path of source.media.list()) paths.push(path);
    for (const path of paths.sort()) {
      const found = await source.media.read(path);
      if (!found?.body) continue;
      const measure = measuring();
      await pipeline(found.body, measure.stream, pack.entry({ name: mediaEntry(path), size: found.size }));
      media.push({ path, ...measure.result() });
    }
    const manifest: BackupManifest = {
      format: 'sahay-backup',
      formatVersion: 1,
      createdAt: new Date().toISOString(),
      madeOn: source.database.kind,
      schema: snapshot.schema,
      tables: snapshot.tables.map(({ name, rows, sha256 }) => ({ name, rows, sha256 })),
      sequences: snapshot.sequences,
      media,
    };
    pack.entry({ name: manifestEntry }, JSON.stringify(manifest, null, 1));
    pack.finalize();
    await written;
    await rename(partial, file);
    return manifest;
  } catch (error) {
    pack.destroy(error as Error);
    await written.catch(() => {});
    await rm(partial, { force: true });
    throw error;
  }
}

/**
 * A backup into `folder` under a name of its time, keeping only the newest `keep` backups there (the nightly
 * backup's way): answers the file's path.
 */
export async function backupInto(source: { database: Database; media: MediaStore }, folder: string, keep?: number) {
  await mkdir(folder, { recursive: true });
  const file = join(folder, backupFileName(new Date()));
  const manifest = await makeBackup(source, file);
  if (keep !== undefined) {
    const backups = (await readdir(folder)).filter((name) => /^sahay-backup-.*\.tar\.gz$/.test(name)).sort();
    for (const old of backups.slice(0, Math.max(0, backups.length - keep))) await rm(join(folder, old), { force: true });
  }
  return { file, manifest };
}
