// Any path no other route claims: a 404 inside the public layout, so visitors keep the menus.
import { data } from 'react-router';
import { NOT_FOUND_META } from '../../features/site/page-meta.ts';
import { PageNotFound } from '../../features/site/page-not-found.tsx';
import type { Route } from './+types/not-found';

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => NOT_FOUND_META;

export default PageNotFound;
