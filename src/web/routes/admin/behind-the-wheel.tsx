import { BtwReportPage } from '../../features/behind-the-wheel/btw-report-page.tsx';
import type { Route } from './+types/behind-the-wheel';

export const meta: Route.MetaFunction = () => [
  { title: 'Behind-the-wheel report | RoadReady back-office' },
  { name: 'robots', content: 'noindex' },
];

// The report needs `behindTheWheel.report` (the drawer entry checks it).
export default function BehindTheWheelRoute() {
  return <BtwReportPage />;
}
