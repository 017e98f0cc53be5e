import { describe, expect, it } from 'vitest';
import { COURSE_CATEGORIES, coursePath, isCourseCategory } from './course-catalog.ts';

describe('coursePath', () => {
  it('builds the addresses SPEC §2 lists', () => {
    expect(coursePath('CA', 'drivers-ed')).toBe('/ca/course/drivers-ed');
    expect(coursePath('tx', 'parent-taught')).toBe('/tx/course/parent-taught');
    expect(coursePath('TX', 'adult-drivers-ed')).toBe('/tx/course/adult-drivers-ed');
  });

  it('needs no escaping for any category', () => {
    for (const category of COURSE_CATEGORIES) expect(category).toMatch(/^[a-z-]+$/);
  });
});

describe('isCourseCategory', () => {
  it('accepts the SPEC §3 categories only', () => {
    expect(isCourseCategory('traffic-school')).toBe(true);
    expect(isCourseCategory('Drivers-Ed')).toBe(false);
    expect(isCourseCategory('')).toBe(false);
  });
});
