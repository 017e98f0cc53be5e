// The standard questions a landing page answers, built from the page's own data, so the visible
// FAQ and its FAQPage data say the same thing (docs/landing-pages.md).
import { formatCents } from '../currency.ts';

export interface LandingFaqFacts {
  name: string;
  stateName: string;
  /** Cheapest lesson price in cents, or null when the page's scheme prices no lesson. */
  fromPriceCents: number | null;
  meetingPointLabels: readonly string[];
  instructorCount: number;
  bookingPhone: string;
}

export interface FaqEntry {
  question: string;
  answer: string;
}

export function landingFaq(facts: LandingFaqFacts): FaqEntry[] {
  const entries: FaqEntry[] = [];
  if (facts.fromPriceCents !== null) {
    entries.push({
      question: `How much do driving lessons cost in ${facts.name}?`,
      answer: `Driving lessons in ${facts.name} start at ${formatCents(facts.fromPriceCents)}. The prices of every lesson are listed on this page.`,
    });
  }
  if (facts.meetingPointLabels.length > 0) {
    entries.push({
      question: `Where do lessons in ${facts.name} start?`,
      answer: `Your instructor meets you at one of our meeting points: ${facts.meetingPointLabels.join('; ')}.`,
    });
  }
  if (facts.instructorCount > 0) {
    entries.push({
      question: `Who teaches driving lessons in ${facts.name}?`,
      answer: `${facts.instructorCount === 1 ? 'One licensed instructor teaches' : `${facts.instructorCount} licensed instructors teach`} in ${facts.name}, ${facts.stateName}.`,
    });
  }
  // Every page links to /book with its ZIP code; where its scheme prices no lesson the page has
  // nothing to sell online, so only the phone is offered.
  entries.push({
    question: `How do I book a driving lesson in ${facts.name}?`,
    answer:
      facts.fromPriceCents === null
        ? `Call us at ${facts.bookingPhone} and we book your lesson with an instructor near you.`
        : `Book online: follow "Book online" on this page, give your ZIP code or choose a meeting point, and pick a free time; you see the price before you pay. Or call us at ${facts.bookingPhone} and we book your lesson with an instructor near you.`,
  });
  return entries;
}
