// @vitest-environment happy-dom
import * as Sentry from '@sentry/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import packageJson from '../../../package.json';

vi.mock('@sentry/react', () => ({
  init: vi.fn(),
  addIntegration: vi.fn(),
  setUser: vi.fn(),
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
