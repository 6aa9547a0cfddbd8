import { spawnSync } from 'node:child_process';
import { Writable } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { createTestApp } from '../test-support/test-app.ts';
import { lazyChildLogger } from './access-log.ts';
import { logOutput } from './log-output.ts';

/** What the log wrote, line by line, colours left out. */
function sink() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  const lines = () => stripVTControlCharacters(chunks.join('')).split('\n').filter(Boolean);
  return { stream, lines };
}

const password = 'fjK2-saved-once';
let app: App | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** The production app logging through `logOutput`: one request, then the first administrator's line. */
async function logOf(terminal: boolean) {
  const out = sink();
  app = await createTestApp({ logger: logOutput({ level: 'info', terminal, destination: out.stream }) });
  const answer = await app.inject({ method: 'GET', url: '/healthz' });
  expect(answer.statusCode).toBe(200);
  app.log.warn(`first administrator created: admin@example.org / ${password} (also in data/initial-admin.txt)`);
  return out.lines();
}

describe('the server log', () => {
  it('reads as short lines on a terminal: time, level, one line per answered request, the first administrator', async () => {
    const lines = await logOf(true);
    for (const line of lines) expect(line, 'no JSON on a terminal').not.toMatch(/^\s*\{/);
    expect(lines.filter((line) => line.includes('/healthz'))).toEqual([
      expect.stringMatching(/^\[\d\d:\d\d:\d\d\] INFO: req-\S+ GET \/healthz 200 in \d+\.\d ms$/),
    ]);
    // The password line is one line of its own, marked WARN, with the address and the password.
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(`^\\[\\d\\d:\\d\\d:\\d\\d\\] WARN: first administrator created: admin@example\\.org / ${password} \\(also in`),
      ),
    );
    // Nothing a person does not need: no process id, host name or request objects.
    expect(lines.join('\n')).not.toMatch(/hostname|"pid"|remoteAddress/);
  });

  it('stays one JSON object per line for a file, a pipe or a log collector: one access line per request', async () => {
    const lines = await logOf(false);
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.filter((entry) => entry.path === '/healthz')).toEqual([
      expect.objectContaining({
        level: 30,
        reqId: expect.stringMatching(/^req-/),
        method: 'GET',
        status: 200,
        responseTime: expect.any(Number),
      }),
    ]);
    expect(entries).toContainEqual(expect.objectContaining({ level: 40, msg: expect.stringContaining(`admin@example.org / ${password}`) }));
  });

  it('leaves the query out of the access line: a token in a link stays out of the log', async () => {
    const out = sink();
    app = await createTestApp({ logger: logOutput({ level: 'info', terminal: false, destination: out.stream }) });
    await app.inject({ method: 'GET', url: '/healthz?token=s3cret-reset-token' });
    const line = out.lines().find((entry) => entry.includes('/healthz'));
    expect(JSON.parse(line ?? '{}')).toMatchObject({ path: '/healthz' });
    expect(out.lines().join('\n')).not.toContain('s3cret-reset-token');
  });

  it('writes no request lines below info: a server with LOG_LEVEL=warn logs only what went wrong', async () => {
    const out = sink();
    app = await createTestApp({ logger: logOutput({ level: 'warn', terminal: false, destination: out.stream }) });
    await app.inject({ method: 'GET', url: '/healthz' });
    expect(out.lines()).toEqual([]);
  });

  it.each([
    ['a file or a pipe', false],
    ['a terminal', true],
  ])('keeps every line written before the process ends after an uncaught error (%s)', (_output, terminal) => {
    // A separate process: the log goes to its standard output without waiting, then an error nobody catches ends it.
    const script = `
      import pino from 'pino';
      import { logOutput } from ${JSON.stringify(new URL('./log-output.ts', import.meta.url).pathname)};
      const { level, stream } = logOutput({ level: 'info', terminal: ${terminal} });
      const log = pino({ level }, stream);
      for (let i = 1; i <= 5000; i++) log.info('line ' + i);
      setImmediate(() => { throw new Error('crash'); });`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: new URL('../..', import.meta.url).pathname,
      encoding: 'utf8',
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('crash');
    const written = stripVTControlCharacters(run.stdout)
      .split('\n')
      .filter((line) => /line \d+/.test(line));
    // Every line, each once. Not in order: the batch being written when the error struck can land after the
    // rest, which pino's exit handler writes at once (a loaded clean run saw line 209 last); each line has its time.
    const numbers = written.map((line) => Number(/line (\d+)/.exec(line)?.[1]));
    expect(numbers.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 5000 }, (_, i) => i + 1));
  });
});

describe('the access line', () => {
  it('reads as pino’s own lines do, field for field, so a log collector reads one shape', async () => {
    const out = sink();
    app = await createTestApp({ logger: logOutput({ level: 'info', terminal: false, destination: out.stream }) });
    await app.inject({ method: 'GET', url: '/healthz' });
    app.log.info({ method: 'GET', path: '/x', status: 200, responseTime: 1 }, 'request');
    const [access, own] = out
      .lines()
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.msg === 'request');
    expect(Object.keys(access)).toEqual(['level', 'time', 'pid', 'hostname', 'reqId', 'method', 'path', 'status', 'responseTime', 'msg']);
    expect(access).toMatchObject({ level: 30, pid: own.pid, hostname: own.hostname, method: 'GET', path: '/healthz', status: 200 });
    expect(Math.abs((access.time as number) - Date.now())).toBeLessThan(60_000);
  });
});

describe('a request’s logger', () => {
  it('is made only when the request logs something, and then carries the request’s id', () => {
    const out = sink();
    const parent = pino({ level: 'info' }, out.stream);
    let made = 0;
    const counting = new Proxy(parent, {
      get: (target, key) =>
        key === 'child'
          ? (...args: Parameters<typeof parent.child>) => {
              made++;
              return target.child(...args);
            }
          : Reflect.get(target, key),
    });
    const quiet = lazyChildLogger(counting, { reqId: 'req-1' }, {});
    const speaking = lazyChildLogger(counting, { reqId: 'req-2' }, {});
    quiet.debug('below the log’s level: dropped');
    expect(made).toBe(0);
    speaking.warn('the reply was cut short');
    speaking.error({ status: 500 }, 'request errored');
    expect(made).toBe(1);
    expect(out.lines().map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ level: 40, reqId: 'req-2', msg: 'the reply was cut short' }),
      expect.objectContaining({ level: 50, reqId: 'req-2', status: 500 }),
    ]);
  });
});
