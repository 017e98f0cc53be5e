// What the students-ledger benchmark sends: the GraphQL operations of the back-office screens, and
// a realistic mix of search terms drawn from the dataset.
import type { Random } from './data/random.ts';

export const SEARCH_STUDENTS = /* GraphQL */ `
  query SearchStudents($term: String) {
    students(term: $term, pageQuery: { first: 40 }) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          name
          email
          licenseNumber
          usStateId
          isDeleted
          address {
            phone
            city
            state
          }
        }
      }
    }
  }
`;

/** What a student details screen loads: the record and the ledger with its newest entries. */
export const STUDENT_DETAILS = /* GraphQL */ `
  query StudentDetails($id: ID!) {
    student(id: $id) {
      id
      name
      email
      signInEmail
      dob
      age
      usStateId
      parentName
      parentEmail
      smsOptIn
      acceptTOS
      licenseNumber
      licenseIssueDate
      licenseExpirationDate
      previousHours
      preferredPronoun
      isDeleted
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
      }
    }
    studentLedger(studentId: $id) {
      version
      fundsCents
      balances {
        product {
          id
          name
          type
        }
        quantity
      }
      typeBalances {
        productType
        quantity
      }
      lots {
        lotId
        product {
          id
          name
        }
        quantity
        expiresAt
      }
      entries(pageQuery: { first: 40 }) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            id
            version
            kind
            logType
            origin
            createdAt
            createdByName
            amountCents
            paymentMethod
            paymentReference
            referenceEntryId
            counterpartStudentId
            lessonId
            note
            items {
              product {
                id
                name
              }
              quantity
            }
            lines {
              lotId
              product {
                id
                name
              }
              productType
              quantity
              expiresAt
            }
          }
        }
      }
    }
  }
`;

/** A front-desk purchase, and the balances the screen shows after it. */
export const PURCHASE = /* GraphQL */ `
  mutation Purchase($input: PurchaseInput!) {
    purchase(input: $input) {
      replayed
      entries {
        id
        version
        amountCents
      }
      ledger {
        version
        fundsCents
        typeBalances {
          productType
          quantity
        }
      }
    }
  }
`;

export interface SampledStudent {
  name: string;
  email: string | null;
  phone: string | null;
  licenseNumber: string | null;
}

/** Terms that match a large part of the school: one letter, a common syllable, a mail domain. */
export const BROAD_TERMS = ['a', 'ma', 'son', 'mar', 'gmail', 'jose', 'an', 'ez', '1', 'li'];

const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/**
 * One search term as staff type it, with its category. The mix: full names (as written, lower
 * case, without accents), last names, a first name and the start of a last name, the start of an
 * email, phone digits (some formatted), licence numbers (whole or the start), broad terms.
 */
export function searchTerm(
  random: Random,
  student: SampledStudent,
): [category: string, term: string] {
  const roll = random.next();
  const [first = '', ...rest] = student.name.split(' ');
  const last = rest.join(' ');
  if (roll < 0.25) {
    const variant = random.int(0, 2);
    const name =
      variant === 0
        ? student.name
        : variant === 1
          ? student.name.toLowerCase()
          : fold(student.name);
    return ['full name', name];
  }
  if (roll < 0.35) return ['last name', last];
  if (roll < 0.45) return ['first name + start of last', `${first} ${last.slice(0, 3)}`];
  if (roll < 0.6 && student.email) return ['start of email', student.email.slice(0, 9)];
  if (roll < 0.75 && student.phone) {
    const digits = student.phone.slice(2);
    return random.chance(0.5)
      ? ['phone digits', digits.slice(3)]
      : ['formatted phone', `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6, 8)}`];
  }
  if (roll < 0.9 && student.licenseNumber) {
    const licence = student.licenseNumber;
    return random.chance(0.5)
      ? ['licence number', licence]
      : ['start of licence', licence.slice(0, 6)];
  }
  if (roll < 0.9) return ['full name', student.name];
  return ['broad term', random.pick(BROAD_TERMS)];
}
