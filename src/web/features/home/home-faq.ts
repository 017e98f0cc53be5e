// The questions the home answers, shown on the page and published as FAQPage data with the same
// words (search engines require the data to mirror what visitors see).
import type { FaqEntry } from '../../../domain/landing-pages/landing-faq.ts';
import { PUBLIC_STATES } from '../site/public-states.ts';

export function homeFaq(bookingPhone: string): FaqEntry[] {
  return [
    {
      question: 'Where does RoadReady teach?',
      answer: `We teach in ${PUBLIC_STATES.length} states: ${PUBLIC_STATES.map((state) => state.name).join(', ')}.`,
    },
    {
      question: 'Do you teach adults as well as teens?',
      answer:
        'Yes. Teens take drivers ed and behind-the-wheel lessons for their first license; adults book lessons at any age, from a first lesson to road test practice.',
    },
    {
      question: 'Can I take drivers ed online?',
      answer:
        'Yes. We offer online drivers ed courses, and classroom courses in some states; the course page of your state tells you how it works there.',
    },
    {
      question: 'How do I book a driving lesson?',
      answer: `Book online: choose the lesson or road test, give your ZIP code or pick a meeting point, and take a free time; you see the price before you pay by card. Or call us at ${bookingPhone}: we find an instructor near you and book your lesson.`,
    },
  ];
}

/** schema.org DrivingSchool of the whole school: name, booking phone and the states served. */
export function schoolStructuredData(url: string, bookingPhone: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'DrivingSchool',
    '@id': `${url}#school`,
    name: 'RoadReady',
    url,
    telephone: bookingPhone,
    areaServed: PUBLIC_STATES.map((state) => ({ '@type': 'State', name: state.name })),
  };
}
