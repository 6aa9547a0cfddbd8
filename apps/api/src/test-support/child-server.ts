import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { freePort } from '../../../../scripts/free-port.ts';

const serverEntry = join(import.meta.dirname, '../server.ts');

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** SIGTERM (a graceful stop), then waits for the exit. */
  stop(): Promise<void>;
}

const started = new Set<ChildProcess>();

/** Kills (SIGKILL) every server process a test started and left running; for afterAll. */
export function killServerProcesses() {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  started.clear();
}

/**
 * `node server.ts` as an operator starts it, with the environment given (added to this process's, with
 * DATABASE_URL and MEDIA_DIR left out unless given), on a free port unless one is given. Answers once
 * `/readyz` does: the first start may migrate and seed, so the outcome never depends on how long it takes.
 */
export async function startServerProcess(env: NodeJS.ProcessEnv, port?: number): Promise<ServerProcess> {
  const listenOn = port ?? (await freePort());
  const childEnv: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn' };
  delete childEnv.DATABASE_URL;
  delete childEnv.MEDIA_DIR;
  Object.assign(childEnv, env, { PORT: String(listenOn), HOST: '127.0.0.1' });
  const child = spawn(process.execPath, [serverEntry], { env: childEnv, stdio: ['ignore', 'ignore', 'pipe'] });
  started.add(child);
  let errors = '';
  child.stderr?.on('data', (chunk) => {
    errors += chunk;
  });
  const url = `http://127.0.0.1:${listenOn}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await once(child, 'exit');
  };
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { url, port: listenOn, child, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start (exit code ${child.exitCode}): ${errors}`);
}

/** Signs in through the API as a person would; answers the bearer token. */
export async function signInTo(url: string, credentials: { email: string; password: string }) {
  const response = await fetch(`${url}/user/api/v1/user/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (response.status !== 200) throw new Error(`signing in answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { access: string }).access;
}
