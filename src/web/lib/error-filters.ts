// Which browser errors are not worth a report (SPEC §8). Two lists, both pure data:
// - DROPPED_ERROR_MESSAGES: checked in beforeSend against every message of the event; a match
//   drops the whole event. These are failures of other people's scripts or of the network that
//   the school cannot fix.
// - IGNORED_ERRORS: Sentry's `ignoreErrors` (a string matches anywhere in the message, a regular
//   expression is tested), for aborted requests, flaky networks, stale chunks after a deploy,
//   browser noise and extensions.
// The client logger uses the same rules for uncaught errors when no DSN is configured.

export const DROPPED_ERROR_MESSAGES: readonly RegExp[] = [
  // Tag-manager script failures (blocked or failed loads of Google Tag Manager / gtag).
  /googletagmanager\.com|\bgtm\.js\b|\bgtag\/js\b/i,
  /failed to fetch/i,
  /no credential returned/i,
  /\bload failed\b/i,
  /unexpected token '<'/i,
  // The identity provider's SDK when the device is offline.
  /auth\/network-request-failed/i,
];

export const IGNORED_ERRORS: readonly (string | RegExp)[] = [
  // Aborted or cancelled requests: navigation away, closed tabs, superseded queries.
  'AbortError',
  /\b(the )?(operation|request|user) (was )?abort(ed)?\b/i,
  /^(Error: )?(TypeError: )?cancell?ed$/i,
  /\brequest (was )?cancell?ed\b/i,
  // Fetch failures and network errors.
  /failed to fetch/i,
  /\bfetch failed\b/i,
  /NetworkError when attempting to fetch resource/i,
  /\bnetwork ?error\b/i,
  /network request failed/i,
  /the network connection was lost/i,
  /the internet connection appears to be offline/i,
  /\bload failed\b/i,
  // Chunk-load errors: a tab still running the previous deploy asks for files that are gone.
  'ChunkLoadError',
  /loading (css )?chunk [\w-]+ failed/i,
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  // An unknown error with nothing to act on.
  /^(Error: )?(an )?unknown error( occurred)?\.?$/i,
  // ResizeObserver noise: harmless, reported by some browsers on every layout loop.
  /ResizeObserver loop (limit exceeded|completed with undelivered notifications)/i,
  // An expired or revoked sign-in token; the session handling signs the user out.
  /sign-in ID token is not valid/i,
  // Promise rejections with a bare "Timeout" (third-party scripts racing a timer).
  /Non-Error promise rejection captured with (value|keys): Timeout/i,
  /^Timeout( \(\w\))?$/,
  // Browser extensions and ad scripts.
  /(chrome|moz|safari(-web)?|ms-browser)-extension:\/\//i,
  'top.GLOBALS',
  'originalCreateNotification',
  'canvas.contentDocument',
  'MyApp_RemoveAllHighlights',
  'atomicFindClose',
  'fb_xd_fixed',
  'bmi_SafeAddOnload',
  'EBCallBackMessageReceived',
  'conduitPage',
  '__gCrWeb',
  '_avast_submit',
  'ibFindAllVideos',
  'instantSearchSDKJSBridgeClearHighlight',
  "Can't find variable: ZiteReader",
  'jigsaw is not defined',
  'ComboSearch is not defined',
  /adsbygoogle/i,
  /googletag\b/i,
  /Non-Error promise rejection captured with value: Object Not Found Matching Id/i,
];

/** Script URLs of browser extensions: errors thrown from them are not ours (Sentry `denyUrls`). */
export const DENIED_SCRIPT_URLS: readonly RegExp[] = [
  /^(chrome|moz|safari(-web)?|ms-browser)-extension:\/\//i,
  /^chrome:\/\//i,
  /extensions\//i,
];

const matches = (message: string, pattern: string | RegExp) =>
  typeof pattern === 'string' ? message.includes(pattern) : pattern.test(message);

/** The beforeSend rule: true when any of the event's messages matches a dropped message. */
export function shouldDropError(messages: readonly (string | undefined)[]): boolean {
  return messages.some(
    (message) => !!message && DROPPED_ERROR_MESSAGES.some((pattern) => matches(message, pattern)),
  );
}

/** Sentry's ignoreErrors semantics, for the client logger and for tests. */
export function isIgnoredError(message: string): boolean {
  return IGNORED_ERRORS.some((pattern) => matches(message, pattern));
}

interface EventLike {
  message?: string | undefined;
  exception?: { values?: { type?: string | undefined; value?: string | undefined }[] | undefined };
}

/** Every message an error event carries, in the forms the rules above are written against. */
export function eventMessages(event: EventLike, originalException?: unknown): string[] {
  const messages: string[] = [];
  if (event.message) messages.push(event.message);
  for (const value of event.exception?.values ?? []) {
    if (value.value) messages.push(value.value);
    if (value.type && value.value) messages.push(`${value.type}: ${value.value}`);
  }
  if (originalException instanceof Error) messages.push(originalException.message);
  else if (typeof originalException === 'string') messages.push(originalException);
  return messages;
}
