// Product analytics (SPEC §2, §7): a page view on every change of path or query string, the
// signed-in user identified by id. The adapter (posthog-analytics.ts) speaks PostHog's browser
// snippet protocol and loads PostHog's script only from the configured ANALYTICS_HOST (a
// self-hosted PostHog or a reverse proxy in front of PostHog Cloud); no other host is contacted.
// It is imported once the page is usable (whenIdle), never with a page's first load; page views
// and the identity wait for it. Without a key and host, one console warning and nothing is loaded
// or sent.
import { whenIdle } from './when-idle.ts';

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

/** Page views kept while the adapter loads; a page that navigates more than this keeps the last. */
export const MAX_PENDING_PAGE_VIEWS = 50;

/**
 * The app's analytics. The adapter is imported when `later` runs (once the page is usable); page
 * views until then are kept and sent in order when it starts. The identity is remembered and
 * applied when the adapter starts, so the order of the shell's start-up and the first user answer
 * does not matter. "No user" resets the adapter once, which also clears an identity PostHog kept
 * from an earlier visit (a shared office computer), and again only after a user was identified.
 */
export function createAnalyticsFacade(later: (run: () => void) => void = whenIdle) {
  let adapter: Analytics | null = null;
  let starting: Promise<void> | null = null;
  let pendingPageViews: string[] = [];
  // undefined: not known yet; null: nobody signed in.
  let identity: string | null | undefined;
  const apply = () => {
    if (!adapter || identity === undefined) return;
    if (identity === null) adapter.reset();
    else adapter.identify(identity);
  };
  return {
    /** Resolves when the adapter runs (or at once when analytics are off). */
    start(settings: AnalyticsSettings, win: Window = window): Promise<void> {
      if (starting) return starting;
      const key = settings.analyticsKey;
      const host = settings.analyticsHost ? analyticsBaseUrl(settings.analyticsHost) : null;
      if (!key || !host) {
        console.warn(ANALYTICS_DISABLED_WARNING);
        adapter = { pageView: () => {}, identify: () => {}, reset: () => {} };
        pendingPageViews = [];
        starting = Promise.resolve();
        return starting;
      }
      starting = new Promise<void>((resolve) => later(resolve))
        .then(() => import('./posthog-analytics.ts'))
        .then(({ createPostHogAnalytics }) => {
          const started = createPostHogAnalytics(key, host, win);
          adapter = started;
          apply();
          for (const url of pendingPageViews.splice(0)) started.pageView(url);
        });
      return starting;
    },
    pageView(url: string): void {
      if (adapter) {
        adapter.pageView(url);
        return;
      }
      pendingPageViews.push(url);
      if (pendingPageViews.length > MAX_PENDING_PAGE_VIEWS) pendingPageViews.shift();
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
