// The booking page's price (docs/booking.md "Quote"): what a lesson type costs at a pickup point,
// found the way checkout charges it (the region's driving minutes × the lesson's length, through
// the quote), so the page and the charge never disagree.
import { isTestLessonType } from '../../../domain/scheduling/lesson-minutes.ts';
import type { Executor } from '../../db/client.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { coordinatesOfZip } from '../../geo/zip-coordinates.ts';
import { notFound, validationError } from '../../graphql/errors.ts';
import { lessonsRepository } from '../lessons/lessons.repository.ts';
import { quoteFor } from '../pricing/quote.service.ts';
import { lessonProductAt } from './booking-product.ts';

export interface BookingQuote {
  /** False when no region covers the pickup or nothing is sold there: book by phone then. */
  served: boolean;
  /** The state of the region that covers the pickup. */
  state: string | null;
  durationMinutes: number;
  subtotalCents: number | null;
  discountCents: number;
  totalCents: number | null;
}

export async function bookingQuote(
  db: Executor,
  input: { lessonTypeId: string; zip: string; couponCode?: string | null },
): Promise<BookingQuote> {
  if (!isUuid(input.lessonTypeId)) throw notFound('Lesson type');
  const type = await lessonsRepository.lessonType(db, input.lessonTypeId);
  if (!type) throw notFound('Lesson type');
  const centre = coordinatesOfZip(input.zip);
  if (!centre) throw validationError([{ path: 'zip', message: 'is not a known US ZIP code' }]);
  const point = { latitude: centre.latitude, longitude: centre.longitude };
  const product = isTestLessonType(type.name) ? null : await lessonProductAt(db, point);
  const unserved = {
    served: false,
    state: null,
    durationMinutes: type.durationMinutes,
    subtotalCents: null,
    discountCents: 0,
    totalCents: null,
  };
  if (!product) return unserved;
  const quoted = await quoteFor(db, {
    productId: product.productId,
    quantity: type.durationMinutes,
    pickup: point,
    couponCode: input.couponCode ?? null,
  });
  if (quoted.totalCents === null) return unserved;
  return {
    served: true,
    state: product.region.state,
    durationMinutes: type.durationMinutes,
    subtotalCents: quoted.subtotalCents,
    discountCents: quoted.discountCents,
    totalCents: quoted.totalCents,
  };
}
