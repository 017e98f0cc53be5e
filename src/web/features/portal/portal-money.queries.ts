// The portal's own-lesson actions (cancel, reschedule) and money pages (balances, payments,
// receipts): docs/portal.md "Cancel and reschedule", "Balance & receipts".
import { graphql } from '../../gql/index.ts';

export const OWN_CANCELLATION_PREVIEW_QUERY = graphql(`
  query PortalOwnCancellationPreview($lessonId: ID!, $studentId: ID!) {
    ownLessonCancellationPreview(lessonId: $lessonId, studentId: $studentId) {
      returnsMinutes
      late
      feeCents
      drivingMinutes
      observationMinutes
      testUnits
      windowHours
    }
  }
`);

export const CANCEL_OWN_LESSON_MUTATION = graphql(`
  mutation PortalCancelOwnLesson($input: CancelOwnLessonInput!) {
    cancelOwnLesson(input: $input) {
      id
      status
    }
  }
`);

export const OWN_RESCHEDULE_OPTIONS_QUERY = graphql(`
  query PortalOwnRescheduleOptions($lessonId: ID!, $studentId: ID!) {
    ownLessonRescheduleOptions(lessonId: $lessonId, studentId: $studentId) {
      refusal
      windowHours
      slots {
        startTime
        instructorId
        instructorName
      }
    }
  }
`);

export const RESCHEDULE_OWN_LESSON_MUTATION = graphql(`
  mutation PortalRescheduleOwnLesson($input: RescheduleOwnLessonInput!) {
    rescheduleOwnLesson(input: $input) {
      id
      startTime
    }
  }
`);

export const MY_MONEY_QUERY = graphql(`
  query PortalMyMoney {
    myMoney {
      studentId
      studentName
      held {
        productId
        name
        type
        quantity
        lots {
          quantity
          expiresAt
        }
      }
      payments {
        id
        kind
        createdAt
        paidCents
        refundedCents
        paymentMethod
        couponCode
        voucherCode
        voided
        lines {
          name
          type
          quantity
        }
      }
    }
  }
`);

export const MY_RECEIPT_QUERY = graphql(`
  query PortalMyReceipt($id: ID!) {
    myReceipt(id: $id) {
      studentName
      schoolName
      schoolAddress
      schoolPhone
      payment {
        id
        kind
        createdAt
        paidCents
        refundedCents
        paymentMethod
        paymentReference
        couponCode
        voucherCode
        voided
        lines {
          name
          type
          quantity
        }
        refunds {
          id
          createdAt
          amountCents
          paymentMethod
        }
      }
    }
  }
`);
