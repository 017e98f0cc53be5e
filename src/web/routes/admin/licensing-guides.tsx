import { LicensingGuidesAdminPage } from '../../features/licensing-guides-admin/licensing-guides-admin-page.tsx';
import type { Route } from './+types/licensing-guides';

export const meta: Route.MetaFunction = () => [
  { title: 'Licensing guides | RoadReady back-office' },
  { name: 'robots', content: 'noindex' },
];

// Every staff role reads the guides (licensingGuides.read); editing needs licensingGuides.write
// (ClassroomManager, Admin), which the screen checks for its Save button.
export default function LicensingGuidesRoute() {
  return <LicensingGuidesAdminPage />;
}
