import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import tar from 'tar-stream';
import type { Database } from '../db/client.ts';
import type { MediaStore } from '../lib/media-store.ts';
import { type BackupManifest, manifestEntry, mediaEntry, tableEntry } from './backup.ts';
import { applicationTables, dumpTable, loadTable, restoreSequences } from './database-dump.ts';
import { applyMigrations, knownMigrations, schemaVersionOf } from './schema-version.ts';

/** A backup refused before anything was changed: the message says why, for the person restoring. */
export class BackupRefusedError extends Error {}

/** The archive's entries in order, each with its bytes; a damaged or cut gzip or tar stops the reading with an error. */
async function* entriesOf(file: string): AsyncGenerator<{ name: string; bytes: Buffer }> {
  const source = createReadStream(file);
  const gunzip = createGunzip();
  const extract = tar.extract();
  source.on('error', (error) => extract.destroy(error));
  gunzip.on('error', (error) => extract.destroy(error));
  source.pipe(gunzip).pipe(extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry as unknown as Readable) chunks.push(chunk as Buffer);
    yield { name: entry.header.name, bytes: Buffer.concat(chunks) };
  }
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Reads the whole backup and checks it against its manifest: every table's rows and checksum, every media file's
 * size and checksum, nothing missing and nothing added. Answers the manifest; refuses a cut, damaged or altered file.
 */
export async function verifyBackup(file: string): Promise<BackupManifest> {
  const seen = new Map<string, { bytes: number; sha256: string; rows: number }>();
  let manifest: BackupManifest | undefined;
  try {
    for await (const entry of entriesOf(file)) {
      if (entry.name === manifestEntry) manifest = JSON.parse(entry.bytes.toString('utf8'));
      else
        seen.set(entry.name, {
          bytes: entry.bytes.length,
          sha256: sha256(entry.bytes),
          rows: entry.bytes.toString('utf8').split('\n').filter(Boolean).length,
        });
    }
  } catch (error) {
    throw new BackupRefusedError(`${file} is not a whole Sahay backup (${(error as Error).message}): nothing was restored.`);
  }
  if (manifest?.format !== 'sahay-backup' || manifest.formatVersion !== 1)
    throw new BackupRefusedError(`${file} has no Sahay backup manifest: it is cut short or not a backup. Nothing was restored.`);
  const problems: string[] = [];
  for (const table of manifest.tables) {
    const found = seen.get(tableEntry(table.name));
    if (!found) problems.push(`table ${table.name} is missing`);
    else if (found.sha256 !== table.sha256 || found.rows !== table.rows) problems.push(`table ${table.name} was altered`);
  }
  for (const media of manifest.media) {
    const found = seen.get(mediaEntry(media.path));
    if (!found) problems.push(`media file ${media.path} is missing`);
    else if (found.sha256 !== media.sha256 || found.bytes !== media.bytes) problems.push(`media file ${media.path} was altered`);
  }
  const expected = new Set([...manifest.tables.map((t) => tableEntry(t.name)), ...manifest.media.map((m) => mediaEntry(m.path))]);
  for (const name of seen.keys()) if (!expected.has(name)) problems.push(`${name} is not in the manifest`);
  if (problems.length)
    throw new BackupRefusedError(
      `${file} does not match its manifest (${problems.slice(0, 5).join('; ')}${problems.length > 5 ? `; and ${problems.length - 5} more` : ''}): nothing was restored.`,
    );
  return manifest;
}

/** A backup made by a newer version of Sahay is refused: this version cannot know its tables. */
function refuseUnknownSchema(manifest: BackupManifest, file: string) {
  const known = knownMigrations();
  if (!known.some((m) => m.folderMillis === manifest.schema.createdAt))
    throw new BackupRefusedError(
      `${file} was made on schema ${manifest.schema.migration}, which this version of Sahay does not know (it knows up to ${known.at(-1)?.migration}). Restore it with the version that made it, or a newer one. Nothing was restored.`,
    );
}

/**
 * Replaces the database and the media with a backup's. The file is checked whole first; then, in ONE transaction,
 * the schema is rebuilt by the migrations up to the backup's version, every table is loaded and checked against the
 * manifest again, and the newer migrations carry it forward; any failure rolls all of it back. The media are
 * replaced once the database has committed. The caller makes sure no server uses the database or the store.
 */
export async function restoreBackup(target: { database: Database; media: MediaStore }, file: string) {
  const manifest = await verifyBackup(file);
  refuseUnknownSchema(manifest, file);
  const rows = new Map<string, string>();
  for await (const entry of entriesOf(file)) if (entry.name.startsWith('database/')) rows.set(entry.name, entry.bytes.toString('utf8'));

  await target.database.db.transaction(async (tx) => {
    await tx.execute(sql`drop schema if exists drizzle cascade`);
    await tx.execute(sql`drop schema if exists public cascade`);
    await tx.execute(sql`create schema public`);
    await applyMigrations(tx, { to: manifest.schema.createdAt });
    // Triggers (kept counts, balance checks) and foreign keys stay quiet while rows go back as they were.
    await tx.execute(sql`set local session_replication_role = replica`);
    const tables = await applicationTables(tx);
    // Some migrations write rows of their own (a setting's first row): the backup's replace them.
    await tx.execute(sql.raw(`truncate ${tables.map((t) => `"${t.name}"`).join(', ')}`));
    for (const table of manifest.tables) await loadTable(tx, table.name, rows.get(tableEntry(table.name)) ?? '');
    for (const table of tables) {
      const expected = manifest.tables.find((t) => t.name === table.name);
      const restored = await dumpTable(tx, table);
      if (restored.sha256 !== (expected?.sha256 ?? restored.sha256) || restored.rows !== (expected?.rows ?? 0))
        throw new Error(`The restored table ${table.name} differs from the backup's; nothing was restored.`);
    }
    await restoreSequences(tx, manifest.sequences);
    await tx.execute(sql`set local session_replication_role = origin`);
    await applyMigrations(tx, { from: manifest.schema.createdAt });
  });

  await target.media.clear();
  for await (const entry of entriesOf(file)) {
    const media = manifest.media.find((m) => mediaEntry(m.path) === entry.name);
    if (media) await target.media.write(media.path, entry.bytes);
  }
  return { manifest, schema: await schemaVersionOf(target.database.db) };
}
