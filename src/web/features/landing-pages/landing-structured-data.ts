// schema.org data of a landing page: a DrivingSchool serving the area (address, offers of its
// lesson prices and coupons) and a FAQPage of the questions the page shows.
import type { FaqEntry } from '../../../domain/landing-pages/landing-faq.ts';
import { stateName } from '../site/public-states.ts';
import type { PublicLandingPage } from './landing-pages.queries.ts';

const amount = (cents: number) => (cents / 100).toFixed(2);

export function landingStructuredData(page: PublicLandingPage, url: string, telephone: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'DrivingSchool',
    '@id': `${url}#school`,
    name: `RoadReady ${page.name}`,
    url,
    telephone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: page.centerAddress,
      addressRegion: page.state,
    },
    areaServed: { '@type': 'City', name: `${page.name}, ${stateName(page.state)}` },
    ...(page.googleMyBusinessUrl ? { sameAs: [page.googleMyBusinessUrl] } : {}),
    ...(page.instructors.length > 0
      ? {
          employee: page.instructors.map((instructor) => ({
            '@type': 'Person',
            name: instructor.name,
            jobTitle: instructor.title || 'Driving instructor',
          })),
        }
      : {}),
    makesOffer: page.prices.map((price) => ({
      '@type': 'Offer',
      name: price.name,
      price: amount(price.priceCents),
      priceCurrency: 'USD',
      areaServed: `${page.name}, ${stateName(page.state)}`,
      ...(price.perMinute
        ? {
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: amount(price.priceCents),
              priceCurrency: 'USD',
              unitText: 'minute',
            },
          }
        : {}),
    })),
  };
}

export function faqStructuredData(entries: readonly FaqEntry[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}
