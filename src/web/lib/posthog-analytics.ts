// PostHog's browser snippet, imported by the analytics facade (analytics.ts) once the page is
// usable: it installs the snippet's stub and loads PostHog's script from the configured host only.
import type { Analytics } from './analytics.ts';

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
