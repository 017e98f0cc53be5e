// A server process for multi-process tests: the API, auth and workers without the web build.
// Configured by the environment like main.ts; shuts down gracefully on SIGTERM.
import { loadConfig } from '../config.ts';
import { startServer } from '../main.ts';

const running = await startServer(loadConfig(), { web: false });
process.on('SIGTERM', () => {
  running
    .close()
    .then(() => process.exit(0))
    .catch(() => process.exit(1));
});
