import { ProductsPage } from '../../features/products/products-page.tsx';
import type { Route } from './+types/products';

export const meta: Route.MetaFunction = () => [
  { title: 'Products | RoadReady back-office' },
  { name: 'robots', content: 'noindex' },
];

// Every staff role may read products (backOffice.read), so no AreaGuard; writing needs
// products.write, which the screen checks for its buttons.
export default function ProductsRoute() {
  return <ProductsPage />;
}
