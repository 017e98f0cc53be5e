// sitemap.xml and robots.txt of the public site (sitemaps.org protocol 0.9). Pure text builders:
// the routes gather the paths, these make the documents.

/** Escapes the five characters XML reserves (a query string's & above all). */
function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** A sitemap of the given paths, each made absolute against `origin`, without duplicates. */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = [...new Set(paths.map((path) => new URL(path, origin).href))];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}

/** Crawlers may read the public site, not the back-office, the portal or the API. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /portal',
    'Disallow: /api/',
    'Disallow: /sign-in',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}
