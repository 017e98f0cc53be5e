import { describe, expect, it } from 'vitest';
import { guideProblems, type GuideStepInput } from './guide-validation.ts';

const step = (overrides: Partial<GuideStepInput> = {}): GuideStepInput => ({
  id: 'online-course',
  title: 'Take the course',
  description: '',
  link: '/tx/course/drivers-ed',
  linkText: 'See the course',
  ...overrides,
});

describe('guide validation', () => {
  it('accepts a well-formed guide', () => {
    expect(
      guideProblems({
        label: 'Texas teens',
        steps: [step(), step({ id: 'road-test', link: 'tel:+18005550100', linkText: 'Call' })],
      }),
    ).toEqual([]);
  });

  it('accepts a step without a link', () => {
    expect(guideProblems({ label: 'x', steps: [step({ link: '', linkText: '' })] })).toEqual([]);
  });

  it('names each problem by its field path', () => {
    expect(
      guideProblems({
        label: '  ',
        steps: [
          step(),
          step({ id: 'online-course', title: ' ' }),
          step({ id: 'flying-lessons', link: 'http://example.com', linkText: '' }),
          step({ id: 'road-test', link: '', linkText: 'Orphan text' }),
        ],
      }),
    ).toEqual([
      { path: 'label', message: 'is required' },
      { path: 'steps.1.id', message: 'is already used by another step of this guide' },
      { path: 'steps.1.title', message: 'is required' },
      { path: 'steps.2.id', message: 'is not a licensing step id' },
      {
        path: 'steps.2.link',
        message: 'must be a path of this site ("/…"), an https address or a tel: link',
      },
      { path: 'steps.2.linkText', message: 'is required with a link' },
      { path: 'steps.3.link', message: 'is required when the link has a text' },
    ]);
  });

  it('needs at least one step and limits lengths', () => {
    expect(guideProblems({ label: 'x'.repeat(121), steps: [] })).toEqual([
      { path: 'label', message: 'at most 120 characters' },
      { path: 'steps', message: 'needs at least one step' },
    ]);
  });
});
