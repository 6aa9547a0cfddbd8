import { data, type HeadersFunction } from 'react-router';

/**
 * Preview links (from the back office's Publishing panel): `?preview=<token>` on a post's, event's or project's
 * page shows it as saved, draft or not, until the link expires. The API checks the token; the page only passes it.
 */
export const previewToken = (request: Request) => new URL(request.url).searchParams.get('preview') ?? undefined;

/** A page's data; a preview shows what visitors may not see yet, so it is never kept by the page cache, never indexed. */
export const pageData = <T>(page: T, preview: string | undefined) =>
  data(page, preview === undefined ? undefined : { headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } });

/** The page answers with its loader's headers: a preview's `no-store` reaches the page cache. */
export const loaderHeaders: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
