import { graphql } from '../../gql/index.ts';

export const CourseQuoteQuery = graphql(`
  query CourseQuote($courseId: ID!, $couponCode: String) {
    courseQuote(courseId: $courseId, couponCode: $couponCode) {
      courseId
      isSoldOnline
      subtotalCents
      discountCents
      totalCents
    }
  }
`);

export const EnrolMyStudentsQuery = graphql(`
  query EnrolMyStudents {
    myStudents {
      id
      name
    }
  }
`);

export const EnrolCreateMyStudentMutation = graphql(`
  mutation EnrolCreateMyStudent($input: CreateMyStudentInput!) {
    createMyStudent(input: $input) {
      id
    }
  }
`);

export const CheckoutCourseMutation = graphql(`
  mutation CheckoutCourse($input: CheckoutCourseInput!) {
    checkoutCourse(input: $input) {
      id
    }
  }
`);

export const CourseCheckoutConfirmationQuery = graphql(`
  query CourseCheckoutConfirmation($id: ID!) {
    courseCheckout(id: $id) {
      id
      amountCents
      discountCents
      voucherCode
      onlineEnrollmentId
      course {
        id
        name
      }
      cohort {
        id
        name
        startDate
        endDate
      }
    }
  }
`);

export const StartCourseCardPaymentMutation = graphql(`
  mutation StartCourseCardPayment($input: CheckoutCourseInput!) {
    startCourseCardPayment(input: $input) {
      paymentReference
      checkoutId
    }
  }
`);
