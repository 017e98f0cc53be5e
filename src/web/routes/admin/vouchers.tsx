import { AreaGuard } from '../../features/admin-shell/area-guard.tsx';
import { VouchersPage } from '../../features/vouchers/vouchers-page.tsx';
import type { Route } from './+types/vouchers';

export const meta: Route.MetaFunction = () => [
  { title: 'Vouchers | RoadReady back-office' },
  { name: 'robots', content: 'noindex' },
];

export default function VouchersRoute() {
  return (
    <AreaGuard permission="vouchers.read">
      <VouchersPage />
    </AreaGuard>
  );
}
