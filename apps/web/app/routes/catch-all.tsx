import { data } from 'react-router';
import { notFoundMeta } from '../meta.ts';
import type { Route } from './+types/catch-all';
import { NotFound } from './not-found.tsx';

/** Any path no other route matches: the 404 page, with the 404 status. */
export function loader() {
  return data(null, { status: 404 });
}

/** Whatever the method: a form posted to an address that does not exist finds nothing there either (not a 405). */
export const action = loader;

export default NotFound;

export const meta: Route.MetaFunction = ({ matches }) => notFoundMeta(matches);
