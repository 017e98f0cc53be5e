import { AreaGuard } from '../../features/admin-shell/area-guard.tsx';
import { MyLessonPage } from '../../features/my-lessons/my-lesson-page.tsx';
import type { Route } from './+types/my-lesson';

export const meta: Route.MetaFunction = () => [
  { title: 'Lesson | RoadReady back-office' },
  { name: 'robots', content: 'noindex' },
];

export default function MyLessonRoute({ params }: Route.ComponentProps) {
  return (
    <AreaGuard permission="myLessons.read">
      <MyLessonPage key={params.lessonId} lessonId={params.lessonId} />
    </AreaGuard>
  );
}
