import { DispatchBoardPage } from '../../features/dispatch/dispatch-board-page.tsx';
import type { Route } from './+types/dispatch';

export const meta: Route.MetaFunction = () => [
  { title: 'Dispatch board | RoadReady back-office' },
  { name: 'robots', content: 'noindex' },
];

// Staff with availability.read; an Instructor sees only their own column.
export default function DispatchRoute() {
  return <DispatchBoardPage />;
}
