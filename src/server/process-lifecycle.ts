// How the entry points (server, worker, test fixtures) run as processes: a configuration error
// prints its message and exits 1; SIGTERM/SIGINT close gracefully; a second signal exits at once
// (running jobs are then retried by another process later).
import { ConfigError } from './config.ts';
import type { Logger } from './logger.ts';

export interface Closable {
  log: Logger;
  close(): Promise<void>;
}

export function closeOnSignals(target: Closable, label: string): void {
  let signals = 0;
  const shutdown = (signal: string) => {
    signals += 1;
    if (signals > 1) process.exit(1);
    target.log.info({ signal }, `${label} shutting down`);
    target
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

/** Runs an entry point's start-up; configuration errors end the process with their message. */
export function runMain(start: () => Promise<void>): void {
  start().catch((error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
}
