import { describe, expect, it } from 'vitest';
import { landingFaq } from './landing-faq.ts';

const facts = {
  name: 'Austin',
  stateName: 'Texas',
  fromPriceCents: 8950,
  meetingPointLabels: ['Zilker Park', 'Mueller'],
  instructorCount: 2,
  bookingPhone: '(555) 010-2000',
};

describe('landingFaq', () => {
  it('answers price, place, instructors and booking from the page data', () => {
    const faq = landingFaq(facts);
    expect(faq.map((entry) => entry.question)).toEqual([
      'How much do driving lessons cost in Austin?',
      'Where do lessons in Austin start?',
      'Who teaches driving lessons in Austin?',
      'How do I book a driving lesson in Austin?',
    ]);
    expect(faq[0]!.answer).toContain('$89.5');
    expect(faq[1]!.answer).toContain('Zilker Park; Mueller');
    expect(faq[2]!.answer).toContain('2 licensed instructors teach');
    expect(faq[3]!.answer).toContain('(555) 010-2000');
    expect(faq[3]!.answer).toMatch(/^Book online: follow "Book online" on this page/);
  });

  it('leaves out the questions the page has no data for', () => {
    const faq = landingFaq({
      ...facts,
      fromPriceCents: null,
      meetingPointLabels: [],
      instructorCount: 0,
    });
    expect(faq).toHaveLength(1);
    // Nothing priced: nothing to sell online, so the page does not promise it.
    expect(faq[0]!.answer).not.toContain('online');
    expect(faq[0]!.answer).toContain('Call us at (555) 010-2000');
    expect(landingFaq({ ...facts, instructorCount: 1 })[2]!.answer).toContain('One licensed');
    expect(landingFaq({ ...facts, fromPriceCents: 12000 })[0]!.answer).toContain('start at $120.');
  });
});
