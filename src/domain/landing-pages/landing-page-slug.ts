// Addresses of location landing pages and metros (SPEC §3; docs/landing-pages.md):
//   /{state}/driving-lessons/{slug}  one landing page
//   /{state}/metro/{slug}            one metro, listing its published landing pages
// The state is the lower-case two-letter code; a slug is unique within its state.

/** Lower-case letters and digits in words joined by single hyphens, at most 80 characters. */
export function isLandingSlug(value: string): boolean {
  return value.length <= 80 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);
}

/** A slug proposal from a name: "San Francisco, CA" → "san-francisco-ca". */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

export function landingPagePath(state: string, slug: string): string {
  return `/${state.toLowerCase()}/driving-lessons/${slug}`;
}

export function metroPath(state: string, slug: string): string {
  return `/${state.toLowerCase()}/metro/${slug}`;
}
