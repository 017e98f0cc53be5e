// The shipped texts obey the rules staff edits obey, cover every guide, and say SPEC §5's rules.
import { describe, expect, it } from 'vitest';
import { bookingLink } from '../../../../domain/booking/lesson-product-types.ts';
import {
  articleLinks,
  unpublishableLinks,
} from '../../../../domain/licensing-guides/article-body.ts';
import { guideProblems } from '../../../../domain/licensing-guides/guide-validation.ts';
import { allGuideKeys } from '../../../../domain/licensing-guides/guide-vocabulary.ts';
import { shippedContent } from './index.ts';

const content = shippedContent({ bookingPhone: '(855) 762-3732' });
const guideText = (state: string) =>
  Object.values(content.find((entry) => entry.state === state)!.guides)
    .flatMap((guide) => guide.steps.map((step) => `${step.title} ${step.description}`))
    .join(' ');

/** SPEC §2's internal link targets (with the article pages), and booking with a lesson chosen. */
const INTERNAL = new Set([
  ...content.map((entry) => bookingLink('standard', { state: entry.state })),
  ...['ca', 'co', 'il', 'in', 'mo', 'nv', 'tx'].map((state) => `/${state}/course/drivers-ed`),
  '/tx/course/parent-taught',
  '/tx/course/adult-drivers-ed',
  '/courses?state=wa',
  '/courses?state=il',
  '/book',
  '/dmv-practice-test',
]);

describe('shipped licensing content', () => {
  it('has a valid guide for every state and audience', () => {
    const keys = content.flatMap((entry) =>
      Object.keys(entry.guides).map((audience) => `${entry.state}/${audience}`),
    );
    expect(keys.sort()).toEqual(
      allGuideKeys()
        .map((k) => `${k.state}/${k.audience}`)
        .sort(),
    );
    for (const entry of content) {
      for (const guide of Object.values(entry.guides)) expect(guideProblems(guide)).toEqual([]);
    }
  });

  it('links only to known pages of the site, https sites and the phone', () => {
    const links = content.flatMap((entry) => [
      ...Object.values(entry.guides).flatMap((guide) => guide.steps.map((step) => step.link)),
      ...articleLinks(entry.article.body),
    ]);
    for (const link of links.filter((l) => l.startsWith('/'))) expect(INTERNAL).toContain(link);
    expect(links).toContain('tel:8557623732');
    for (const entry of content) expect(unpublishableLinks(entry.article.body)).toEqual([]);
  });

  it('links each driving-lessons step to booking a lesson in its own state', () => {
    for (const entry of content) {
      for (const guide of Object.values(entry.guides)) {
        for (const step of guide.steps.filter((s) => s.id === 'driving-lessons'))
          expect(step.link).toBe(`/book?product=standard&state=${entry.state.toUpperCase()}`);
      }
    }
  });

  it('states the rules of SPEC §5 in the right states', () => {
    expect(guideText('co')).toMatch(/16½.*6 hours of driving lessons/);
    expect(guideText('il')).toContain('8 hours of private');
    expect(guideText('il')).toContain('50 hours');
    expect(guideText('il')).toContain('9 months');
    expect(guideText('il')).toMatch(/6-hour adult.*18, 19 or 20/);
    expect(guideText('nv')).toContain('6 months');
    expect(guideText('pa')).toMatch(/65 hours.*10 at night and 5 in bad weather.*6 months/);
    expect(guideText('pa')).toContain('At 16');
    const tx = guideText('tx');
    for (const rule of [
      '32-hour',
      '6-hour adult',
      '44 hours of parent-led',
      '14 hours of professional',
      '7 hours driving and 7 hours observing',
      '30 practice hours',
    ]) {
      expect(tx).toContain(rule);
    }
    const wa = guideText('wa');
    for (const rule of [
      '34 hours of classroom',
      '5 hours of driving and 1 hour of observation',
      '6 months',
      '50 hours',
      '10 of them at night',
      'At 16 or older',
    ]) {
      expect(wa).toContain(rule);
    }
  });

  it('gives each article a few hundred words', () => {
    for (const entry of content) {
      const words = entry.article.body.split(/\s+/).length;
      expect(words, entry.state).toBeGreaterThan(250);
    }
  });
});
