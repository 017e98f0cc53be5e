// Error reporting (SPEC §8): on only when a Sentry DSN is configured. The SDK is imported
// dynamically once the page is usable (whenIdle), so pages of a school without a DSN never
// download it and no page waits for it. Uncaught errors and unhandled rejections from before it
// runs are kept (the first MAX_EARLY_ERRORS) and sent once it does. The user's id is attached
// when known and cleared when not, whichever comes first: the SDK or the answer about the user.
import type * as Sentry from './sentry.ts';
import type { EarlyError } from './sentry.ts';
import { whenIdle } from './when-idle.ts';

export interface ErrorReportingSettings {
  sentryDsn: string | null;
}

type SentryModule = typeof Sentry;

/** How many of the page's errors from before the SDK runs are kept for it; later ones are not. */
export const MAX_EARLY_ERRORS = 20;

let sentry: SentryModule | null = null;
let starting: Promise<void> | null = null;
// undefined: not known yet.
let userId: string | null | undefined;
const earlyErrors: EarlyError[] = [];

export function startErrorReporting(settings: ErrorReportingSettings): Promise<void> | null {
  const dsn = settings.sentryDsn;
  if (!dsn) return null;
  if (!starting) {
    const stopKeeping = keepEarlyErrors();
    starting = new Promise<void>((resolve) => whenIdle(resolve))
      .then(() => import('./sentry.ts'))
      .then((module) => {
        // The SDK's own handlers take over in init, synchronously: no error falls in between.
        stopKeeping();
        module.startSentry(dsn);
        sentry = module;
        if (userId !== undefined) module.setSentryUser(userId);
        module.reportEarlyErrors(earlyErrors.splice(0));
      })
      .finally(stopKeeping);
  }
  return starting;
}

/** True once the SDK runs; until then (and without a DSN) uncaught errors go to the client log. */
export function isErrorReportingOn(): boolean {
  return sentry !== null;
}

export function setErrorReportingUser(id: string | null): void {
  userId = id;
  sentry?.setSentryUser(id);
}

function keepEarlyErrors(): () => void {
  const keep = (early: EarlyError) => {
    if (earlyErrors.length < MAX_EARLY_ERRORS) earlyErrors.push(early);
  };
  // A script error without an Error object (another origin's script) has only its message.
  const onError = (event: ErrorEvent) =>
    keep({ error: (event.error as unknown) ?? event.message, kind: 'onerror' });
  const onRejection = (event: PromiseRejectionEvent) =>
    keep({ error: event.reason as unknown, kind: 'onunhandledrejection' });
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
