import { useOutletContext } from 'react-router';
import { homeFaq, schoolStructuredData } from '../../features/home/home-faq.ts';
import { HomePage } from '../../features/home/home-page.tsx';
import { faqStructuredData } from '../../features/landing-pages/landing-structured-data.ts';
import type { PublicOutletContext } from '../../features/site/public-outlet-context.ts';
import { STATIC_PAGE } from '../../lib/hydration.ts';
import type { Route } from './+types/home';
import { sharedPageHeaders } from '../../lib/shared-cache.ts';
import { publicPageMeta } from '../../features/site/page-meta.ts';

// The home is a plain document: it works without JavaScript and stays far under its budget.
export const handle = STATIC_PAGE;

// The same document for every visitor: the server keeps it for a minute.
export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  // matches[1] is the public layout, whose loader reads the public settings.
  const publicUrl = matches[1]?.loaderData?.publicUrl;
  const bookingPhone = matches[1]?.loaderData?.bookingPhone;
  return [
    ...publicPageMeta({
      title: 'Teen and Adult Driving Lessons, Drivers Ed and Road Tests',
      description:
        'Driving lessons for teens and adults with licensed instructors, online and classroom drivers ed, DMV practice tests and road tests in 11 states.',
      url: publicUrl ? new URL('/', publicUrl).href : null,
    }),
    // The testimonials are three bundled texts, not collected reviews: no aggregateRating
    // (docs/landing-pages.md).
    ...(publicUrl && bookingPhone
      ? [
          { 'script:ld+json': schoolStructuredData(new URL('/', publicUrl).href, bookingPhone) },
          { 'script:ld+json': faqStructuredData(homeFaq(bookingPhone)) },
        ]
      : []),
  ];
};

export default function Home() {
  const { bookingPhone } = useOutletContext<PublicOutletContext>();
  return <HomePage bookingPhone={bookingPhone} />;
}
