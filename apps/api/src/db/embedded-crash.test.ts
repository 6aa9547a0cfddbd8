import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { killServerProcesses, type ServerProcess, signInTo, startServerProcess } from '../test-support/child-server.ts';
import { copyPgliteSnapshot, snapshotDir, snapshotKey } from '../test-support/snapshot.ts';

/**
 * The embedded database (PGlite) keeps every write it acknowledged when its process is killed with no
 * warning (SIGKILL: no graceful close, no flush). The real server runs as a child process on a data folder
 * of its own, whatever database the rest of the suite uses; staff clients keep writing contact messages;
 * the server is killed after a number of acknowledged writes (counted, not timed) while the other
 * clients' writes are on their way; a new server on the same folder must hold every acknowledged one.
 */

const staff = { email: 'crash-test@example.org', password: 'crash-test-password' };
const clients = 8;
/** Acknowledged writes before the kill. */
const writesBeforeKill = 150;

/** The suite's migrated and seeded PGlite data folder, when this run has one (on PostgreSQL, an earlier run's). */
function pgliteSnapshot() {
  const testDb = inject('testDb');
  if (testDb.kind === 'pglite') return testDb.dataDir;
  const cached = join(snapshotDir(snapshotKey()), 'pglite');
  return existsSync(cached) ? cached : undefined;
}

/** A fresh data folder, holding a copy of the seeded snapshot when there is one (else the first start seeds it). */
async function freshDataDir() {
  const dataDir = mkdtempSync(join(tmpdir(), 'sahay-crash-'));
  const snapshot = pgliteSnapshot();
  if (snapshot) copyPgliteSnapshot(snapshot, join(dataDir, 'pglite'));
  return dataDir;
}

/** The real server with the embedded database on the data folder. */
const startServer = (dataDir: string, port?: number) =>
  startServerProcess({ DATA_DIR: dataDir, ADMIN_EMAIL: staff.email, ADMIN_PASSWORD: staff.password }, port);
const signIn = (url: string) => signInTo(url, staff);

/**
 * Clients writing contact messages one after another (a message per request, each with its own address)
 * until the server is gone. Answers the addresses of the writes the server acknowledged (2xx). The
 * write that makes `killAfter` acknowledgements kills the server at once, while the others are in flight.
 */
async function writeUntilKilled(server: ServerProcess, token: string, killAfter: number) {
  const acknowledged: string[] = [];
  let unanswered = 0;
  const client = async (index: number) => {
    for (let n = 0; ; n++) {
      const email = `client${index}-write${n}@example.org`;
      let response: Response;
      try {
        response = await fetch(`${server.url}/contact_message/api/v1/contact_message/create/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ name: 'Crash', lastname: `Client ${index}`, email, subject: 'Support', message: `Write ${n}` }),
        });
      } catch {
        // The server died before it answered: this write was never acknowledged.
        unanswered++;
        return;
      }
      if (response.status < 200 || response.status > 299) throw new Error(`a write answered ${response.status}: ${await response.text()}`);
      acknowledged.push(email);
      if (acknowledged.length === killAfter) server.child.kill('SIGKILL');
      await response.body?.cancel().catch(() => {});
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
  if (acknowledged.length < killAfter) {
    server.child.kill('SIGKILL');
    throw new Error(`the clients stopped after ${acknowledged.length} acknowledged writes, before the kill`);
  }
  if (server.child.exitCode === null && server.child.signalCode === null) await once(server.child, 'exit');
  return { acknowledged, unanswered };
}

/** Every contact message's address, as the restarted server answers them, page by page. */
async function storedAddresses(url: string, token: string) {
  const addresses = new Set<string>();
  for (let page = 1, pages = 1; page <= pages; page++) {
    const response = await fetch(`${url}/contact_message/api/v1/contact_message/all/?page=${page}&size=100`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { contact_messages: { email: string }[]; total_pages: number };
    for (const message of answer.contact_messages) addresses.add(message.email);
    pages = answer.total_pages;
  }
  return addresses;
}

let dataDir: string | undefined;
afterAll(async () => {
  killServerProcesses();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('the embedded database killed with SIGKILL while clients write', () => {
  it('holds every write it acknowledged after a restart on the same data folder, and takes new ones', { timeout: 240_000 }, async () => {
    dataDir = await freshDataDir();
    let server = await startServer(dataDir);
    const port = server.port;
    let token = await signIn(server.url);
    const { acknowledged, unanswered } = await writeUntilKilled(server, token, writesBeforeKill);
    expect(server.child.signalCode).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(writesBeforeKill);
    // Every client writes until the server is gone: each one's last write found no server to answer it.
    expect(unanswered).toBe(clients);

    server = await startServer(dataDir, port);
    token = await signIn(server.url);
    const stored = await storedAddresses(server.url, token);
    expect(
      acknowledged.filter((email) => !stored.has(email)),
      'acknowledged writes missing after the restart',
    ).toEqual([]);

    // The database still takes writes after the kill.
    const after = await fetch(`${server.url}/contact_message/api/v1/contact_message/create/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 'After', lastname: 'Restart', email: 'after-restart@example.org', subject: 'Support' }),
    });
    expect(after.status).toBe(201);
    expect(await storedAddresses(server.url, token)).toContain('after-restart@example.org');

    await server.stop();
  });
});
