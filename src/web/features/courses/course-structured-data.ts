// schema.org Course data for search engines: the course, its school, its price, and one course
// instance per offering (online, or on site at a classroom).
import { stateName } from '../site/public-states.ts';

interface StructuredCourse {
  name: string;
  summary: string;
  state: string;
  priceCents: number;
  offerings: readonly { format: string; location: string }[];
}

export function courseStructuredData(course: StructuredCourse, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.name,
    description: course.summary,
    url,
    provider: { '@type': 'DrivingSchool', name: 'RoadReady', url: new URL('/', url).href },
    offers: {
      '@type': 'Offer',
      category: 'Paid',
      price: (course.priceCents / 100).toFixed(2),
      priceCurrency: 'USD',
      areaServed: stateName(course.state),
    },
    hasCourseInstance: course.offerings.map((offering) =>
      offering.format === 'online'
        ? { '@type': 'CourseInstance', courseMode: 'online' }
        : {
            '@type': 'CourseInstance',
            courseMode: 'onsite',
            location: `${offering.location}, ${stateName(course.state)}`,
          },
    ),
  };
}
