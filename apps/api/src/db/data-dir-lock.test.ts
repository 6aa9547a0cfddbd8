import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

const lockModule = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));

let scratch: string;
let script: string;

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'sahay-lock-'));
  script = join(scratch, 'try-lock.mjs');
  // Another Sahay process starting on the folder: it tries the lock and says what happened.
  writeFileSync(
    script,
    `import { DataDirLockedError, lockDataDir } from ${JSON.stringify(lockModule)};
try {
  const lock = lockDataDir(process.argv[2]);
  const content = (await import('node:fs')).readFileSync(process.argv[2] + '/sahay.lock', 'utf8');
  lock.release();
  console.log(JSON.stringify({ locked: true, pid: process.pid, content }));
} catch (error) {
  console.log(JSON.stringify({ locked: false, refused: error instanceof DataDirLockedError, message: error.message }));
}
`,
  );
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs the other process to its end and reads its answer. */
function otherProcessTries(dir: string): { locked: boolean; pid?: number; content?: string; refused?: boolean; message?: string } {
  const child = spawnSync(process.execPath, [script, dir], { encoding: 'utf8' });
  expect(child.status, child.stderr).toBe(0);
  return JSON.parse(child.stdout);
}

const held: { release(): void }[] = [];
afterEach(() => {
  for (const lock of held.splice(0)) lock.release();
});

function lockHere(dir: string) {
  const lock = lockDataDir(dir);
  held.push(lock);
  return lock;
}

describe('lockDataDir', () => {
  it('refuses a second process while this one holds the folder, naming the folder and the holder pid', () => {
    const dir = mkdtempSync(join(scratch, 'data-'));
    lockHere(dir);
    const other = otherProcessTries(dir);
    expect(other.locked).toBe(false);
    expect(other.refused).toBe(true);
    expect(other.message).toContain(dir);
    expect(other.message).toContain(`pid ${process.pid}`);
    // The refused process leaves our lock in place.
    expect(readFileSync(join(dir, 'sahay.lock'), 'utf8')).toBe(String(process.pid));
  });

  it('creates the folder when it does not exist yet', () => {
    const dir = join(mkdtempSync(join(scratch, 'data-')), 'not', 'yet');
    lockHere(dir);
    expect(readFileSync(join(dir, 'sahay.lock'), 'utf8')).toBe(String(process.pid));
  });

  it('takes over a lock left behind by a process that has died', () => {
    const dir = mkdtempSync(join(scratch, 'data-'));
    const dead = spawnSync(process.execPath, ['-e', '']);
    expect(dead.status).toBe(0);
    writeFileSync(join(dir, 'sahay.lock'), String(dead.pid));
    lockHere(dir);
    expect(readFileSync(join(dir, 'sahay.lock'), 'utf8')).toBe(String(process.pid));
  });

  it('takes over a lock file that holds no pid (a crash while writing it)', () => {
    const dir = mkdtempSync(join(scratch, 'data-'));
    writeFileSync(join(dir, 'sahay.lock'), '');
    lockHere(dir);
    expect(readFileSync(join(dir, 'sahay.lock'), 'utf8')).toBe(String(process.pid));
  });

  it('lets another process lock the folder once this one has released it', () => {
    const dir = mkdtempSync(join(scratch, 'data-'));
    lockDataDir(dir).release();
    expect(existsSync(join(dir, 'sahay.lock'))).toBe(false);
    const other = otherProcessTries(dir);
    expect(other).toMatchObject({ locked: true, content: String(other.pid) });
    // Its release removed its lock again.
    expect(existsSync(join(dir, 'sahay.lock'))).toBe(false);
  });

  it('does not remove a lock that another process has taken since', () => {
    const dir = mkdtempSync(join(scratch, 'data-'));
    const lock = lockDataDir(dir);
    writeFileSync(join(dir, 'sahay.lock'), '1');
    lock.release();
    expect(readFileSync(join(dir, 'sahay.lock'), 'utf8')).toBe('1');
  });

  it('throws DataDirLockedError, so the server can tell a busy folder from other failures', () => {
    const dir = mkdtempSync(join(scratch, 'data-'));
    // A live holder that is not us: the process that started this test run.
    writeFileSync(join(dir, 'sahay.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });
});
