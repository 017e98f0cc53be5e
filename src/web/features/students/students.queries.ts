// The student screens' GraphQL operations (SPEC §7: students, student, notes, bookingAlerts,
// userLogs; addStudent, updateStudent, disableStudentAccount, putNote, deleteNote,
// putBookingAlert, removeBookingAlert).
import { graphql, type DocumentType } from '../../gql/index.ts';

export const STUDENTS_QUERY = graphql(`
  query Students($term: String, $pageQuery: PageQuery) {
    students(term: $term, pageQuery: $pageQuery) {
      totalCount
      totalCountIsEstimate
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          id
          name
          email
          dob
          age
          usStateId
          licenseNumber
          isAccountDisabled
          address {
            id
            phone
            city
            state
          }
        }
      }
    }
  }
`);

export const STUDENT_DETAILS_FRAGMENT = graphql(`
  fragment StudentDetails on Student {
    id
    name
    email
    signInEmail
    userId
    dob
    age
    signupTimestamp
    usStateId
    parentName
    parentEmail
    stripeCustomerId
    smsOptIn
    acceptTOS
    licenseNumber
    licenseIssueDate
    licenseExpirationDate
    previousHours
    preferredPronoun
    isDeleted
    isAccountDisabled
    observerApproved
    privateApproved
    contractStatus
    transferStatus
    transferType
    address {
      id
      address
      phone
      secondaryPhone
      city
      state
      zipcode
      latitude
      longitude
    }
  }
`);

/** Every field of a student record, as the details screen and its forms read it. */
export type StudentDetails = DocumentType<typeof STUDENT_DETAILS_FRAGMENT>;

export const STUDENT_QUERY = graphql(`
  query Student($id: ID!) {
    student(id: $id) {
      ...StudentDetails
    }
    studentGuardians(studentId: $id) {
      userId
      name
      email
      linkedAt
    }
    bookingAlerts(studentIds: [$id]) {
      id
      text
      createdAt
      createdBy {
        id
        name
      }
    }
  }
`);

export const ADD_STUDENT_MUTATION = graphql(`
  mutation AddStudent($input: AddStudentInput!) {
    addStudent(input: $input) {
      id
      name
    }
  }
`);

export const UPDATE_STUDENT_MUTATION = graphql(`
  mutation UpdateStudent($input: UpdateStudentInput!) {
    updateStudent(input: $input) {
      ...StudentDetails
    }
  }
`);

export const DISABLE_STUDENT_ACCOUNT_MUTATION = graphql(`
  mutation DisableStudentAccount($studentId: ID!) {
    disableStudentAccount(studentId: $studentId) {
      id
      isAccountDisabled
    }
  }
`);

export const NOTES_QUERY = graphql(`
  query StudentNotes($studentId: ID!) {
    notes(studentId: $studentId) {
      id
      text
      isPinned
      isHiddenFromInstructorView
      createdAt
      updatedAt
      createdBy {
        id
        name
      }
    }
  }
`);

export const PUT_NOTE_MUTATION = graphql(`
  mutation PutNote($input: NoteInput!) {
    putNote(input: $input) {
      id
    }
  }
`);

export const DELETE_NOTE_MUTATION = graphql(`
  mutation DeleteNote($id: ID!) {
    deleteNote(id: $id)
  }
`);

export const PUT_BOOKING_ALERT_MUTATION = graphql(`
  mutation PutBookingAlert($input: BookingAlertInput!) {
    putBookingAlert(input: $input) {
      id
    }
  }
`);

export const REMOVE_BOOKING_ALERT_MUTATION = graphql(`
  mutation RemoveBookingAlert($id: ID!) {
    removeBookingAlert(id: $id)
  }
`);

export const USER_LOGS_QUERY = graphql(`
  query StudentUserLogs($studentId: ID!, $logType: LogFilter, $pageQuery: PageQuery) {
    userLogs(studentId: $studentId, logType: $logType, pageQuery: $pageQuery) {
      totalCount
      edges {
        cursor
        node {
          id
          kind
          type
          message
          createdAt
          actor {
            id
            name
          }
        }
      }
    }
  }
`);
