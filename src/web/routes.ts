// Route modules are grouped by audience: routes/public (server-rendered, for search engines and
// visitors), routes/portal (signed-in students and parents), routes/admin (the back-office).
import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

export default [
  layout('routes/public/layout.tsx', [
    index('routes/public/home.tsx'),
    route('sign-in', 'routes/public/sign-in.tsx'),
    route('*', 'routes/public/not-found.tsx'),
  ]),
  // The student portal: rendered in the browser only, behind sign-in (routes/portal/layout.tsx).
  route('portal', 'routes/portal/layout.tsx', [
    index('routes/portal/lessons.tsx'),
    route('*', 'routes/portal/not-found.tsx'),
  ]),
  // The back-office: rendered in the browser only, behind sign-in (routes/admin/layout.tsx).
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/home.tsx'),
    route('students', 'routes/admin/students.tsx'),
    route('students/:studentId', 'routes/admin/students-details.tsx'),
    route('products', 'routes/admin/products.tsx'),
    route('price-schemes', 'routes/admin/price-schemes.tsx'),
    route('price-scheme-fragments', 'routes/admin/price-scheme-fragments.tsx'),
    route('quote', 'routes/admin/quote.tsx'),
    route('coupons', 'routes/admin/coupons.tsx'),
    route('vouchers', 'routes/admin/vouchers.tsx'),
    route('instructors', 'routes/admin/instructors.tsx'),
    route('instructors/:instructorId', 'routes/admin/instructors-details.tsx'),
    route('instructor-reference', 'routes/admin/instructor-reference.tsx'),
    route('vehicles', 'routes/admin/vehicles.tsx'),
    route('calendars', 'routes/admin/calendars.tsx'),
    route('lesson-types', 'routes/admin/lesson-types.tsx'),
    route('certificates', 'routes/admin/certificates.tsx'),
    route('instructors/:instructorId/schedule', 'routes/admin/instructor-schedule.tsx'),
    route('slot-search', 'routes/admin/slot-search.tsx'),
    route('my-lessons', 'routes/admin/my-lessons.tsx'),
    route('my-lessons/:lessonId', 'routes/admin/my-lesson.tsx'),
    route('coverage', 'routes/admin/coverage.tsx'),
    route('cancellation-logs', 'routes/admin/cancellation-logs.tsx'),
    route('users', 'routes/admin/users.tsx'),
    route('regions', 'routes/admin/regions.tsx'),
    route('super-regions', 'routes/admin/super-regions.tsx'),
    route('parking-hubs', 'routes/admin/parking-hubs.tsx'),
    route('state-configs', 'routes/admin/state-configs.tsx'),
    route('meeting-points', 'routes/admin/meeting-points.tsx'),
    route('audit-log', 'routes/admin/audit-log.tsx'),
    route('api-telemetry', 'routes/admin/api-telemetry.tsx'),
    route('feature-flags', 'routes/admin/feature-flags.tsx'),
    route('jobs', 'routes/admin/jobs.tsx'),
    route('outbox', 'routes/admin/outbox.tsx'),
    route('sync', 'routes/admin/sync.tsx'),
    route('sync/checks/:syncCheckId', 'routes/admin/sync-check.tsx'),
    route('sync/conflicts/:syncConflictId', 'routes/admin/sync-conflict.tsx'),
    route('*', 'routes/admin/not-found.tsx'),
  ]),
] satisfies RouteConfig;
