import { CouponsPage } from '../../features/coupons/coupons-page.tsx';
import type { Route } from './+types/coupons';

export const meta: Route.MetaFunction = () => [
  { title: 'Coupons | RoadReady back-office' },
  { name: 'robots', content: 'noindex' },
];

// Every staff role reads coupons (backOffice.read), so no AreaGuard; the screen offers writing
// per scope (coupons.write and the role that owns the scope).
export default function CouponsRoute() {
  return <CouponsPage />;
}
