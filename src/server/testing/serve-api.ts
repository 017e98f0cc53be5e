// A server process for multi-process tests: the API, auth and workers without the web build
// (with it when started with `--web`, as the load benchmark does). Configured by the environment
// like main.ts; shuts down gracefully on SIGTERM.
import { loadConfig } from '../config.ts';
import { startServer } from '../main.ts';
import { closeOnSignals, runMain } from '../process-lifecycle.ts';

runMain(async () => {
  const running = await startServer(loadConfig(), { web: process.argv.includes('--web') });
  closeOnSignals({ log: running.platform.log, close: () => running.close() }, 'test server');
});
