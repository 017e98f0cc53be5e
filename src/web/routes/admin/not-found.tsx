import { AdminNotFound } from '../../features/admin-shell/admin-not-found.tsx';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = () => [
  { title: 'Page not found | RoadReady back-office' },
  { name: 'robots', content: 'noindex' },
];

export default function AdminNotFoundRoute() {
  return <AdminNotFound />;
}
