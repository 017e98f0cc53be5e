import { FamilyPage } from '../../features/portal/family-page.tsx';
import type { Route } from './+types/family';

export const meta: Route.MetaFunction = () => [
  { title: 'My family | RoadReady student portal' },
  { name: 'robots', content: 'noindex' },
];

export default function PortalFamilyRoute() {
  return <FamilyPage />;
}
