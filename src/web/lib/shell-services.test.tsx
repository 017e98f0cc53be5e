// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { analytics, ANALYTICS_DISABLED_WARNING } from './analytics.ts';
import { clientLogger } from './client-logger.ts';
import * as errorReporting from './error-reporting.ts';
import { ShellServices } from './shell-services.tsx';

const NO_SERVICES = { analyticsKey: null, analyticsHost: null, sentryDsn: null, mapTileUrl: null };

function renderShell(initial: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <ShellServices settings={NO_SERVICES} />
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: <p>home</p> },
          { path: 'courses', element: <p>courses</p> },
        ],
      },
    ],
    { initialEntries: [initial] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ShellServices', () => {
  it('sends a page view on every change of path or query string, and only then', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const pageView = vi.spyOn(analytics, 'pageView');
    const router = renderShell('/');
    await act(() => router.navigate('/courses?state=wa'));
    await act(() => router.navigate('/courses?state=wa#faq'));
    await act(() => router.navigate('/courses?state=tx'));
    await act(() => router.navigate('/'));
    const origin = window.location.origin;
    expect(pageView.mock.calls).toEqual([
      [`${origin}/`],
      [`${origin}/courses?state=wa`],
      [`${origin}/courses?state=tx`],
      [`${origin}/`],
    ]);
    // No analytics key: the page warned once, however often it navigated.
    expect(warn.mock.calls).toEqual([[ANALYTICS_DISABLED_WARNING]]);
  });

  it('without a DSN, does not load the error-reporting SDK', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const start = vi.spyOn(errorReporting, 'startErrorReporting');
    renderShell('/');
    expect(start).toHaveBeenCalledWith(NO_SERVICES);
    expect(start.mock.results[0]?.value).toBeNull();
    expect(errorReporting.isErrorReportingOn()).toBe(false);
  });

  it('sends uncaught errors to the client log when error reporting is off, except noise', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const log = vi.spyOn(clientLogger, 'log').mockImplementation(() => {});
    renderShell('/');
    window.dispatchEvent(
      new ErrorEvent('error', { message: "Cannot read properties of null (reading 'id')" }),
    );
    window.dispatchEvent(
      new ErrorEvent('error', { message: 'ResizeObserver loop limit exceeded' }),
    );
    window.dispatchEvent(new ErrorEvent('error', { message: 'TypeError: Failed to fetch' }));
    expect(log.mock.calls.map(([severity, message]) => [severity, message])).toEqual([
      ['error', "Cannot read properties of null (reading 'id')"],
    ]);
  });
});
