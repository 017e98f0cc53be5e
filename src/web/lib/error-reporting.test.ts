// @vitest-environment happy-dom
import * as Sentry from '@sentry/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import packageJson from '../../../package.json';

vi.mock('@sentry/react', () => ({
  init: vi.fn(),
  addIntegration: vi.fn(),
  setUser: vi.fn(),
  captureException: vi.fn(),
  browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
  replayIntegration: vi.fn(() => ({ name: 'Replay' })),
}));

type InitOptions = Parameters<typeof Sentry.init>[0] & {
  beforeSend: (event: unknown, hint: unknown) => unknown;
};

afterEach(() => {
  vi.clearAllMocks();
  vi.resetModules();
});

describe('error reporting', () => {
  it('stays off without a DSN: the SDK is never imported', async () => {
    const { startErrorReporting, isErrorReportingOn } = await import('./error-reporting.ts');
    expect(startErrorReporting({ sentryDsn: null })).toBeNull();
    expect(isErrorReportingOn()).toBe(false);
    expect(Sentry.init).not.toHaveBeenCalled();
  });

  it('starts the SDK with the SPEC settings when a DSN is configured', async () => {
    const { startErrorReporting, isErrorReportingOn } = await import('./error-reporting.ts');
    await startErrorReporting({ sentryDsn: 'https://public@errors.school.test/42' });
    expect(isErrorReportingOn()).toBe(true);
    expect(Sentry.init).toHaveBeenCalledTimes(1);
    const options = vi.mocked(Sentry.init).mock.calls[0]![0] as InitOptions;
    expect(options).toMatchObject({
      dsn: 'https://public@errors.school.test/42',
      release: packageJson.version,
      tunnel: '/monitoring',
      tracesSampleRate: 1,
      replaysOnErrorSampleRate: 1,
      replaysSessionSampleRate: 0.1,
    });
    expect(options.ignoreErrors).toContain('ChunkLoadError');
    // Replay is not part of start-up...
    expect(options.integrations).toEqual([{ name: 'BrowserTracing' }]);
    // ...it is added once the browser is idle.
    await vi.waitFor(() => expect(Sentry.addIntegration).toHaveBeenCalledWith({ name: 'Replay' }), {
      timeout: 5000,
    });
  });

  it('drops events whose messages match the beforeSend rules and keeps the rest', async () => {
    const { startErrorReporting } = await import('./error-reporting.ts');
    await startErrorReporting({ sentryDsn: 'https://public@errors.school.test/42' });
    const { beforeSend } = vi.mocked(Sentry.init).mock.calls[0]![0] as InitOptions;
    const event = (value: string) => ({ exception: { values: [{ type: 'TypeError', value }] } });
    expect(beforeSend(event('Failed to fetch'), {})).toBeNull();
    expect(
      beforeSend({ message: 'x' }, { originalException: new Error('Load failed') }),
    ).toBeNull();
    const kept = event("Cannot read properties of null (reading 'id')");
    expect(beforeSend(kept, {})).toBe(kept);
  });

  it('loads the SDK only after start-up, and then reports the uncaught errors from before', async () => {
    const { startErrorReporting, isErrorReportingOn } = await import('./error-reporting.ts');
    const started = startErrorReporting({ sentryDsn: 'https://public@errors.school.test/42' });
    const early = new Error("Cannot read properties of undefined (reading 'lessons')");
    window.dispatchEvent(new ErrorEvent('error', { error: early, message: early.message }));
    const rejected = new Error('Lesson query failed');
    const rejection = new Event('unhandledrejection') as Event & { reason: unknown };
    rejection.reason = rejected;
    window.dispatchEvent(rejection);
    // The page is starting: the SDK is not loaded yet, so nothing could have been sent.
    expect(isErrorReportingOn()).toBe(false);
    expect(Sentry.init).not.toHaveBeenCalled();

    await started;
    expect(isErrorReportingOn()).toBe(true);
    expect(vi.mocked(Sentry.captureException).mock.calls).toEqual([
      [early, { mechanism: { type: 'onerror', handled: false } }],
      [rejected, { mechanism: { type: 'onunhandledrejection', handled: false } }],
    ]);
    // Sent after init, so the SDK's settings (beforeSend, ignoreErrors) apply to them.
    expect(vi.mocked(Sentry.init).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(Sentry.captureException).mock.invocationCallOrder[0]!,
    );
    // Later errors are the SDK's own handlers' business: none is kept or sent twice.
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('later'), message: 'later' }));
    expect(Sentry.captureException).toHaveBeenCalledTimes(2);
  });

  it('attaches the user known before start-up, and clears it', async () => {
    const { startErrorReporting, setErrorReportingUser } = await import('./error-reporting.ts');
    setErrorReportingUser('staff-1');
    expect(Sentry.setUser).not.toHaveBeenCalled();
    await startErrorReporting({ sentryDsn: 'https://public@errors.school.test/42' });
    expect(Sentry.setUser).toHaveBeenLastCalledWith({ id: 'staff-1' });
    setErrorReportingUser(null);
    expect(Sentry.setUser).toHaveBeenLastCalledWith(null);
  });
});
