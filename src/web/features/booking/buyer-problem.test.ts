import { describe, expect, it } from 'vitest';
import { buyerProblem } from './buyer-problem.ts';

describe('buyerProblem', () => {
  it('keeps a message written for the buyer, without the field path', () => {
    expect(buyerProblem('Please correct: input.paymentSource: Your card was declined.')).toBe(
      'Your card was declined.',
    );
  });

  it('names the field of a terse message and ends the sentence', () => {
    expect(
      buyerProblem('Please correct: input.studentId: is already enrolled in this course'),
    ).toBe('The student is already enrolled in this course.');
    expect(buyerProblem('Please correct: input.name: is required; input.dob: is required')).toBe(
      "The student's name is required. The student's date of birth is required.",
    );
  });

  it('names the waiting list’s fields as its form does', () => {
    expect(
      buyerProblem(
        'Please correct: input.weekdays: must include at least one day; input.until: must not be in the past',
      ),
    ).toBe('The days must include at least one day. The last date must not be in the past.');
  });

  it('leaves a message without a field as it is', () => {
    expect(buyerProblem('The class is full: no seat is left.')).toBe(
      'The class is full: no seat is left.',
    );
  });
});
