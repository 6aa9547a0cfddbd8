import { hostname } from 'node:os';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { LogController } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

/** What the access line holds besides the request id (bound to the request's logger). */
export interface AccessLine {
  method: string;
  path: string;
  status: number;
  /** Milliseconds from the request's arrival to its answer going out, to a tenth. */
  responseTime: number;
}

/** The address without its query: a link's token or a search never lands in the log. */
const pathOf = (url: string) => {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
};

/** Whether the log writes info lines, those of requests among them (a disabled logger has no levels at all). */
export const writesRequestLines = (logger: object) => {
  const pino = logger as { isLevelEnabled?: (level: string) => boolean };
  return typeof pino.isLevelEnabled === 'function' && pino.isLevelEnabled('info');
};

/** Where the server's log goes, when it was given as a level and a stream (as `logOutput` gives it). */
export const logStreamOf = (logger: FastifyServerOptions['logger']): LogStream | undefined =>
  typeof logger === 'object' && logger !== null && 'stream' in logger && logger.stream ? (logger.stream as LogStream) : undefined;

/** Where the log's lines go (pino's asynchronous destination, or a terminal's formatter). */
type LogStream = { write(text: string): unknown };

/**
 * The access line as pino would write it (level, time, pid, hostname, reqId, the fields, msg), made by hand and
 * handed straight to the log's stream: a request's line is the one written most often, and pino's own path (its
 * fields walked one by one, through a child logger made for every request) cost more than the line itself.
 */
export function accessLineWriter(stream: LogStream) {
  const head = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())},"reqId":`;
  return (reqId: string, line: AccessLine) =>
    stream.write(
      `{"level":30,"time":${Date.now()}${head}${JSON.stringify(reqId)},"method":${JSON.stringify(line.method)},"path":${JSON.stringify(line.path)},"status":${line.status},"responseTime":${line.responseTime},"msg":"request"}\n`,
    );
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's logger, made only when the request logs something other than its access line (an error, a
 * warning): until then it costs one small object instead of a pino child per request. Its methods are its
 * class's, so that Fastify's check of a request's logger finds them without making the child.
 */
class RequestLogger {
  #parent: FastifyBaseLogger;
  #bindings: Bindings;
  #options: ChildLoggerOptions;
  #child: FastifyBaseLogger | undefined;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  #real() {
    this.#child ??= this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }

  #log(level: Level, args: unknown[]) {
    // A line below the log's level (a plugin's debug line on every request) is dropped without making the child.
    if (!this.#child && this.#options.level === undefined && !this.isLevelEnabled(level)) return;
    (this.#real()[level] as (...a: unknown[]) => void)(...args);
  }

  get level() {
    return (this.#child ?? this.#parent).level;
  }
  set level(level: string) {
    this.#real().level = level;
  }
  fatal(...args: unknown[]) {
    this.#log('fatal', args);
  }
  error(...args: unknown[]) {
    this.#log('error', args);
  }
  warn(...args: unknown[]) {
    this.#log('warn', args);
  }
  info(...args: unknown[]) {
    this.#log('info', args);
  }
  debug(...args: unknown[]) {
    this.#log('debug', args);
  }
  trace(...args: unknown[]) {
    this.#log('trace', args);
  }
  silent() {}
  child(bindings: Bindings, options?: ChildLoggerOptions) {
    return this.#real().child(bindings, options);
  }
  isLevelEnabled(level: string) {
    const logger = (this.#child ?? this.#parent) as { isLevelEnabled?: (level: string) => boolean };
    return logger.isLevelEnabled?.(level) ?? false;
  }
}

/** Fastify's `childLoggerFactory`: a request's logger made when it is first used. */
export const lazyChildLogger = (parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) =>
  new RequestLogger(parent, bindings, options) as unknown as FastifyBaseLogger;

/**
 * One access line per request, written once its answer has gone out, in place of Fastify's two ("incoming
 * request" and "request completed", each with the whole request or reply serialized). Fastify's other lines
 * (a stream cut short, a serializer that failed) stay as they are.
 */
export class AccessLog extends LogController {
  private readonly write?: ReturnType<typeof accessLineWriter>;

  constructor(write?: ReturnType<typeof accessLineWriter>) {
    super();
    this.write = write;
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line: AccessLine = {
      method: request.method,
      path: pathOf(request.url),
      status: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) request.log.error({ ...line, err: error }, 'request errored');
    else if (this.write && writesRequestLines(request.server.log)) this.write(request.id, line);
    else request.log.info(line, 'request');
  }
}
