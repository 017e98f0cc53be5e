// The head of a public page for search engines and link previews (issue 8 "Search engines"): a
// title and description of its own, its canonical address, and the Open Graph tags a shared link
// shows. One place, so no page forgets a tag.
import type { MetaDescriptor } from 'react-router';

const SITE_NAME = 'RoadReady';

export interface PublicPageHead {
  /** The words of the title, without the site's name (added here). */
  title: string;
  description: string;
  /** The page's absolute canonical address; absent when the public address is not known. */
  url?: string | null | undefined;
  /** What a shared link shows as its title; the title by default. */
  shareTitle?: string;
  type?: 'website' | 'article';
}

export function publicPageMeta(head: PublicPageHead): MetaDescriptor[] {
  return [
    { title: `${head.title} | ${SITE_NAME}` },
    { name: 'description', content: head.description },
    ...(head.url
      ? [
          { tagName: 'link', rel: 'canonical', href: head.url },
          { property: 'og:url', content: head.url },
        ]
      : []),
    { property: 'og:type', content: head.type ?? 'website' },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:title', content: head.shareTitle ?? head.title },
    { property: 'og:description', content: head.description },
  ];
}

/** The head of a page that does not exist: a title, and no place in search results. */
export const NOT_FOUND_META: MetaDescriptor[] = [
  { title: `Page not found | ${SITE_NAME}` },
  { name: 'robots', content: 'noindex' },
];
