import { FragmentsPage } from '../../features/pricing/fragments-page.tsx';
import type { Route } from './+types/price-scheme-fragments';

export const meta: Route.MetaFunction = () => [
  { title: 'Price scheme fragments | RoadReady back-office' },
  { name: 'robots', content: 'noindex' },
];

// Every staff role may read prices (backOffice.read), so no AreaGuard; writing needs
// pricing.write, which the screen checks for its buttons.
export default function PriceSchemeFragmentsRoute() {
  return <FragmentsPage />;
}
