import { createRequire } from 'node:module';
import pino from 'pino';
import type { AccessLine } from './access-log.ts';

/** Loaded only for a person's terminal: JSON lines need no formatter. */
const prettyFactory = (...args: Parameters<typeof import('pino-pretty').prettyFactory>) =>
  (createRequire(import.meta.url)('pino-pretty') as typeof import('pino-pretty')).prettyFactory(...args);

type LogLine = Partial<AccessLine> & { reqId?: string; [key: string]: unknown };

/** A request's access line, short: `req-1 GET /notice/ 200 in 3.1 ms`. */
function readableMessage(log: LogLine, messageKey: string) {
  if (log.method && log.status !== undefined)
    return `${log.reqId ?? ''} ${log.method} ${log.path} ${log.status} in ${Number(log.responseTime ?? 0).toFixed(1)} ms`.trim();
  return String(log[messageKey] ?? '');
}

/**
 * Standard output, written without holding up the answers: lines gather in memory while the previous write is
 * under way and go out together (pino's asynchronous destination). Pino writes what is left synchronously when
 * the process exits, after an uncaught error as well.
 */
const standardOutput = () => pino.destination({ dest: 1, sync: false });

/**
 * Where and how the server writes its log (Fastify's `logger` option). A person at a terminal reads one
 * short line per event (time, level, message); anywhere else (a file, a pipe, a log collector) each line
 * stays one JSON object, as machines read it.
 */
export function logOutput(options: { level: string; terminal: boolean; destination?: NodeJS.WritableStream }) {
  const { level, terminal } = options;
  const out = options.destination ?? standardOutput();
  if (!terminal) return { level, stream: out };
  const format = prettyFactory({
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,method,path,status,responseTime',
    messageFormat: (log, messageKey) => readableMessage(log as LogLine, messageKey),
  });
  return { level, stream: { write: (line: string) => out.write(format(line)) } };
}
