import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src/web',
  buildDirectory: 'build',
  // Public pages render on the server; the Express process serves build/server/index.js.
  ssr: true,
} satisfies Config;
