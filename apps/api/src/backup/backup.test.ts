import { createHash } from 'node:crypto';
import { cpSync, createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { localMediaStore, type MediaStore } from '../lib/media-store.ts';
import { bytesOf, openTestMediaStore } from '../test-support/media-stores.ts';
import { openTestDatabase, testDatabaseKind, testMediaDir } from '../test-support/test-app.ts';
import { makeBackup } from './backup.ts';
import { applicationTables, dumpTable } from './database-dump.ts';
import { BackupRefusedError, restoreBackup } from './restore.ts';
import { applyMigrations, knownMigrations, schemaVersionOf } from './schema-version.ts';

/** Every table's row count and checksum, as a backup's manifest states them. */
async function tableFigures(database: Database) {
  const figures: Record<string, { rows: number; sha256: string }> = {};
  for (const table of await applicationTables(database.db)) {
    const { rows, sha256 } = await dumpTable(database.db, table);
    figures[table.name] = { rows, sha256 };
  }
  return figures;
}

/** Every stored media file's checksum, by its path. */
async function mediaFigures(media: MediaStore) {
  const figures: Record<string, string> = {};
  for await (const path of media.list()) {
    const bytes = await bytesOf(await media.read(path));
    figures[path] = createHash('sha256')
      .update(bytes ?? '')
      .digest('hex');
  }
  return figures;
}

/** What a disk lost leaves: no tables, no migrations, no media. */
async function wipe(database: Database, media: MediaStore) {
  for (const statement of ['drop schema if exists drizzle cascade', 'drop schema public cascade', 'create schema public'])
    await database.query(statement);
  await media.clear();
}

/** The backup's entries, rewritten by `change` and packed again (what someone editing a backup by hand makes). */
async function repack(file: string, target: string, change: (name: string, bytes: Buffer) => Buffer) {
  const extract = tar.extract();
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(target));
  const reading = pipeline(Readable.from(readFileSync(file)), createGunzip(), extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    pack.entry({ name: entry.header.name }, change(entry.header.name, bytes));
  }
  await reading;
  pack.finalize();
  await written;
}

const folder = mkdtempSync(join(tmpdir(), 'sahay-backup-test-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe.each(['local folder', 'S3 bucket'] as const)('a backup with the media in a %s', (kind) => {
  let database: Database;
  let media: MediaStore;
  let closeMedia: () => Promise<void>;

  beforeAll(async () => {
    database = await openTestDatabase();
    if (kind === 'local folder') {
      // A copy of the seed's files: the restore clears the store it is given.
      const root = mkdtempSync(join(tmpdir(), 'sahay-backup-media-'));
      cpSync(testMediaDir(), root, { recursive: true });
      media = localMediaStore(root);
      closeMedia = async () => rmSync(root, { recursive: true, force: true });
    } else {
      const opened = await openTestMediaStore(kind);
      media = opened.store;
      closeMedia = opened.close;
      const seeded = localMediaStore(testMediaDir());
      for await (const path of seeded.list()) await media.write(path, (await bytesOf(await seeded.read(path))) as Buffer);
    }
  });
  afterAll(async () => {
    await database?.close();
    await closeMedia?.();
  });

  it('restores, after the database and the media are lost, every table and media file as they were', { timeout: 240_000 }, async () => {
    const tablesBefore = await tableFigures(database);
    const mediaBefore = await mediaFigures(media);
    const file = join(folder, `round-trip-${kind.replace(' ', '-')}.tar.gz`);

    const started = performance.now();
    const manifest = await makeBackup({ database, media }, file);
    const backedUp = performance.now();
    expect(manifest.schema.migration).toBe(knownMigrations().at(-1)?.migration);
    expect(Object.fromEntries(manifest.tables.map((t) => [t.name, { rows: t.rows, sha256: t.sha256 }]))).toEqual(tablesBefore);
    expect(manifest.media.map((m) => m.path).sort()).toEqual(Object.keys(mediaBefore).sort());

    await wipe(database, media);
    const wiped = performance.now();
    await restoreBackup({ database, media }, file);
    const restored = performance.now();

    expect(await tableFigures(database)).toEqual(tablesBefore);
    expect(await mediaFigures(media)).toEqual(mediaBefore);
    // The next id is past the restored ones: a new row takes no id a restored row holds.
    const [cause] = await rowsOf<{ id: number }>(
      database.db,
      sql`insert into ticket_priority (name) values ('After the restore') returning id`,
    );
    const [{ max }] = await rowsOf<{ max: number }>(
      database.db,
      sql`select max(id) as max from ticket_priority where name <> 'After the restore'`,
    );
    expect(cause.id).toBeGreaterThan(max);

    const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    console.info(
      `backup round trip on ${testDatabaseKind()}, media in a ${kind}: ${manifest.tables.length} tables, ${rows} rows, ` +
        `${manifest.media.length} media files; backup ${((backedUp - started) / 1000).toFixed(1)} s, ` +
        `restore ${((restored - wiped) / 1000).toFixed(1)} s, ${(readFileSync(file).length / 1024 / 1024).toFixed(1)} MB`,
    );
  });
});

describe('a restore refuses', () => {
  let database: Database & { url?: string };
  let media: MediaStore;
  let file: string;
  let before: Awaited<ReturnType<typeof tableFigures>>;
  const mediaRoot = mkdtempSync(join(tmpdir(), 'sahay-backup-media-'));

  beforeAll(async () => {
    database = await openTestDatabase();
    media = localMediaStore(mediaRoot);
    await media.write('/media/demo/kept.pdf', Buffer.from('%PDF- kept'));
    file = join(folder, 'refusals.tar.gz');
    await makeBackup({ database, media }, file);
    // The database moves on after the backup: a refused restore must leave this as it is.
    await database.db.execute(sql`insert into ticket_priority (name) values ('Written after the backup')`);
    before = await tableFigures(database);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    rmSync(mediaRoot, { recursive: true, force: true });
  });

  const unchanged = async () => {
    expect(await tableFigures(database)).toEqual(before);
    expect(Object.keys(await mediaFigures(media))).toEqual(['/media/demo/kept.pdf']);
  };

  it('a file cut short, and touches nothing', { timeout: 60_000 }, async () => {
    const cut = join(folder, 'cut.tar.gz');
    const bytes = readFileSync(file);
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    const refused = restoreBackup({ database, media }, cut);
    await expect(refused).rejects.toThrow(BackupRefusedError);
    await expect(refused).rejects.toThrow(/is not a whole Sahay backup .*nothing was restored/);
    await unchanged();
  });

  it('a file whose rows were altered, naming the table, and touches nothing', { timeout: 60_000 }, async () => {
    const altered = join(folder, 'altered.tar.gz');
    await repack(file, altered, (name, bytes) =>
      name === 'database/donation.jsonl' ? Buffer.from(bytes.toString('utf8').replace(/"amount":\d+/, '"amount":1')) : bytes,
    );
    await expect(restoreBackup({ database, media }, altered)).rejects.toThrow(
      /does not match its manifest \(table donation was altered\): nothing was restored/,
    );
    await unchanged();
  });

  it('a file that is no backup at all', async () => {
    const other = join(folder, 'other.tar.gz');
    writeFileSync(other, 'name,email\nRahima,rahima@example.org\n');
    await expect(restoreBackup({ database, media }, other)).rejects.toThrow(/is not a whole Sahay backup/);
    await unchanged();
  });
});

describe('a backup from an older schema version', () => {
  let database: Database;
  const mediaRoot = mkdtempSync(join(tmpdir(), 'sahay-backup-media-'));
  afterAll(async () => {
    await database?.close();
    rmSync(mediaRoot, { recursive: true, force: true });
  });

  it('restores, then the newer migrations carry it forward', { timeout: 120_000 }, async () => {
    database = await openTestDatabase();
    const media = localMediaStore(mediaRoot);
    // A database left at the version before ledger codes, with a donor's ledger named by their email, as it was then.
    const migrations = knownMigrations();
    const older = migrations[migrations.findIndex((m) => m.migration === '0026_ledger_codes') - 1];
    const newest = migrations[migrations.length - 1];
    await wipe(database, media);
    await database.db.transaction((tx) => applyMigrations(tx, { to: older.folderMillis }));
    for (const statement of [
      `insert into "user" (id, username, first_name, last_name, email) values (7, 'rahima@example.org', 'Rahima', 'Begum', 'rahima@example.org')`,
      `insert into primary_group (id, name) values (1, 'Liabilities')`,
      `insert into ledger_account (name, ledger_type, reference_id, head_primarygroup_id) values ('rahima@example.org', 'user_ledger', 7, 1)`,
    ])
      await database.query(statement);
    const file = join(folder, 'older.tar.gz');
    const manifest = await makeBackup({ database, media }, file);
    expect(manifest.schema.migration).toBe(older.migration);

    await wipe(database, media);
    const { schema } = await restoreBackup({ database, media }, file);

    expect(schema.migration).toBe(newest.migration);
    expect(await schemaVersionOf(database.db)).toEqual({ migration: newest.migration, createdAt: newest.folderMillis });
    // The newer migrations ran on the restored rows: the ledger now bears the person's name, and has a code column.
    expect(await database.query(`select name, code from ledger_account where reference_id = 7`)).toEqual([
      { name: 'Rahima Begum', code: null },
    ]);
  });
});
