import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

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

/**
 * One access line per request, written once its answer has gone out, in place of Fastify's two ("incoming
 * request" and "request completed", each with the whole request or reply serialized). Fastify's other lines
 * (a stream cut short, a serializer that failed) stay as they are.
 */
export class AccessLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line: AccessLine = {
      method: request.method,
      path: pathOf(request.url),
      status: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) request.log.error({ ...line, err: error }, 'request errored');
    else request.log.info(line, 'request');
  }
}
