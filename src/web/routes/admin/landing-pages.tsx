import { LandingPagesAdminPage } from '../../features/landing-pages-admin/landing-pages-admin-page.tsx';
import type { Route } from './+types/landing-pages';

export const meta: Route.MetaFunction = () => [
  { title: 'Landing pages | RoadReady back-office' },
  { name: 'robots', content: 'noindex' },
];

// Every staff role reads places (backOffice.read), so no AreaGuard; the screen shows its write
// buttons only to the roles that may use them.
export default function LandingPagesRoute() {
  return <LandingPagesAdminPage />;
}
