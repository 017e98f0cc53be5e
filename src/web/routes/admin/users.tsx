import { AreaGuard } from '../../features/admin-shell/area-guard.tsx';
import { UsersPage } from '../../features/users/users-page.tsx';
import type { Route } from './+types/users';

export const meta: Route.MetaFunction = () => [
  { title: 'Users | RoadReady back-office' },
  { name: 'robots', content: 'noindex' },
];

export default function UsersRoute() {
  return (
    <AreaGuard permission="users.read">
      <UsersPage />
    </AreaGuard>
  );
}
