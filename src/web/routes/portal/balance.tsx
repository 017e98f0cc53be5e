import { BalancePage } from '../../features/portal/balance-page.tsx';
import type { Route } from './+types/balance';

export const meta: Route.MetaFunction = () => [
  { title: 'Balance & receipts | RoadReady student portal' },
  { name: 'robots', content: 'noindex' },
];

export default function PortalBalanceRoute() {
  return <BalancePage />;
}
