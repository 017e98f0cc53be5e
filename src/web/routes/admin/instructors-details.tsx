import { useParams } from 'react-router';
import { InstructorDetailsPage } from '../../features/instructors/instructor-details-page.tsx';
import type { Route } from './+types/instructors-details';

export const meta: Route.MetaFunction = () => [
  { title: 'Instructor | RoadReady back-office' },
  { name: 'robots', content: 'noindex' },
];

export default function InstructorDetailsRoute() {
  const { instructorId } = useParams();
  return <InstructorDetailsPage key={instructorId} instructorId={instructorId ?? ''} />;
}
