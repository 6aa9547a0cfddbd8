import { apiPathMarker } from '@sahay/contracts';
import type { Route } from './+types/robots';

/** `/robots.txt`: everything public may be indexed; the back office and the API may not. */
export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const body = ['User-agent: *', 'Disallow: /admin', `Disallow: /*${apiPathMarker}`, `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
