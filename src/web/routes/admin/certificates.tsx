import { AreaGuard } from '../../features/admin-shell/area-guard.tsx';
import { CertificatesPage } from '../../features/certificates/certificates-page.tsx';
import type { Route } from './+types/certificates';

export const meta: Route.MetaFunction = () => [
  { title: 'Certificates | RoadReady back-office' },
  { name: 'robots', content: 'noindex' },
];

// Staff who read certificates (certificates.read); the screen checks the write permissions for
// its buttons.
export default function CertificatesRoute() {
  return (
    <AreaGuard permission="certificates.read">
      <CertificatesPage />
    </AreaGuard>
  );
}
