// Started once by the hydrated document shell (root.tsx): analytics with a page view on every
// change of path or query string (SPEC §2), error reporting when a DSN is configured (SPEC §8)
// and the client log's uploads (SPEC §7). Pages served without JavaScript run none of it. The
// analytics client and the error-reporting SDK are imported once the page is usable, not with
// its first load; page views and uncaught errors from before then are kept and sent after.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { analytics, createPageViewTracker } from './analytics.ts';
import { clientLogger } from './client-logger.ts';
import { isIgnoredError, shouldDropError } from './error-filters.ts';
import { isErrorReportingOn, startErrorReporting } from './error-reporting.ts';
import type { ShellSettings } from './public-settings.ts';

export function ShellServices({ settings }: { settings: ShellSettings }) {
  const location = useLocation();
  const [trackPageView] = useState(() => createPageViewTracker(analytics));

  // Declared before the page-view effect: React runs a component's effects in order.
  useEffect(() => {
    void analytics.start(settings).catch((error: unknown) => {
      console.warn('Analytics could not start.', error);
    });
    void startErrorReporting(settings)?.catch((error: unknown) => {
      console.warn('Error reporting could not start.', error);
    });
    const stopUploads = clientLogger.start();
    const stopErrorLog = logUncaughtErrors();
    return () => {
      stopUploads();
      stopErrorLog();
    };
    // The settings come from the root loader, which never revalidates; starting is idempotent.
  }, [settings]);

  useEffect(() => {
    trackPageView({
      origin: window.location.origin,
      pathname: location.pathname,
      search: location.search,
    });
  }, [trackPageView, location.pathname, location.search]);

  return null;
}

/** Without error reporting, uncaught errors still reach the server's log (same filters). */
function logUncaughtErrors(): () => void {
  const report = (message: string, logMessage: string, data: unknown) => {
    if (isErrorReportingOn() || shouldDropError([message]) || isIgnoredError(message)) return;
    clientLogger.log('error', logMessage, data);
  };
  const onError = (event: ErrorEvent) => {
    const error = event.error as unknown;
    // event.message reads "Uncaught Error: …" in Chromium; the error's own message is cleaner.
    const message = error instanceof Error ? error.message : event.message;
    report(message, message, {
      error,
      source: event.filename,
      line: event.lineno,
      url: window.location.href,
    });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason = event.reason as unknown;
    const message = reason instanceof Error ? reason.message : String(reason);
    report(message, `Unhandled rejection: ${message}`, {
      error: reason,
      url: window.location.href,
    });
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
