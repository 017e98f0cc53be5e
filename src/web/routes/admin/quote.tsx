import { AreaGuard } from '../../features/admin-shell/area-guard.tsx';
import { QuotePage } from '../../features/pricing/quote-page.tsx';
import type { Route } from './+types/quote';

export const meta: Route.MetaFunction = () => [
  { title: 'Quote | RoadReady back-office' },
  { name: 'robots', content: 'noindex' },
];

// The quote query is public (the booking form prices with it), but the screen lists products
// and breaks prices down: it is for staff who read prices (pricing.read), not Instructors.
export default function QuoteRoute() {
  return (
    <AreaGuard permission="pricing.read">
      <QuotePage />
    </AreaGuard>
  );
}
