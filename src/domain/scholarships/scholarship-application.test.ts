import { describe, expect, it } from 'vitest';
import { checkScholarshipApplication } from './scholarship-application.ts';

const answer = 'We are a family of five and I work two jobs to keep us afloat this year.';

describe('scholarship application', () => {
  it('accepts a complete application and normalises it', () => {
    const { values, problems } = checkScholarshipApplication(
      {
        userName: ' Ana Ruiz ',
        email: 'Ana@Example.com',
        dob: '2009-05-01',
        scholarshipAnswer: answer,
      },
      '2026-11-22',
    );
    expect(problems).toEqual({});
    expect(values).toMatchObject({ userName: 'Ana Ruiz', email: 'ana@example.com' });
  });

  it('names every field to correct', () => {
    const { problems } = checkScholarshipApplication(
      { userName: ' ', email: 'ana@', dob: '2027-01-01', scholarshipAnswer: 'Please.' },
      '2026-11-22',
    );
    expect(problems).toEqual({
      userName: 'is required',
      email: 'is not a valid email address',
      dob: 'must be in the past',
      scholarshipAnswer: 'must be at least 50 characters',
    });
  });

  it('refuses a date of birth in the future', () => {
    const { problems } = checkScholarshipApplication(
      { userName: 'A', email: 'a@b.co', dob: '2026-11-22', scholarshipAnswer: answer },
      '2026-11-22',
    );
    expect(problems).toEqual({ dob: 'must be in the past' });
  });
});
