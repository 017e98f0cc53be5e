import { WaitlistPage } from '../../features/waitlist/waitlist-page.tsx';
import type { Route } from './+types/waitlist';

export const meta: Route.MetaFunction = () => [
  { title: 'Waiting list | RoadReady back-office' },
  { name: 'robots', content: 'noindex' },
];

// Staff with waitlist.read; taking an entry off needs waitlist.manage.
export default function WaitlistRoute() {
  return <WaitlistPage />;
}
