// Public pages that are the same for every visitor say so with the shared-cache directive: the
// server keeps the rendered HTML for that long (src/server/web/page-cache.ts), and so would a CDN.
// Browsers revalidate every time (max-age=0), so a visitor never sees an older page than the server.
// Only for pages without per-visitor content: never one that reads a cookie or is random.

/** How long a shared public page may be served from the cache; staff changes clear it sooner. */
export const SHARED_PAGE_SECONDS = 60;

export function sharedPageHeaders(): HeadersInit {
  return { 'Cache-Control': `public, max-age=0, s-maxage=${SHARED_PAGE_SECONDS}` };
}
