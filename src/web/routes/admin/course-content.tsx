import { useParams } from 'react-router';
import { CourseContentPage } from '../../features/course-content/course-content-page.tsx';
import type { Route } from './+types/course-content';

export const meta: Route.MetaFunction = () => [
  { title: 'Course content | RoadReady back-office' },
  { name: 'robots', content: 'noindex' },
];

// Every staff role reads course content with quiz answers (backOffice.read); changing it needs
// courses.write (ClassroomManager, Admin), which the screen checks for its buttons.
export default function CourseContentRoute() {
  const { courseId } = useParams();
  return <CourseContentPage key={courseId} courseId={courseId ?? ''} />;
}
