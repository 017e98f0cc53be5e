// Some public pages are plain documents: links, text and a native <details> menu work without
// JavaScript, so they ship none. React, React Router and MUI together are about 160 kB of gzipped
// JavaScript, more than the public home's budget (scripts/check-bundle-size.ts). A route opts
// out with `export const handle = STATIC_PAGE`; every other page hydrates.

export interface HydrationHandle {
  hydrate?: boolean;
}

export const STATIC_PAGE: HydrationHandle = { hydrate: false };

/** False when a matched route asks to be served without JavaScript. */
export function shouldHydrate(matches: readonly { handle?: unknown }[]): boolean {
  return !matches.some(
    (match) =>
      typeof match.handle === 'object' &&
      match.handle !== null &&
      (match.handle as HydrationHandle).hydrate === false,
  );
}
