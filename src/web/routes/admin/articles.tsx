import { ArticlesAdminPage } from '../../features/licensing-guides-admin/articles-admin-page.tsx';
import type { Route } from './+types/articles';

export const meta: Route.MetaFunction = () => [
  { title: 'Articles | RoadReady back-office' },
  { name: 'robots', content: 'noindex' },
];

// Every staff role reads the articles (licensingGuides.read); editing needs licensingGuides.write
// (ClassroomManager, Admin), which the screen checks for its buttons.
export default function ArticlesRoute() {
  return <ArticlesAdminPage />;
}
