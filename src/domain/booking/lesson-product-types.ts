// The public lesson product types (SPEC §3), spelled as SPEC spells them, and the lesson type
// (SPEC §9 name) each one books. Public pages link to booking with them (`/book?product=road-test`),
// so a link keeps working whatever id the school's database gave the lesson type.
import type { LessonTypeName } from '../lesson-type-names.ts';

export const LESSON_PRODUCT_TYPES = {
  oneHour: 'OneHour',
  shared: 'Shared',
  standard: 'Standard',
  'dmv-test': 'DmvTest',
  'road-test': 'RoadTest',
  'road-test-with-car': 'RoadTestWithCar',
  'road-test-15': 'RoadTest15',
  'road-test-15-with-car': 'RoadTest15WithCar',
  'prep-test-60': 'PrepTest60',
  oneHourShared: 'OneHourShared',
} as const satisfies Record<string, LessonTypeName>;

export type LessonProductType = keyof typeof LESSON_PRODUCT_TYPES;

/** The lesson type a product type books, or null for anything SPEC does not spell so. */
export function lessonTypeOfProduct(product: string): LessonTypeName | null {
  // Own keys only: "toString" or "__proto__" in a link are unknown products, not the prototype's.
  return Object.hasOwn(LESSON_PRODUCT_TYPES, product)
    ? LESSON_PRODUCT_TYPES[product as LessonProductType]
    : null;
}

/** Where a booking link may start the lesson: a state, and in it a ZIP code or a meeting point. */
export interface BookingLinkPlace {
  state?: string;
  zip?: string | null;
  meetingPoint?: string | null;
}

/** The public booking page with this product (and place) already chosen. */
export function bookingLink(product: LessonProductType, place: BookingLinkPlace = {}): string {
  const query = new URLSearchParams({ product });
  if (place.state) query.set('state', place.state.toUpperCase());
  if (place.meetingPoint) query.set('meetingPoint', place.meetingPoint);
  else if (place.zip) query.set('zip', place.zip);
  return `/book?${query.toString()}`;
}
