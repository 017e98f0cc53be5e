import { describe, expect, it } from 'vitest';
import { courseFacts, coursePace, courseWhere } from './course-facts.ts';

const texas = {
  audience: 'teen-parent-taught',
  requiredSeconds: 32 * 3600,
  dailyCapSeconds: 2 * 3600,
  minimumDays: 16,
  priceCents: 9500,
  offerings: [{ format: 'online', location: '' }],
};

describe('courseFacts', () => {
  it('states the Texas rule the way families read it', () => {
    expect(courseFacts(texas)).toEqual([
      { label: 'For', value: 'Teens taught by a parent' },
      { label: 'Length', value: '32 hours' },
      { label: 'Pace', value: 'At most 2 hours a day, so at least 16 days' },
      { label: 'Where', value: 'Online, on a phone or computer' },
      { label: 'Price', value: '$95' },
    ]);
  });

  it('says "at your own pace" without a daily cap', () => {
    expect(coursePace({ dailyCapSeconds: null, minimumDays: 1 })).toBe('At your own pace');
  });

  it('lists classroom sites', () => {
    expect(
      courseWhere([
        { format: 'classroom', location: 'Seattle' },
        { format: 'classroom', location: 'Tacoma' },
      ]),
    ).toBe('In a classroom: Seattle; Tacoma');
    expect(courseWhere([])).toBe('Call us for dates and places');
  });
});
