// Links into booking name a public product type (SPEC §3), not a lesson type id:
// `/book?product=road-test&state=CA&zip=94105` (docs/booking.md "Links to booking"). Here the
// product becomes the form's lesson type and, when the link names a place but no state, the state
// is the one of the region serving that place.
import { lessonTypeOfProduct } from '../../../domain/booking/lesson-product-types.ts';
import { isPublicDataError, type PublicData } from '../../lib/public-data.ts';
import type { BookingChoice } from './booking-choice.ts';
import { BookingQuoteQuery } from './booking.queries.ts';

/** Shown above the form when a link names a product this school does not book online. */
export const UNKNOWN_PRODUCT_NOTICE =
  'We could not find the lesson or test of that link: choose one below.';

export interface LinkedChoice {
  choice: BookingChoice;
  notice: string | null;
}

/**
 * The choice a `product` link stands for. An unknown product (a mistyped or old link, or a type
 * the school removed) leaves the form unchosen with a short notice, never an error page.
 */
export async function applyProductLink(
  publicData: PublicData,
  choice: BookingChoice,
  product: string,
  lessonTypes: readonly { id: string; name: string }[],
): Promise<LinkedChoice> {
  // A chosen type (the form was sent) wins over the link that first opened the page.
  if (!product || choice.type) return { choice, notice: null };
  const name = lessonTypeOfProduct(product);
  const type = name ? lessonTypes.find((option) => option.name === name) : undefined;
  if (!type) return { choice, notice: UNKNOWN_PRODUCT_NOTICE };
  const linked = { ...choice, type: type.id };
  if (linked.state || (!linked.zip && !linked.meetingPoint))
    return { choice: linked, notice: null };
  return { choice: { ...linked, state: await stateOfPlace(publicData, linked) }, notice: null };
}

/** The state of the region serving the link's place; '' when none does (the visitor picks it). */
async function stateOfPlace(publicData: PublicData, choice: BookingChoice): Promise<string> {
  try {
    const { bookingQuote } = await publicData.execute(BookingQuoteQuery, {
      lessonTypeId: choice.type,
      zip: choice.meetingPoint ? null : choice.zip,
      meetingPointId: choice.meetingPoint || null,
      couponCode: null,
    });
    return bookingQuote.state ?? '';
  } catch (error) {
    if (isPublicDataError(error, ['VALIDATION_ERROR'])) return '';
    throw error;
  }
}
