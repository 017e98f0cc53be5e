import { describe, expect, it } from 'vitest';
import { courseEnrolmentEmail, courseEnrolmentLines } from './course-enrolment-confirmation.ts';

const online = {
  studentName: 'Ana Lopez',
  courseName: 'Texas teen drivers ed',
  cohort: null,
  amountCents: 8910,
  discountCents: 990,
  paidWith: 'card' as const,
};

describe('course enrolment confirmation', () => {
  it('names the course, the student, online and the discount', () => {
    expect(courseEnrolmentLines(online)).toEqual([
      'Course: Texas teen drivers ed',
      'Student: Ana Lopez',
      'Where: online, in your portal under My online courses',
      'Paid: $89.10 (card, $9.90 off)',
    ]);
  });

  it('names the classroom class and its dates, and a voucher without a discount', () => {
    const lines = courseEnrolmentLines({
      ...online,
      cohort: { name: 'Spring evenings', startDate: '2027-03-01', endDate: '2027-03-28' },
      amountCents: 0,
      discountCents: 0,
      paidWith: 'voucher',
    });
    expect(lines[2]).toBe('Class: Spring evenings, 2027-03-01 to 2027-03-28');
    expect(lines[3]).toBe('Paid: $0.00 (voucher)');
  });

  it('puts the lines in the email under a subject with the course', () => {
    const email = courseEnrolmentEmail(online);
    expect(email.subject).toBe('You are enrolled: Texas teen drivers ed');
    expect(email.text).toContain('Ana Lopez is enrolled in Texas teen drivers ed.');
    expect(email.text).toContain('Paid: $89.10 (card, $9.90 off)');
  });
});
