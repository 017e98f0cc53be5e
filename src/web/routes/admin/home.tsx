import { AdminHomeScreen } from '../../features/admin-shell/admin-home.tsx';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = () => [
  { title: 'Back-office | RoadReady' },
  { name: 'robots', content: 'noindex' },
];

export default function AdminHomeRoute() {
  return <AdminHomeScreen />;
}
