// Where a guide step or an article may link (SPEC §2): a page of this site (a path starting with a
// single "/"), an official site over https, or a telephone number as a tel: link whose number is
// digits with an optional leading plus (src/domain/phone-link.ts makes such links).

export type GuideLinkKind = 'internal' | 'external' | 'phone';

/** The kind of an acceptable link, or null when the link is not one we publish. */
export function guideLinkKind(link: string): GuideLinkKind | null {
  if (link !== link.trim() || link === '') return null;
  // "//host" is protocol-relative, i.e. another site: not an internal path.
  if (link.startsWith('/') && !link.startsWith('//')) {
    return /^\/[A-Za-z0-9\-._~/?=&%#]*$/.test(link) ? 'internal' : null;
  }
  if (/^tel:\+?\d{3,15}$/.test(link)) return 'phone';
  try {
    const url = new URL(link);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username
      ? 'external'
      : null;
  } catch {
    return null;
  }
}

export function isGuideLink(link: string): boolean {
  return guideLinkKind(link) !== null;
}
