// The Sentry browser SDK, loaded by error-reporting.ts only when a DSN is configured, so pages
// without one never download it, and only once the page is usable, so it is never part of a
// page's first load. Settings from SPEC §8: every trace sampled, a replay for every error and for
// 10% of sessions; the replay code loads later still, when the browser is next idle.
import {
  addIntegration,
  browserTracingIntegration,
  captureException,
  init,
  setUser,
} from '@sentry/react';
import { version } from '../../../package.json';
import {
  DENIED_SCRIPT_URLS,
  eventMessages,
  IGNORED_ERRORS,
  shouldDropError,
} from './error-filters.ts';
import { whenIdle } from './when-idle.ts';

/** Same-origin path the server forwards to the DSN's host (src/server/http/monitoring-tunnel.ts). */
export const MONITORING_TUNNEL = '/monitoring';

export function startSentry(dsn: string): void {
  init({
    dsn,
    release: version,
    environment: import.meta.env.MODE,
    tunnel: MONITORING_TUNNEL,
    integrations: [browserTracingIntegration()],
    tracesSampleRate: 1,
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1,
    ignoreErrors: [...IGNORED_ERRORS],
    denyUrls: [...DENIED_SCRIPT_URLS],
    beforeSend: (event, hint) =>
      shouldDropError(eventMessages(event, hint.originalException)) ? null : event,
  });
  whenIdle(() => {
    void import('./sentry-replay.ts').then(({ createReplayIntegration }) =>
      addIntegration(createReplayIntegration()),
    );
  });
}

/** An uncaught error or unhandled rejection of the page from before the SDK started. */
export interface EarlyError {
  error: unknown;
  kind: 'onerror' | 'onunhandledrejection';
}

/** Sends the page's uncaught errors from before start-up, as the SDK's own handlers would have. */
export function reportEarlyErrors(errors: readonly EarlyError[]): void {
  for (const { error, kind } of errors) {
    captureException(error, { mechanism: { type: kind, handled: false } });
  }
}

export function setSentryUser(userId: string | null): void {
  setUser(userId ? { id: userId } : null);
}
