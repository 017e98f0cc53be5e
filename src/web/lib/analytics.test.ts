// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  analyticsBaseUrl,
  ANALYTICS_DISABLED_WARNING,
  createAnalyticsFacade,
  createPageViewTracker,
} from './analytics.ts';
import { createPostHogAnalytics } from './posthog-analytics.ts';

type StubWindow = Window & { posthog?: unknown[] & { _i: unknown[][] } };

function freshWindow(): StubWindow {
  // happy-dom gives each test file one window; clear what earlier tests left behind.
  const win: StubWindow = window;
  delete win.posthog;
  for (const script of document.querySelectorAll('script')) script.remove();
  return win;
}

afterEach(() => {
  vi.restoreAllMocks();
});

/** Runs the deferred start at once (the app waits until the browser is idle). */
const now = (run: () => void) => run();

describe('createPageViewTracker', () => {
  const origin = 'https://school.test';

  it('sends a page view for each new path or query string, with the full URL', () => {
    const pageView = vi.fn();
    const track = createPageViewTracker({ pageView });
    track({ origin, pathname: '/admin', search: '' });
    track({ origin, pathname: '/admin/audit-log', search: '' });
    track({ origin, pathname: '/admin/audit-log', search: '?collection=Users' });
    expect(pageView.mock.calls).toEqual([
      ['https://school.test/admin'],
      ['https://school.test/admin/audit-log'],
      ['https://school.test/admin/audit-log?collection=Users'],
    ]);
  });

  it('sends nothing when neither changed (re-renders, effects run twice, hash links)', () => {
    const pageView = vi.fn();
    const track = createPageViewTracker({ pageView });
    track({ origin, pathname: '/courses', search: '?state=wa' });
    track({ origin, pathname: '/courses', search: '?state=wa' });
    expect(pageView).toHaveBeenCalledTimes(1);
    track({ origin, pathname: '/courses', search: '?state=tx' });
    track({ origin, pathname: '/courses', search: '?state=wa' });
    expect(pageView).toHaveBeenCalledTimes(3);
  });
});

describe('analyticsBaseUrl', () => {
  it('keeps scheme, host and path, without a trailing slash', () => {
    expect(analyticsBaseUrl('https://ph.school.test/')).toBe('https://ph.school.test');
    expect(analyticsBaseUrl('https://school.test/ingest/')).toBe('https://school.test/ingest');
  });

  it('refuses anything that is not an http(s) URL', () => {
    expect(analyticsBaseUrl('javascript:alert(1)')).toBeNull();
    expect(analyticsBaseUrl('not a url')).toBeNull();
  });
});

describe('createPostHogAnalytics', () => {
  it("loads PostHog's script from the configured host only, and queues calls until it runs", () => {
    const win = freshWindow();
    const analytics = createPostHogAnalytics('phc_key', 'https://ph.school.test', win);
    const scripts = [...document.querySelectorAll('script')];
    expect(scripts.map((script) => script.getAttribute('src'))).toEqual([
      'https://ph.school.test/static/array.js',
    ]);
    expect(win.posthog?._i).toEqual([
      [
        'phc_key',
        expect.objectContaining({ api_host: 'https://ph.school.test', capture_pageview: false }),
        undefined,
      ],
    ]);

    analytics.pageView('https://school.test/admin');
    analytics.identify('user-1');
    analytics.reset();
    expect([...(win.posthog ?? [])]).toEqual([
      ['capture', '$pageview', { $current_url: 'https://school.test/admin' }],
      ['identify', 'user-1'],
      ['reset'],
    ]);
  });

  it('calls the real client once the script has replaced the stub', () => {
    const win = freshWindow();
    const analytics = createPostHogAnalytics('phc_key', 'https://ph.school.test', win);
    const real = { capture: vi.fn(), identify: vi.fn(), reset: vi.fn() };
    (win as unknown as { posthog: unknown }).posthog = real;
    analytics.pageView('https://school.test/');
    analytics.identify('user-2');
    expect(real.capture).toHaveBeenCalledWith('$pageview', {
      $current_url: 'https://school.test/',
    });
    expect(real.identify).toHaveBeenCalledWith('user-2');
  });
});

describe('the analytics facade', () => {
  it('without a key or host: one warning, no script, nothing sent', () => {
    const win = freshWindow();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const facade = createAnalyticsFacade(now);
    void facade.start({ analyticsKey: null, analyticsHost: 'https://ph.school.test' }, win);
    void facade.start({ analyticsKey: null, analyticsHost: null }, win);
    facade.pageView('https://school.test/');
    facade.identify('user-1');
    expect(warn.mock.calls).toEqual([[ANALYTICS_DISABLED_WARNING]]);
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(win.posthog).toBeUndefined();

    const noHost = createAnalyticsFacade(now);
    void noHost.start({ analyticsKey: 'phc_key', analyticsHost: null }, win);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(win.posthog).toBeUndefined();
  });

  it('identifies a user known before start-up once the adapter runs, and resets on sign-out', async () => {
    const win = freshWindow();
    const facade = createAnalyticsFacade(now);
    facade.identify('user-1');
    await facade.start({ analyticsKey: 'phc_key', analyticsHost: 'https://ph.school.test' }, win);
    facade.identify('user-1');
    facade.reset();
    facade.reset();
    expect([...(win.posthog ?? [])]).toEqual([['identify', 'user-1'], ['reset']]);
  });

  it('resets once when the first answer is "nobody signed in", to drop an earlier identity', async () => {
    const adapterCalls: string[] = [];
    const win = freshWindow();
    const facade = createAnalyticsFacade(now);
    await facade.start({ analyticsKey: 'phc_key', analyticsHost: 'https://ph.school.test' }, win);
    facade.reset();
    facade.reset();
    for (const call of win.posthog ?? []) adapterCalls.push(String((call as unknown[])[0]));
    expect(adapterCalls).toEqual(['reset']);
  });

  it('loads the client only once the page is usable, and then sends the page views kept until then', async () => {
    const win = freshWindow();
    let usable: () => void = () => {};
    const facade = createAnalyticsFacade((run) => {
      usable = run;
    });
    facade.pageView('https://school.test/portal');
    const started = facade.start(
      { analyticsKey: 'phc_key', analyticsHost: 'https://ph.school.test' },
      win,
    );
    facade.identify('user-1');
    facade.pageView('https://school.test/portal/courses');
    // Nothing loaded or sent while the page starts.
    expect(win.posthog).toBeUndefined();
    expect(document.querySelectorAll('script')).toHaveLength(0);

    usable();
    await started;
    expect(document.querySelectorAll('script')).toHaveLength(1);
    facade.pageView('https://school.test/portal/balance');
    expect([...(win.posthog ?? [])]).toEqual([
      ['identify', 'user-1'],
      ['capture', '$pageview', { $current_url: 'https://school.test/portal' }],
      ['capture', '$pageview', { $current_url: 'https://school.test/portal/courses' }],
      ['capture', '$pageview', { $current_url: 'https://school.test/portal/balance' }],
    ]);
  });
});
