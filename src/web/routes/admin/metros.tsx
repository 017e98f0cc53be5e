import { MetrosAdminPage } from '../../features/landing-pages-admin/metros-admin-page.tsx';
import type { Route } from './+types/metros';

export const meta: Route.MetaFunction = () => [
  { title: 'Metros | RoadReady back-office' },
  { name: 'robots', content: 'noindex' },
];

// Every staff role reads places (backOffice.read); write buttons only for landingPages.write.
export default function MetrosRoute() {
  return <MetrosAdminPage />;
}
