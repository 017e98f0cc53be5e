import { AreaGuard } from '../../features/admin-shell/area-guard.tsx';
import { ProductsPage } from '../../features/products/products-page.tsx';
import type { Route } from './+types/products';

export const meta: Route.MetaFunction = () => [
  { title: 'Products | RoadReady back-office' },
  { name: 'robots', content: 'noindex' },
];

// Reading products needs pricing.read (no Instructors: no money); writing needs
// products.write, which the screen checks for its buttons.
export default function ProductsRoute() {
  return (
    <AreaGuard permission="pricing.read">
      <ProductsPage />
    </AreaGuard>
  );
}
