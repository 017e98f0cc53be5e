import { InstructorReferencePage } from '../../features/instructors/instructor-reference-page.tsx';
import type { Route } from './+types/instructor-reference';

export const meta: Route.MetaFunction = () => [
  { title: 'Instructor reference | RoadReady back-office' },
  { name: 'robots', content: 'noindex' },
];

export default function InstructorReferenceRoute() {
  return <InstructorReferencePage />;
}
