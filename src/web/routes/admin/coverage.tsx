import { CoveragePage } from '../../features/coverage/coverage-page.tsx';
import type { Route } from './+types/coverage';

export const meta: Route.MetaFunction = () => [
  { title: 'Coverage map | RoadReady back-office' },
  { name: 'robots', content: 'noindex' },
];

// Every staff role reads the coverage map (backOffice.read).
export default function CoverageRoute() {
  return <CoveragePage />;
}
