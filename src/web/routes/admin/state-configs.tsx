import { StateConfigsPage } from '../../features/state-configs/state-configs-page.tsx';
import type { Route } from './+types/state-configs';

export const meta: Route.MetaFunction = () => [
  { title: 'State configs | RoadReady back-office' },
  { name: 'robots', content: 'noindex' },
];

// Every staff role reads places (backOffice.read), so no AreaGuard; the screen shows its write
// buttons only to the roles that may use them.
export default function StateConfigsRoute() {
  return <StateConfigsPage />;
}
