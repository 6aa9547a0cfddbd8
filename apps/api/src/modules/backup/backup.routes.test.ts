import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backupEndpoints } from '@sahay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyBackup } from '../../backup/restore.ts';
import { asCaller, createTestApp } from '../../test-support/test-app.ts';
import { jobs } from '../index.ts';

const folder = mkdtempSync(join(tmpdir(), 'sahay-backups-'));
let app: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  app = await createTestApp({ backups: { folder, keep: 2 } });
});
afterAll(async () => {
  await app?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('the back office backup button', () => {
  it('hands the Administrator a whole backup to download, and keeps a copy in the backups folder', { timeout: 60_000 }, async () => {
    const answer = await app.inject({ method: 'POST', url: `${backupEndpoints.createBackup.path}/`, headers: asCaller('backup.create') });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/gzip');
    const name = /filename="(sahay-backup-[\dTZ-]+\.tar\.gz)"/.exec(String(answer.headers['content-disposition']))?.[1];
    expect(name).toBeDefined();
    expect(readdirSync(folder)).toContain(name);

    const downloaded = join(mkdtempSync(join(tmpdir(), 'sahay-download-')), 'backup.tar.gz');
    writeFileSync(downloaded, answer.rawPayload);
    const manifest = await verifyBackup(downloaded);
    expect(manifest.tables.find((t) => t.name === 'donation')?.rows).toBeGreaterThan(0);
    expect(manifest.media.length).toBeGreaterThan(0);
  });

  it('is refused to staff without the backup permission', async () => {
    const answer = await app.inject({ method: 'POST', url: `${backupEndpoints.createBackup.path}/`, headers: asCaller('donation.read') });
    expect(answer.statusCode).toBe(403);
  });
});

describe('the nightly backup', () => {
  it('is a scheduled job that keeps only the newest backups', { timeout: 90_000 }, async () => {
    const nightly = jobs.find((job) => job.name === 'nightly-backup');
    expect(nightly?.schedule).toBe('0 2 * * *');
    for (const name of readdirSync(folder)) rmSync(join(folder, name));
    // Older nightly backups, from the nights before.
    for (const night of ['2026-11-01T02-00-00Z', '2026-11-02T02-00-00Z', '2026-11-03T02-00-00Z'])
      writeFileSync(join(folder, `sahay-backup-${night}.tar.gz`), 'an older backup');
    await nightly?.run(app, {}, { id: 'test', retryCount: 0 });
    const kept = readdirSync(folder).sort();
    expect(kept).toHaveLength(2);
    expect(kept[0]).toBe('sahay-backup-2026-11-03T02-00-00Z.tar.gz');
    await verifyBackup(join(folder, kept[1]));
  });
});
