import { VehiclesPage } from '../../features/vehicles/vehicles-page.tsx';
import type { Route } from './+types/vehicles';

export const meta: Route.MetaFunction = () => [
  { title: 'Vehicles | RoadReady back-office' },
  { name: 'robots', content: 'noindex' },
];

// Every staff role may read vehicles (backOffice.read); writing needs vehicles.write, which the
// screen checks for its buttons.
export default function VehiclesRoute() {
  return <VehiclesPage />;
}
