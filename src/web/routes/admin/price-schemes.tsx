import { PriceSchemesPage } from '../../features/pricing/price-schemes-page.tsx';
import type { Route } from './+types/price-schemes';

export const meta: Route.MetaFunction = () => [
  { title: 'Price schemes | RoadReady back-office' },
  { name: 'robots', content: 'noindex' },
];

// Every staff role may read prices (backOffice.read), so no AreaGuard; writing needs
// pricing.write, which the screen checks for its buttons.
export default function PriceSchemesRoute() {
  return <PriceSchemesPage />;
}
