// Layout of every /portal address (the student portal). Like the back-office it renders only in
// the browser: the server sends the loading state (HydrateFallback), then the client finds out
// who is signed in and shows the frame or the sign-in redirect (PortalGate).
import { Outlet } from 'react-router';
import { PortalGate } from '../../features/portal/portal-gate.tsx';
import { PortalLoading } from '../../features/portal/portal-loading.tsx';
import { AppProviders } from '../../lib/app-providers.tsx';
import type { Route } from './+types/layout';

export const meta: Route.MetaFunction = () => [
  { title: 'Student portal | RoadReady' },
  { name: 'robots', content: 'noindex' },
];

// A client loader without a server loader makes React Router render HydrateFallback on the server
// and the route itself only in the browser.
export function clientLoader() {
  return null;
}

export function HydrateFallback() {
  return <PortalLoading />;
}

export default function PortalLayout() {
  return (
    <AppProviders>
      <PortalGate>
        <Outlet />
      </PortalGate>
    </AppProviders>
  );
}
