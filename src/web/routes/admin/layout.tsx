// Layout of every /admin address. The back-office renders only in the browser: the server sends
// the loading state (HydrateFallback), then the client finds out who is signed in and shows the
// frame, the sign-in redirect or the staff-only page (AdminGate).
import { Outlet } from 'react-router';
import { AdminGate } from '../../features/admin-shell/admin-gate.tsx';
import { AdminLoading } from '../../features/admin-shell/admin-loading.tsx';
import { AppProviders } from '../../lib/app-providers.tsx';
import type { Route } from './+types/layout';

export const meta: Route.MetaFunction = () => [
  { title: 'Back-office | RoadReady' },
  { name: 'robots', content: 'noindex' },
];

// A client loader without a server loader makes React Router render HydrateFallback on the server
// and the route itself only in the browser.
export function clientLoader() {
  return null;
}

export function HydrateFallback() {
  return <AdminLoading />;
}

export default function AdminLayout() {
  return (
    <AppProviders>
      <AdminGate>
        <Outlet />
      </AdminGate>
    </AppProviders>
  );
}
