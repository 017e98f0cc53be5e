// The booking page's price (docs/booking.md "What is sold"): what a lesson or test costs at a
// place (a ZIP code or a meeting point), found the way checkout charges it (`bookingProductAt`
// then the quote, with the coupon kind of what is sold), so the page and the charge never
// disagree.
import type { Executor } from '../../db/client.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { notFound } from '../../graphql/errors.ts';
import { lessonTypesRepository } from '../lesson-types/lesson-types.repository.ts';
import { quoteFor } from '../pricing/quote.service.ts';
import { bookingPlace } from './booking-place.ts';
import { bookingProductAt } from './booking-product.ts';

export interface BookingQuote {
  /** False when no region covers the place or nothing is sold there: book by phone then. */
  served: boolean;
  /** The state of the region that covers the place. */
  state: string | null;
  durationMinutes: number;
  subtotalCents: number | null;
  discountCents: number;
  totalCents: number | null;
}

export async function bookingQuote(
  db: Executor,
  input: {
    lessonTypeId: string;
    zip?: string | null;
    meetingPointId?: string | null;
    couponCode?: string | null;
  },
): Promise<BookingQuote> {
  if (!isUuid(input.lessonTypeId)) throw notFound('Lesson type');
  const type = await lessonTypesRepository.findById(db, input.lessonTypeId);
  if (!type) throw notFound('Lesson type');
  const { point } = await bookingPlace(db, input, type.name);
  const product = await bookingProductAt(db, point, type);
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
    quantity: product.quantity,
    pickup: point,
    couponCode: input.couponCode ?? null,
    couponKind: product.couponKind,
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
