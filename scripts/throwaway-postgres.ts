// A disposable PostgreSQL server for tests: its own data folder under the OS
// temp directory, its own free loopback port, no durability (fsync off), and
// gone again after stop(). Uses Debian's server binaries
// (/usr/lib/postgresql/<major>/bin); installs them with apt-get when missing
// and we are root (as on CI).

import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';

export interface ThrowawayPostgres {
  /** e.g. postgres://postgres@127.0.0.1:54321/postgres (trust auth, no password) */
  url: string;
  /** Stops the server (immediate mode) and removes its folder. Safe to call twice. */
  stop(): Promise<void>;
}

const PG_ROOT = '/usr/lib/postgresql';
const INSTALL_HINT = 'Install it with: sudo apt-get update && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql';

const isRoot = process.getuid?.() === 0;

/** Highest installed major's bin folder that has both initdb and pg_ctl, or undefined. */
function findBinDir(): string | undefined {
  if (!existsSync(PG_ROOT)) return undefined;
  const majors = readdirSync(PG_ROOT)
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .sort((a, b) => b - a);
  for (const major of majors) {
    const dir = path.join(PG_ROOT, String(major), 'bin');
    if (existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'))) return dir;
  }
  return undefined;
}

function ensureBinDir(): string {
  const found = findBinDir();
  if (found) return found;
  if (!isRoot) {
    throw new Error(`PostgreSQL server binaries not found under ${PG_ROOT}/<major>/bin. ${INSTALL_HINT}`);
  }
  console.log('PostgreSQL server not installed; installing it with apt-get (postgresql)…');
  const res = spawnSync('sh', ['-c', 'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql'], {
    stdio: 'inherit',
  });
  const installed = findBinDir();
  if (res.status !== 0 || !installed) {
    throw new Error(`Installing PostgreSQL with apt-get failed (exit ${res.status}). ${INSTALL_HINT}`);
  }
  return installed;
}

/** Command + args, run as the postgres user when we are root (initdb refuses to run as root). */
function asServerUser(cmd: string, args: string[]): [string, string[]] {
  return isRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
}

interface Result {
  code: number | null;
  output: string;
}

function exec(cmd: string, args: string[], cwd: string): Promise<Result> {
  const [file, argv] = asServerUser(cmd, args);
  return new Promise((resolve) => {
    const child = spawn(file, argv, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => {
      output += d;
    });
    child.stderr.on('data', (d: Buffer) => {
      output += d;
    });
    child.on('error', (err) => resolve({ code: null, output: `${output}${err.message}\n` }));
    child.on('close', (code) => resolve({ code, output }));
  });
}

function hasCUtf8Locale(): boolean {
  const res = spawnSync('locale', ['-a'], { encoding: 'utf8' });
  return res.status === 0 && /^c\.utf-?8$/im.test(res.stdout);
}

function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no server log)';
  }
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = ensureBinDir();
  const initdb = path.join(bin, 'initdb');
  const pgCtl = path.join(bin, 'pg_ctl');

  const dir = mkdtempSync(path.join(os.tmpdir(), 'sahay-pg-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  const removeDir = () => rmSync(dir, { recursive: true, force: true });

  try {
    if (isRoot) {
      const pw = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
      const gr = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
      if (pw.status !== 0 || gr.status !== 0) {
        throw new Error(`Running as root but there is no "postgres" user to run the server as. ${INSTALL_HINT}`);
      }
      chownSync(dir, Number(pw.stdout), Number(gr.stdout));
    }

    const locale = hasCUtf8Locale() ? ['--locale=C.UTF-8'] : ['--no-locale'];
    const init = await exec(initdb, ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--encoding=UTF8', ...locale, '--no-sync'], dir);
    if (init.code !== 0) {
      throw new Error(`initdb failed (exit ${init.code}) in ${dir}:\n${init.output.trimEnd()}`);
    }

    // The port is free when we look, but another process could take it before
    // the server binds; retry a couple of times on that specific failure.
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      const options = [
        `-p ${port}`,
        `-k ${dir}`,
        '-c listen_addresses=127.0.0.1',
        '-c fsync=off',
        '-c synchronous_commit=off',
        '-c full_page_writes=off',
        '-c max_connections=200',
      ].join(' ');
      const start = await exec(pgCtl, ['start', '-w', '-D', dataDir, '-l', logFile, '-o', options], dir);
      if (start.code === 0) {
        return running(pgCtl, dataDir, port, dir, removeDir);
      }
      const log = tail(logFile);
      if (attempt < 3 && /could not bind|address already in use/i.test(log)) continue;
      throw new Error(
        `PostgreSQL failed to start (pg_ctl exit ${start.code}):\n${start.output.trimEnd()}\n` + `--- server log (last lines) ---\n${log}`,
      );
    }
  } catch (err) {
    // Best effort: a half-started server must not outlive us.
    if (existsSync(path.join(dataDir, 'postmaster.pid'))) stopSync(pgCtl, dataDir, dir);
    removeDir();
    throw err;
  }
}

function stopSync(pgCtl: string, dataDir: string, cwd: string): void {
  const [file, argv] = asServerUser(pgCtl, ['stop', '-w', '-m', 'immediate', '-D', dataDir]);
  spawnSync(file, argv, { cwd, stdio: 'ignore' });
}

function running(pgCtl: string, dataDir: string, port: number, dir: string, removeDir: () => void): ThrowawayPostgres {
  let stopped = false;

  // If the process goes away without stop() (Ctrl+C, SIGTERM, process.exit),
  // stop the server synchronously. Having a SIGINT/SIGTERM listener cancels
  // Node's default "die" behaviour, so when ours is the only listener we
  // re-raise the signal after cleaning up; otherwise the other listener
  // decides how the process ends.
  const cleanupSync = () => {
    if (stopped) return;
    stopped = true;
    detach();
    stopSync(pgCtl, dataDir, dir);
    removeDir();
  };
  const onSignal = (signal: NodeJS.Signals) => {
    cleanupSync();
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  const detach = () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    process.off('exit', cleanupSync);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  process.once('exit', cleanupSync);

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      if (stopped) return;
      stopped = true;
      detach();
      const res = await exec(pgCtl, ['stop', '-w', '-m', 'immediate', '-D', dataDir], dir);
      removeDir();
      if (res.code !== 0) {
        throw new Error(`pg_ctl stop failed (exit ${res.code}):\n${res.output.trimEnd()}`);
      }
    },
  };
}
