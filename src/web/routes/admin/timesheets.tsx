import { AreaGuard } from '../../features/admin-shell/area-guard.tsx';
import { TimesheetsPage } from '../../features/timesheets/timesheets-page.tsx';
import type { Route } from './+types/timesheets';

export const meta: Route.MetaFunction = () => [
  { title: 'Timesheets | RoadReady back-office' },
  { name: 'robots', content: 'noindex' },
];

// Admins read every instructor's timesheet (instructors.readPay); an instructor their own.
export default function TimesheetsRoute() {
  return (
    <AreaGuard permission="timesheets.read">
      <TimesheetsPage />
    </AreaGuard>
  );
}
