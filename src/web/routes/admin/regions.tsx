import { RegionsPage } from '../../features/regions/regions-page.tsx';
import type { Route } from './+types/regions';

export const meta: Route.MetaFunction = () => [
  { title: 'Regions | RoadReady back-office' },
  { name: 'robots', content: 'noindex' },
];

// Every staff role reads places (backOffice.read), so no AreaGuard; the screen shows its write
// buttons only to the roles that may use them.
export default function RegionsRoute() {
  return <RegionsPage />;
}
