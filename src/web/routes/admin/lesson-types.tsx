import { LessonTypesPage } from '../../features/lesson-types/lesson-types-page.tsx';
import type { Route } from './+types/lesson-types';

export const meta: Route.MetaFunction = () => [
  { title: 'Lesson types | RoadReady back-office' },
  { name: 'robots', content: 'noindex' },
];

// Every staff role reads lesson types (backOffice.read); changing them needs lessonTypes.write
// (Admin), which the screen checks for its buttons.
export default function LessonTypesRoute() {
  return <LessonTypesPage />;
}
