// Product analytics (SPEC §2, §7): a page view on every change of path or query string, the
// signed-in user identified by id. The adapter speaks PostHog's browser snippet protocol and
// loads PostHog's script only from the configured ANALYTICS_HOST (a self-hosted PostHog or a
// reverse proxy in front of PostHog Cloud); no other host is contacted. Without a key and host,
// one console warning and nothing is loaded or sent.

export interface Analytics {
  pageView(url: string): void;
  identify(userId: string): void;
  reset(): void;
}

export interface AnalyticsSettings {
  analyticsKey: string | null;
  analyticsHost: string | null;
}

export const ANALYTICS_DISABLED_WARNING =
  'Analytics are off: no ANALYTICS_KEY and ANALYTICS_HOST are configured.';

/** What PostHog's array.js expects to find on window before it loads (its snippet's stub). */
interface PostHogStub extends Array<unknown[]> {
  __SV?: number;
  _i: unknown[][];
  people: unknown[];
  init(key: string, config: Record<string, unknown>): void;
  [method: string]: unknown;
}

type PostHogWindow = Window & { posthog?: Record<string, (...args: unknown[]) => void> };

const STUB_METHODS = ['capture', 'identify', 'reset', 'register', 'unregister', 'set_config'];

/** `https://ph.example.com/` → `https://ph.example.com`; null when not an http(s) URL. */
export function analyticsBaseUrl(host: string): string | null {
  try {
    const url = new URL(host);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return null;
  }
}

/** Installs the snippet's stub and loads `<host>/static/array.js`, which replays the queued calls. */
export function createPostHogAnalytics(key: string, host: string, win: Window = window): Analytics {
  const target = win as PostHogWindow;
  if (!target.posthog) {
    const stub = [] as unknown as PostHogStub;
    stub._i = [];
    stub.people = [];
    for (const method of STUB_METHODS) {
      stub[method] = (...args: unknown[]) => stub.push([method, ...args]);
    }
    stub.init = (initKey, config) => {
      stub._i.push([initKey, config, undefined]);
    };
    stub.__SV = 1;
    target.posthog = stub as unknown as PostHogWindow['posthog'];
    stub.init(key, {
      api_host: host,
      // Page views are sent by this app on each route change (the app navigates without reloads).
      capture_pageview: false,
      person_profiles: 'identified_only',
      // Session replays come from error reporting; surveys would load more code.
      disable_session_recording: true,
      disable_surveys: true,
    });
    const script = win.document.createElement('script');
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.src = `${host}/static/array.js`;
    win.document.head.appendChild(script);
  }
  // Always the current window.posthog: the stub until array.js replaces it with the real client.
  const call = (method: string, ...args: unknown[]) => target.posthog?.[method]?.(...args);
  return {
    pageView: (url) => call('capture', '$pageview', { $current_url: url }),
    identify: (userId) => call('identify', userId),
    reset: () => call('reset'),
  };
}

/** Sends a page view only when the path or query string changed (not for hash changes or re-renders). */
export function createPageViewTracker(target: Pick<Analytics, 'pageView'>) {
  let last: string | null = null;
  return (location: { origin: string; pathname: string; search: string }) => {
    const page = `${location.pathname}${location.search}`;
    if (page === last) return;
    last = page;
    target.pageView(`${location.origin}${page}`);
  };
}

/**
 * The app's analytics. The identity is remembered and applied when the adapter starts, so the
 * order of the shell's start-up and the first user answer does not matter. "No user" resets the
 * adapter once, which also clears an identity PostHog kept from an earlier visit (a shared
 * office computer), and again only after a user was identified.
 */
export function createAnalyticsFacade() {
  let adapter: Analytics | null = null;
  // undefined: not known yet; null: nobody signed in.
  let identity: string | null | undefined;
  const apply = () => {
    if (!adapter || identity === undefined) return;
    if (identity === null) adapter.reset();
    else adapter.identify(identity);
  };
  return {
    start(settings: AnalyticsSettings, win: Window = window): void {
      if (adapter) return;
      const host = settings.analyticsHost ? analyticsBaseUrl(settings.analyticsHost) : null;
      if (!settings.analyticsKey || !host) {
        console.warn(ANALYTICS_DISABLED_WARNING);
        adapter = { pageView: () => {}, identify: () => {}, reset: () => {} };
        return;
      }
      adapter = createPostHogAnalytics(settings.analyticsKey, host, win);
      apply();
    },
    pageView(url: string): void {
      adapter?.pageView(url);
    },
    identify(userId: string): void {
      if (identity === userId) return;
      identity = userId;
      apply();
    },
    reset(): void {
      if (identity === null) return;
      identity = null;
      apply();
    },
  };
}

/** The one analytics instance of the page. */
export const analytics = createAnalyticsFacade();
