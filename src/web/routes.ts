// Route modules are grouped by audience: routes/public (server-rendered, for search engines and
// visitors), routes/portal (signed-in students and parents), routes/admin (the back-office).
import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

export default [
  layout('routes/public/layout.tsx', [
    index('routes/public/home.tsx'),
    route('*', 'routes/public/not-found.tsx'),
  ]),
] satisfies RouteConfig;
