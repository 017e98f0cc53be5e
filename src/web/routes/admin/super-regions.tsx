import { SuperRegionsPage } from '../../features/regions/super-regions-page.tsx';
import type { Route } from './+types/super-regions';

export const meta: Route.MetaFunction = () => [
  { title: 'Super regions | RoadReady back-office' },
  { name: 'robots', content: 'noindex' },
];

// Every staff role reads places (backOffice.read), so no AreaGuard; the screen shows its write
// buttons only to the roles that may use them.
export default function SuperRegionsRoute() {
  return <SuperRegionsPage />;
}
