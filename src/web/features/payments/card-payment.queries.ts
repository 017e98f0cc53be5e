import { graphql } from '../../gql/index.ts';

export const CardPaymentQuery = graphql(`
  query CardPayment($reference: String!) {
    cardPayment(reference: $reference) {
      reference
      clientSecret
      amountCents
      description
      payable
    }
  }
`);

export const CompleteCardPaymentMutation = graphql(`
  mutation CompleteCardPayment($reference: String!) {
    completeCardPayment(reference: $reference) {
      result
      bookingCheckoutId
      courseCheckoutId
      message
      canRetry
      startAgainPath
    }
  }
`);
