import type { Viewer } from '../auth/auth.service.ts';
import type { Logger } from '../logger.ts';
import type { Platform } from '../platform.ts';

/** What every resolver receives. Built once per request in handler.ts. */
export interface GraphqlContext {
  platform: Platform;
  /** The signed-in user, or null for a signed-out caller. */
  viewer: Viewer | null;
  requestId: string;
  log: Logger;
}
