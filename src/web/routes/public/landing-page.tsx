// /{state}/driving-lessons/{slug}: one published location landing page, rendered on the server
// as a plain document; unknown and unpublished pages are 404 (docs/landing-pages.md).
import { data, useOutletContext } from 'react-router';
import { formatCents } from '../../../domain/currency.ts';
import { landingFaq } from '../../../domain/landing-pages/landing-faq.ts';
import { LandingPageView } from '../../features/landing-pages/landing-page.tsx';
import { LandingPageQuery } from '../../features/landing-pages/landing-pages.queries.ts';
import {
  faqStructuredData,
  landingStructuredData,
} from '../../features/landing-pages/landing-structured-data.ts';
import type { PublicOutletContext } from '../../features/site/public-outlet-context.ts';
import { PageNotFound } from '../../features/site/page-not-found.tsx';
import { stateName } from '../../features/site/public-states.ts';
import { STATIC_PAGE } from '../../lib/hydration.ts';
import { publicDataContext } from '../../lib/public-data.ts';
import { publicSettingsContext } from '../../lib/public-settings.ts';
import { sharedPageHeaders } from '../../lib/shared-cache.ts';
import type { Route } from './+types/landing-page';
import { NOT_FOUND_META, publicPageMeta } from '../../features/site/page-meta.ts';

export const handle = STATIC_PAGE;

export async function loader({ params, context }: Route.LoaderArgs) {
  const { publicLocationLandingPage: page } = await context
    .get(publicDataContext)
    .execute(LandingPageQuery, { state: params.state, slug: params.slug });
  if (!page) return data(null, { status: 404 });
  const { publicUrl, bookingPhone } = context.get(publicSettingsContext);
  // "From" is the cheapest lesson or package: a per-minute price is not a lesson's price.
  const whole = page.prices.filter((price) => !price.perMinute);
  const fromPriceCents = whole.length ? Math.min(...whole.map((price) => price.priceCents)) : null;
  const faq = landingFaq({
    name: page.name,
    stateName: stateName(page.state),
    fromPriceCents,
    meetingPointLabels: page.meetingPoints.map((point) => point.label),
    instructorCount: page.instructors.length,
    bookingPhone,
  });
  return { page, faq, fromPriceCents, bookingPhone, url: new URL(page.path, publicUrl).href };
}

// The same document for every visitor: the server keeps it for a minute.
export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) {
    return NOT_FOUND_META;
  }
  const { page, faq, fromPriceCents, url, bookingPhone } = loaderData;
  const state = stateName(page.state);
  const title = `Driving lessons in ${page.name}, ${state}`;
  const from = fromPriceCents === null ? '' : ` from ${formatCents(fromPriceCents)}`;
  const description = `Behind-the-wheel driving lessons in ${page.name}, ${state}${from}: licensed instructors, ${page.meetingPoints.length > 0 ? 'meeting points near you, ' : ''}booking online or by phone.`;
  return [
    ...publicPageMeta({ title, description, url }),
    { 'script:ld+json': landingStructuredData(page, url, bookingPhone) },
    { 'script:ld+json': faqStructuredData(faq) },
  ];
};

export default function LandingPage({ loaderData }: Route.ComponentProps) {
  const { bookingPhone } = useOutletContext<PublicOutletContext>();
  if (!loaderData) return <PageNotFound />;
  return (
    <LandingPageView page={loaderData.page} faq={loaderData.faq} bookingPhone={bookingPhone} />
  );
}
