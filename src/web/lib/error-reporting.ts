// Error reporting (SPEC §8): on only when a Sentry DSN is configured. The SDK is imported
// dynamically, so pages of a school without a DSN do not download it. The user's id is attached
// when known and cleared when not, whichever comes first: the SDK or the answer about the user.
import type * as Sentry from './sentry.ts';

export interface ErrorReportingSettings {
  sentryDsn: string | null;
}

type SentryModule = typeof Sentry;

let sentry: SentryModule | null = null;
let starting: Promise<void> | null = null;
// undefined: not known yet.
let userId: string | null | undefined;

export function startErrorReporting(settings: ErrorReportingSettings): Promise<void> | null {
  const dsn = settings.sentryDsn;
  if (!dsn) return null;
  starting ??= import('./sentry.ts').then((module) => {
    module.startSentry(dsn);
    sentry = module;
    if (userId !== undefined) module.setSentryUser(userId);
  });
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
