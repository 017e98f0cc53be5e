// The services one RoadReady process holds. Built once in main.ts (or worker.ts), handed to the
// HTTP app, the GraphQL context and job handlers. Tests build one with in-memory PGlite.
import type { AuthService } from './auth/auth.service.ts';
import type { Config } from './config.ts';
import type { DbHandle } from './db/client.ts';
import type { EventBus } from './events/event-bus.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { Logger } from './logger.ts';
import type { Outbox } from './mail/outbox.ts';
import type { ApiCallCounter } from './modules/telemetry/api-call-counter.ts';
import type { PageCache } from './web/page-cache.ts';

export interface Platform {
  config: Config;
  log: Logger;
  db: DbHandle;
  auth: AuthService;
  jobs: JobQueue;
  events: EventBus;
  outbox: Outbox;
  /** Counts GraphQL operations in memory and flushes them to api_call_counts. */
  telemetry: ApiCallCounter;
  /** Rendered public pages that may be shared (web/page-cache.ts); clear it when their data changes. */
  pageCache: PageCache;
}
