import { isRouteErrorResponse, Outlet } from 'react-router';
import type { Route } from './+types/pages';
import { NotFound } from './not-found.tsx';

/**
 * Every page sits under this layout so that a page's errors stop here, below the root: React Router then still runs
 * the root's loader, and the error page keeps the header, the footer and the words of the visitor's language. (A
 * refused action, such as a POST to a page that takes none, skips every loader from its error boundary down: with the
 * root as that boundary the page had no words and showed their keys.)
 */
export default function Pages() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status >= 500) console.error(error);
  return <NotFound />;
}
