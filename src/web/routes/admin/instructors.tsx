import { InstructorsPage } from '../../features/instructors/instructors-page.tsx';
import type { Route } from './+types/instructors';

export const meta: Route.MetaFunction = () => [
  { title: 'Instructors | RoadReady back-office' },
  { name: 'robots', content: 'noindex' },
];

// Every staff role reads instructors (backOffice.read); private info and pay are filtered by the
// server per role, and the screen shows the add button to roles with instructors.write.
export default function InstructorsRoute() {
  return <InstructorsPage />;
}
