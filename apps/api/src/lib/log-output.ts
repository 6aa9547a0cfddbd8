import { createRequire } from 'node:module';

/** Loaded only for a person's terminal: JSON lines need no formatter. */
const prettyFactory = (...args: Parameters<typeof import('pino-pretty').prettyFactory>) =>
  (createRequire(import.meta.url)('pino-pretty') as typeof import('pino-pretty')).prettyFactory(...args);

interface LogLine {
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  [key: string]: unknown;
}

/** A request's two lines, short: `req-1 GET /notice/` when it comes in, `req-1 200 in 3.1 ms` when answered. */
function readableMessage(log: LogLine, messageKey: string) {
  if (log.req) return `${log.reqId ?? ''} ${log.req.method} ${log.req.url}`.trim();
  if (log.res) return `${log.reqId ?? ''} ${log.res.statusCode} in ${Number(log.responseTime ?? 0).toFixed(1)} ms`.trim();
  return String(log[messageKey] ?? '');
}

/**
 * Where and how the server writes its log (Fastify's `logger` option). A person at a terminal reads one
 * short line per event (time, level, message); anywhere else (a file, a pipe, a log collector) each line
 * stays one JSON object, as machines read it. Lines are written as they come, so none is lost when the
 * process stops.
 */
export function logOutput(options: { level: string; terminal: boolean; destination?: NodeJS.WritableStream }) {
  const { level, terminal, destination } = options;
  if (!terminal) return destination ? { level, stream: destination } : { level };
  const format = prettyFactory({
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    messageFormat: (log, messageKey) => readableMessage(log as LogLine, messageKey),
  });
  const out = destination ?? process.stdout;
  return { level, stream: { write: (line: string) => out.write(format(line)) } };
}
