import { InstructorSchedulePage } from '../../features/availability/instructor-schedule-page.tsx';
import type { Route } from './+types/instructor-schedule';

export const meta: Route.MetaFunction = () => [
  { title: 'Instructor calendar | RoadReady back-office' },
  { name: 'robots', content: 'noindex' },
];

// The server decides whose calendar the viewer may read and change (availability.read/write).
export default function InstructorScheduleRoute({ params }: Route.ComponentProps) {
  return <InstructorSchedulePage key={params.instructorId} instructorId={params.instructorId} />;
}
