// The course enrolment confirmation's words (docs/courses.md "Enrolling online"): the course, the
// student, where it is taught (online, or the classroom cohort and its dates) and what was paid.
// One text serves the email and the confirmation page.
import { formatCents } from '../booking/booking-confirmation.ts';

export interface CourseEnrolmentFacts {
  studentName: string;
  courseName: string;
  /** Null for an online course; the cohort's name and dates for a classroom course. */
  cohort: { name: string; startDate: string; endDate: string } | null;
  amountCents: number;
  discountCents: number;
  paidWith: 'card' | 'voucher';
}

export function courseEnrolmentLines(facts: CourseEnrolmentFacts): string[] {
  const where = facts.cohort
    ? `Class: ${facts.cohort.name}, ${facts.cohort.startDate} to ${facts.cohort.endDate}`
    : 'Where: online, in your portal under My online courses';
  const paid =
    facts.discountCents > 0
      ? `Paid: ${formatCents(facts.amountCents)} (${facts.paidWith}, ${formatCents(facts.discountCents)} off)`
      : `Paid: ${formatCents(facts.amountCents)} (${facts.paidWith})`;
  return [`Course: ${facts.courseName}`, `Student: ${facts.studentName}`, where, paid];
}

export function courseEnrolmentEmail(facts: CourseEnrolmentFacts): {
  subject: string;
  text: string;
} {
  return {
    subject: `You are enrolled: ${facts.courseName}`,
    text: [
      'Hello,',
      '',
      `${facts.studentName} is enrolled in ${facts.courseName}.`,
      '',
      ...courseEnrolmentLines(facts),
      '',
      facts.cohort
        ? 'We will see you in class. Your portal shows your class at any time.'
        : 'Start the course from your portal at any time.',
    ].join('\n'),
  };
}
