import { PortalNotFound } from '../../features/portal/portal-not-found.tsx';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = () => [
  { title: 'Page not found | RoadReady student portal' },
  { name: 'robots', content: 'noindex' },
];

export default function PortalNotFoundRoute() {
  return <PortalNotFound />;
}
