import { CalendarsPage } from '../../features/availability/calendars-page.tsx';
import type { Route } from './+types/calendars';

export const meta: Route.MetaFunction = () => [
  { title: 'Calendars | RoadReady back-office' },
  { name: 'robots', content: 'noindex' },
];

// Staff with availability.read pick an instructor; an Instructor sees only themself.
export default function CalendarsRoute() {
  return <CalendarsPage />;
}
