import { CoursesAdminPage } from '../../features/courses/courses-admin-page.tsx';
import type { Route } from './+types/courses';

export const meta: Route.MetaFunction = () => [
  { title: 'Courses | RoadReady back-office' },
  { name: 'robots', content: 'noindex' },
];

// Every staff role reads courses, drafts included (backOffice.read); adding and changing them
// needs courses.write (ClassroomManager, Admin), which the screen checks for its buttons.
export default function CoursesRoute() {
  return <CoursesAdminPage />;
}
