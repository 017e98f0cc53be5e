import { CancellationLogsPage } from '../../features/lessons/cancellation-logs-page.tsx';
import type { Route } from './+types/cancellation-logs';

export const meta: Route.MetaFunction = () => [
  { title: 'Cancellation logs | RoadReady back-office' },
  { name: 'robots', content: 'noindex' },
];

// Reading the cancel log needs `lessons.cancellationLog` (the drawer entry checks it).
export default function CancellationLogsRoute() {
  return <CancellationLogsPage />;
}
