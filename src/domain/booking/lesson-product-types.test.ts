import { describe, expect, it } from 'vitest';
import { LESSON_TYPE_NAMES } from '../lesson-type-names.ts';
import { bookingLink, LESSON_PRODUCT_TYPES, lessonTypeOfProduct } from './lesson-product-types.ts';

// SPEC §3, in its order and spelling.
const SPEC_PRODUCT_TYPES = [
  'oneHour',
  'shared',
  'standard',
  'dmv-test',
  'road-test',
  'road-test-with-car',
  'road-test-15',
  'road-test-15-with-car',
  'prep-test-60',
  'oneHourShared',
];

describe('lesson product types', () => {
  it('are exactly the SPEC spellings, each booking its own lesson type', () => {
    expect(Object.keys(LESSON_PRODUCT_TYPES)).toEqual(SPEC_PRODUCT_TYPES);
    expect(SPEC_PRODUCT_TYPES.map(lessonTypeOfProduct)).toEqual([
      'OneHour',
      'Shared',
      'Standard',
      'DmvTest',
      'RoadTest',
      'RoadTestWithCar',
      'RoadTest15',
      'RoadTest15WithCar',
      'PrepTest60',
      'OneHourShared',
    ]);
    // One product per lesson type: every SPEC §9 name is reached once.
    expect(Object.values(LESSON_PRODUCT_TYPES).sort()).toEqual([...LESSON_TYPE_NAMES].sort());
  });

  it('refuses any other spelling', () => {
    for (const unknown of [
      '',
      'OneHour',
      'one-hour',
      'Road-Test',
      'road_test',
      'roadTest',
      ' road-test',
      'toString',
      '__proto__',
      'constructor',
    ]) {
      expect(lessonTypeOfProduct(unknown), unknown).toBeNull();
    }
  });

  it('links to the booking page with the product and place chosen', () => {
    expect(bookingLink('road-test')).toBe('/book?product=road-test');
    expect(bookingLink('standard', { state: 'ca', zip: '94105' })).toBe(
      '/book?product=standard&state=CA&zip=94105',
    );
    // A meeting point is the place; a ZIP beside it would only be ignored.
    expect(bookingLink('oneHour', { state: 'CA', zip: '94105', meetingPoint: 'mp-1' })).toBe(
      '/book?product=oneHour&state=CA&meetingPoint=mp-1',
    );
  });
});
