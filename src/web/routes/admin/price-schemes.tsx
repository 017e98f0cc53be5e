import { AreaGuard } from '../../features/admin-shell/area-guard.tsx';
import { PriceSchemesPage } from '../../features/pricing/price-schemes-page.tsx';
import type { Route } from './+types/price-schemes';

export const meta: Route.MetaFunction = () => [
  { title: 'Price schemes | RoadReady back-office' },
  { name: 'robots', content: 'noindex' },
];

// Reading prices needs pricing.read (no Instructors: no money); writing needs pricing.write,
// which the screen checks for its buttons.
export default function PriceSchemesRoute() {
  return (
    <AreaGuard permission="pricing.read">
      <PriceSchemesPage />
    </AreaGuard>
  );
}
