import { graphql } from '../../gql/index.ts';

export const BookLessonTypesQuery = graphql(`
  query BookLessonTypes {
    lessonTypes {
      id
      name
      label
      durationMinutes
    }
  }
`);

export const BookingFromPricesQuery = graphql(`
  query BookingFromPrices($state: String) {
    bookingFromPrices(state: $state) {
      lessonTypeId
      fromCents
    }
  }
`);

export const BookingPlacesQuery = graphql(`
  query BookingPlaces($state: String!, $lessonTypeId: ID) {
    bookingPlaces(state: $state, lessonTypeId: $lessonTypeId) {
      homePickup
      meetingPoints {
        id
        label
        address
        description
      }
    }
  }
`);

export const BookingQuoteQuery = graphql(`
  query BookingQuote($lessonTypeId: ID!, $zip: String, $meetingPointId: ID, $couponCode: String) {
    bookingQuote(
      lessonTypeId: $lessonTypeId
      zip: $zip
      meetingPointId: $meetingPointId
      couponCode: $couponCode
    ) {
      served
      state
      durationMinutes
      subtotalCents
      discountCents
      totalCents
    }
  }
`);

export const BookSlotsQuery = graphql(`
  query BookSlots($input: SlotSearchInput!) {
    slotSearch(input: $input) {
      timeZone
      days {
        date
        times {
          startTime
          instructors {
            id
            name
          }
        }
      }
    }
  }
`);

export const BookMyStudentsQuery = graphql(`
  query BookMyStudents {
    myStudents {
      id
      name
    }
  }
`);

export const BookHoldSlotMutation = graphql(`
  mutation BookHoldSlot($input: HoldSlotInput!) {
    holdSlot(input: $input) {
      id
      expiresAt
    }
  }
`);

export const BookCheckoutMutation = graphql(`
  mutation BookCheckout($input: CheckoutBookingInput!) {
    checkoutBooking(input: $input) {
      id
    }
  }
`);

export const BookConfirmationQuery = graphql(`
  query BookConfirmation($id: ID!) {
    checkout(id: $id) {
      id
      amountCents
      discountCents
      couponCode
      voucherCode
      lesson {
        id
        startTime
        durationMinutes
        lessonType {
          label
        }
        instructor {
          name
          timeZone
        }
        pickup {
          location
          meetingPointId
          meetingPointLabel
        }
      }
    }
  }
`);

export const BookCreateMyStudentMutation = graphql(`
  mutation BookCreateMyStudent($input: CreateMyStudentInput!) {
    createMyStudent(input: $input) {
      id
    }
  }
`);

export const BookJoinWaitlistMutation = graphql(`
  mutation BookJoinWaitlist($input: JoinWaitlistInput!) {
    joinWaitlist(input: $input) {
      id
      customerEmail
      weekdays
      earliestTime
      latestTime
      until
    }
  }
`);

export const BookWaitlistOfferQuery = graphql(`
  query BookWaitlistOffer($id: ID!) {
    myWaitlistEntry(id: $id) {
      id
      status
      offerHoldId
      lessonTypeLabel
      timeZone
      offer {
        startTime
        expiresAt
        instructorName
      }
    }
    myStudents {
      id
      name
    }
  }
`);

export const BookStartCardPaymentMutation = graphql(`
  mutation BookStartCardPayment($input: CheckoutBookingInput!) {
    startBookingCardPayment(input: $input) {
      paymentReference
      checkoutId
    }
  }
`);
