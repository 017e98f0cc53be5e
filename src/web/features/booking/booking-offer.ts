// What /book shows for a choice (docs/booking.md "The steps"): the places the state offers for
// the chosen lesson or test, the price at the chosen place and its free times, or the reason it
// cannot be booked online (the page then shows the booking phone). Runs in the route's loader.
import { orderBookingOptions } from '../../../domain/booking/booking-options.ts';
import { isTestLessonType } from '../../../domain/scheduling/lesson-minutes.ts';
import { stateTimeZone } from '../../../domain/scheduling/state-time-zone.ts';
import { isPublicDataError, type PublicData } from '../../lib/public-data.ts';
import type { BookingChoice } from './booking-choice.ts';
import { applyProductLink } from './booking-product-link.ts';
import {
  BookingFromPricesQuery,
  BookingPlacesQuery,
  BookingQuoteQuery,
  BookLessonTypesQuery,
  BookSlotsQuery,
} from './booking.queries.ts';
import type { PlacesView, QuoteView, SlotDayView } from './booking-steps.tsx';
import type { BookableOption } from './booking-type-choice.tsx';

const SLOT_DAYS = 7;

export interface BookingOffer {
  /** The visitor's choice, with a link's product turned into its lesson type. */
  choice: BookingChoice;
  /** Why a link's product is not chosen (unknown), shown above the form. */
  notice: string | null;
  /** What can be booked, lessons first (orderBookingOptions), each with its "from" price. */
  lessonTypes: BookableOption[];
  places: PlacesView | null;
  /** The chosen meeting point, shown with the price and carried to the checkout. */
  meetingPoint: PlacesView['meetingPoints'][number] | null;
  refusal: string | null;
  /** A step the visitor still has to take (no phone needed), e.g. choosing a place. */
  prompt: string | null;
  quote: QuoteView | null;
  days: SlotDayView[];
  timeZone: string;
}

/** The pickup as the slot search and holds take it: the meeting point, else the ZIP. */
export const slotPickup = (choice: BookingChoice) =>
  choice.meetingPoint ? { meetingPointId: choice.meetingPoint } : { zipCode: choice.zip };

export async function loadBookingOffer(
  publicData: PublicData,
  asked: BookingChoice,
  product = '',
): Promise<BookingOffer> {
  const { lessonTypes: types } = await publicData.execute(BookLessonTypesQuery, {});
  const { choice, notice } = await applyProductLink(publicData, asked, product, types);
  const lessonTypes = await withFromPrices(publicData, types, choice.state);
  const base: BookingOffer = {
    choice,
    notice,
    lessonTypes,
    places: null,
    meetingPoint: null,
    refusal: null,
    prompt: null,
    quote: null,
    days: [],
    timeZone: '',
  };
  const type = lessonTypes.find((option) => option.id === choice.type);
  if (!type || !choice.state) return base;
  if (choice.state === 'OTHER')
    return { ...base, refusal: 'We do not book lessons online in your state yet.' };
  const { bookingPlaces: places } = await publicData.execute(BookingPlacesQuery, {
    state: choice.state,
    lessonTypeId: type.id,
  });
  const withPlaces = { ...base, places };
  if (!places.homePickup && places.meetingPoints.length === 0)
    return { ...withPlaces, refusal: `We do not book ${type.label} online in this state yet.` };
  const meetingPoint = places.meetingPoints.find((point) => point.id === choice.meetingPoint);
  if (choice.meetingPoint && !meetingPoint)
    return {
      ...withPlaces,
      refusal: `This meeting point does not take ${type.label}: choose another place.`,
    };
  if (!meetingPoint && !places.homePickup)
    return { ...withPlaces, prompt: 'Choose a meeting point: we do not pick up at home here.' };
  if (!meetingPoint && !choice.zip)
    return {
      ...withPlaces,
      prompt:
        places.meetingPoints.length > 0
          ? 'Give your ZIP code or choose a meeting point.'
          : 'Give your ZIP code.',
    };
  let quote;
  try {
    ({ bookingQuote: quote } = await publicData.execute(BookingQuoteQuery, {
      lessonTypeId: type.id,
      zip: meetingPoint ? null : choice.zip,
      meetingPointId: meetingPoint?.id ?? null,
      couponCode: choice.coupon || null,
    }));
  } catch (error) {
    if (!isPublicDataError(error, ['VALIDATION_ERROR'])) throw error;
    return {
      ...withPlaces,
      refusal: meetingPoint
        ? 'We could not use this coupon here.'
        : 'We could not use this ZIP code or coupon.',
    };
  }
  if (!quote.served || quote.state !== choice.state)
    return {
      ...withPlaces,
      refusal: !isTestLessonType(type.name)
        ? meetingPoint
          ? 'We do not sell lessons online at this meeting point yet.'
          : 'We do not cover this address online yet.'
        : `${type.label} appointments here are booked by phone.`,
    };
  const from = new Date();
  const { slotSearch } = await publicData.execute(BookSlotsQuery, {
    input: {
      lessonTypeId: type.id,
      pickup: slotPickup(choice),
      from: from.toISOString(),
      to: new Date(from.getTime() + SLOT_DAYS * 86_400_000).toISOString(),
      // Days and times in the state's own zone, where the lesson happens.
      timeZone: stateTimeZone(choice.state),
    },
  });
  return {
    ...withPlaces,
    meetingPoint: meetingPoint ?? null,
    quote,
    days: slotSearch.days,
    timeZone: slotSearch.timeZone,
  };
}

/**
 * The lesson types in the order a customer reads them, each with its lowest price in the chosen
 * state (in any state before one is chosen, or for "Another state").
 */
async function withFromPrices(
  publicData: PublicData,
  types: readonly Omit<BookableOption, 'fromCents'>[],
  state: string,
): Promise<BookableOption[]> {
  const { bookingFromPrices } = await publicData.execute(BookingFromPricesQuery, {
    state: state && state !== 'OTHER' ? state : null,
  });
  const fromCents = new Map(
    bookingFromPrices.map((price) => [price.lessonTypeId, price.fromCents]),
  );
  return orderBookingOptions(
    types.map((type) => ({ ...type, fromCents: fromCents.get(type.id) ?? null })),
  );
}

/**
 * What the checkout records as the place: the meeting point's id (the lessons module then keeps
 * the point's own address as the location, and the checkout refuses a point that does not take
 * the type on input.meetingPointId), or the home pickup's address and ZIP.
 */
export function checkoutPlace(choice: BookingChoice): {
  pickupLocation: string;
  meetingPointId: string | null;
} {
  if (choice.meetingPoint)
    return { pickupLocation: 'Meeting point', meetingPointId: choice.meetingPoint };
  return {
    pickupLocation: [choice.address, choice.zip].filter(Boolean).join(', '),
    meetingPointId: null,
  };
}
