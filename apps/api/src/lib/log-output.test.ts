import { Writable } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { createTestApp } from '../test-support/test-app.ts';
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
  it('reads as short lines on a terminal: time, level, the request and its answer, the first administrator', async () => {
    const lines = await logOf(true);
    for (const line of lines) expect(line, 'no JSON on a terminal').not.toMatch(/^\s*\{/);
    expect(lines).toContainEqual(expect.stringMatching(/^\[\d\d:\d\d:\d\d\] INFO: req-\S+ GET \/healthz$/));
    expect(lines).toContainEqual(expect.stringMatching(/^\[\d\d:\d\d:\d\d\] INFO: req-\S+ 200 in \d+\.\d ms$/));
    // The password line is one line of its own, marked WARN, with the address and the password.
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(`^\\[\\d\\d:\\d\\d:\\d\\d\\] WARN: first administrator created: admin@example\\.org / ${password} \\(also in`),
      ),
    );
    // Nothing a person does not need: no process id, host name or request objects.
    expect(lines.join('\n')).not.toMatch(/hostname|"pid"|remoteAddress/);
  });

  it('stays one JSON object per line for a file, a pipe or a log collector', async () => {
    const lines = await logOf(false);
    const entries = lines.map((line) => JSON.parse(line) as { level: number; msg: string; req?: { url: string } });
    expect(entries).toContainEqual(expect.objectContaining({ msg: 'incoming request', req: expect.objectContaining({ url: '/healthz' }) }));
    expect(entries).toContainEqual(expect.objectContaining({ level: 40, msg: expect.stringContaining(`admin@example.org / ${password}`) }));
  });

  it('goes to standard output unchanged when no terminal reads it', () => {
    expect(logOutput({ level: 'warn', terminal: false })).toEqual({ level: 'warn' });
  });
});
