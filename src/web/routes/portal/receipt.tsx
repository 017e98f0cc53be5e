import { ReceiptPage } from '../../features/portal/receipt-page.tsx';
import type { Route } from './+types/receipt';

export const meta: Route.MetaFunction = () => [
  { title: 'Receipt | RoadReady student portal' },
  { name: 'robots', content: 'noindex' },
];

export default function PortalReceiptRoute({ params }: Route.ComponentProps) {
  return <ReceiptPage paymentId={params.paymentId} />;
}
