import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, type RouterContextProvider, ServerRouter } from 'react-router';

// Re-exported so the hosting server sets the very context objects the routes read.
export { clientAddressContext, siteContentContext } from './context.ts';

const abortAfterMs = 10_000;

/** Renders the whole document before answering: pages are small, and crawlers and caches want it complete. */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  return new Promise<Response>((resolve, reject) => {
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // Every part in place, in the order it shows: React otherwise sends a large Suspense boundary's content after
      // the page, with a script that moves it into place, which neither Preact's hydration nor the policy allows.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const body = new PassThrough();
        headers.set('Content-Type', 'text/html; charset=utf-8');
        resolve(new Response(createReadableStreamFromReadable(body), { headers, status: failed ? 500 : status }));
        pipe(body);
      },
      onShellError: reject,
      onError(error) {
        failed = true;
        console.error(error);
      },
    });
    setTimeout(abort, abortAfterMs + 1000);
  });
}
