// Route modules are grouped by audience: routes/public (server-rendered, for search engines and
// visitors), routes/portal (signed-in students and parents), routes/admin (the back-office).
import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

export default [
  layout('routes/public/layout.tsx', [
    index('routes/public/home.tsx'),
    route('sign-in', 'routes/public/sign-in.tsx'),
    route('*', 'routes/public/not-found.tsx'),
  ]),
  // The back-office: rendered in the browser only, behind sign-in (routes/admin/layout.tsx).
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/home.tsx'),
    route('students', 'routes/admin/students.tsx'),
    route('students/:studentId', 'routes/admin/students-details.tsx'),
    route('products', 'routes/admin/products.tsx'),
    route('users', 'routes/admin/users.tsx'),
    route('audit-log', 'routes/admin/audit-log.tsx'),
    route('*', 'routes/admin/not-found.tsx'),
  ]),
] satisfies RouteConfig;
