import { SlotSearchPage } from '../../features/slot-search/slot-search-page.tsx';
import type { Route } from './+types/slot-search';

export const meta: Route.MetaFunction = () => [
  { title: 'Find a time | RoadReady back-office' },
  { name: 'robots', content: 'noindex' },
];

// The search is public; every staff member may open the screen (backOffice.read).
export default function SlotSearchRoute() {
  return <SlotSearchPage />;
}
