import { PracticeQuestionsPage } from '../../features/practice-questions/practice-questions-page.tsx';
import type { Route } from './+types/practice-questions';

export const meta: Route.MetaFunction = () => [
  { title: 'Practice questions | RoadReady back-office' },
  { name: 'robots', content: 'noindex' },
];

// Every staff role reads the questions (practiceQuestions.read); changing them needs
// practiceQuestions.write (ClassroomManager, Admin), which the screen checks for its buttons.
export default function PracticeQuestionsRoute() {
  return <PracticeQuestionsPage />;
}
