import { MeetingPointsPage } from '../../features/state-configs/meeting-points-page.tsx';
import type { Route } from './+types/meeting-points';

export const meta: Route.MetaFunction = () => [
  { title: 'Meeting points | RoadReady back-office' },
  { name: 'robots', content: 'noindex' },
];

// Every staff role reads places (backOffice.read), so no AreaGuard; the screen shows its write
// buttons only to the roles that may use them.
export default function MeetingPointsRoute() {
  return <MeetingPointsPage />;
}
