// The Sentry browser SDK, loaded by error-reporting.ts only when a DSN is configured, so pages
// without one never download it. Settings from SPEC §8: every trace sampled, a replay for every
// error and for 10% of sessions; the replay code loads after start-up, when the browser is idle.
import { addIntegration, browserTracingIntegration, init, setUser } from '@sentry/react';
import { version } from '../../../package.json';
import {
  DENIED_SCRIPT_URLS,
  eventMessages,
  IGNORED_ERRORS,
  shouldDropError,
} from './error-filters.ts';

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

export function setSentryUser(userId: string | null): void {
  setUser(userId ? { id: userId } : null);
}

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 1000);
}
