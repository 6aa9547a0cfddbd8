import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { createTestApp } from '../test-support/test-app.ts';
import { lazyChildLogger } from './access-log.ts';
import { logOutput } from './log-output.ts';

/** What a log wrote, as JSON entries. */
function sink() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  const entries = () =>
    chunks
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { stream, entries };
}

let app: App | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('the access line', () => {
  it('reads as pino’s own lines do, field for field, so a log collector reads one shape', async () => {
    const out = sink();
    app = await createTestApp({ logger: logOutput({ level: 'info', terminal: false, destination: out.stream }) });
    await app.inject({ method: 'GET', url: '/healthz' });
    app.log.info({ method: 'GET', path: '/x', status: 200, responseTime: 1 }, 'request');
    const [access, own] = out.entries().filter((entry) => entry.msg === 'request');
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
    expect(out.entries()).toEqual([
      expect.objectContaining({ level: 40, reqId: 'req-2', msg: 'the reply was cut short' }),
      expect.objectContaining({ level: 50, reqId: 'req-2', status: 500 }),
    ]);
  });
});
