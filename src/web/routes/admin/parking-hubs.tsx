import { ParkingHubsPage } from '../../features/regions/parking-hubs-page.tsx';
import type { Route } from './+types/parking-hubs';

export const meta: Route.MetaFunction = () => [
  { title: 'Parking hubs | RoadReady back-office' },
  { name: 'robots', content: 'noindex' },
];

// Every staff role reads places (backOffice.read), so no AreaGuard; the screen shows its write
// buttons only to the roles that may use them.
export default function ParkingHubsRoute() {
  return <ParkingHubsPage />;
}
