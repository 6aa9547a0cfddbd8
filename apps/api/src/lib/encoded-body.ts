import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

/** The encodings a kept answer is offered in, best first. */
export const encodings = ['br', 'gzip'] as const;
export type Encoding = (typeof encodings)[number];

const compress: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 9 }),
};

/** The encoding to answer in for a request's `accept-encoding`, or none (send the body as it is). */
export function chosenEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  return acceptEncoding ? ((negotiate(acceptEncoding.toLowerCase(), [...encodings]) as Encoding | null) ?? undefined) : undefined;
}

/**
 * A body that is sent many times, compressed once per encoding on first demand and kept: the
 * strongest compression is affordable when its cost is paid once, not per request.
 */
export function encodedBody(body: Buffer) {
  const made = new Map<Encoding, Promise<Buffer>>();
  return (encoding: Encoding) => {
    let bytes = made.get(encoding);
    if (!bytes) {
      bytes = compress[encoding](body);
      made.set(encoding, bytes);
    }
    return bytes;
  };
}
