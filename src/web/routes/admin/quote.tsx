import { QuotePage } from '../../features/pricing/quote-page.tsx';
import type { Route } from './+types/quote';

export const meta: Route.MetaFunction = () => [
  { title: 'Quote | RoadReady back-office' },
  { name: 'robots', content: 'noindex' },
];

// Every staff role may ask for a quote (the query itself is public), so no AreaGuard.
export default function QuoteRoute() {
  return <QuotePage />;
}
