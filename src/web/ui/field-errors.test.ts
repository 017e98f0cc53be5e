import { describe, expect, it } from 'vitest';
import {
  asSentence,
  describeFieldProblem,
  fieldErrorsOf,
  FIELDS_TO_CORRECT,
  withFieldErrors,
} from './field-errors.ts';

const validationError = (fields: { path: string; message: string }[]) => ({
  errors: [{ message: 'Please correct: …', extensions: { code: 'VALIDATION_ERROR', fields } }],
});

describe('fieldErrorsOf', () => {
  it('maps every field of a VALIDATION_ERROR to its message, without the input prefix', () => {
    const error = validationError([
      { path: 'input.email', message: 'is not a valid email address' },
      { path: 'input.address.zipcode', message: 'must be 5 digits or ZIP+4 (12345-6789)' },
      { path: 'input.email', message: 'a second problem' },
      { path: 'id', message: 'must be a product id' },
    ]);
    expect(fieldErrorsOf(error)).toEqual({
      email: 'is not a valid email address',
      'address.zipcode': 'must be 5 digits or ZIP+4 (12345-6789)',
      id: 'must be a product id',
    });
  });

  it('is empty for other errors and for things that are not errors', () => {
    expect(fieldErrorsOf({ errors: [{ message: 'x', extensions: { code: 'CONFLICT' } }] })).toEqual(
      {},
    );
    expect(fieldErrorsOf(new Error('Failed to fetch'))).toEqual({});
    expect(fieldErrorsOf(null)).toEqual({});
    expect(fieldErrorsOf({ errors: 'nope' })).toEqual({});
  });
});

describe('describeFieldProblem', () => {
  it('puts the label first and ends with a full stop', () => {
    expect(describeFieldProblem('Email', 'is not a valid email address')).toBe(
      'Email is not a valid email address.',
    );
    expect(describeFieldProblem('Name', 'is required.')).toBe('Name is required.');
  });
});

describe('asSentence', () => {
  it('capitalises and ends with a full stop', () => {
    expect(asSentence('a package needs at least one product')).toBe(
      'A package needs at least one product.',
    );
    expect(asSentence(' Done! ')).toBe('Done!');
  });
});

describe('withFieldErrors', () => {
  it('hands the field messages over and fails with a short sentence', async () => {
    const shown: Record<string, string>[] = [];
    // Apollo's CombinedGraphQLErrors: an Error with the GraphQL errors on it.
    const failure = Object.assign(
      new Error('Please correct: …'),
      validationError([{ path: 'input.name', message: 'is required' }]),
    );
    await expect(
      withFieldErrors(Promise.reject(failure), (errors) => shown.push(errors)),
    ).rejects.toThrow(FIELDS_TO_CORRECT);
    expect(shown).toEqual([{ name: 'is required' }]);
  });

  it('lets other failures through as they are', async () => {
    const failure = new Error('Failed to fetch');
    await expect(withFieldErrors(Promise.reject(failure), () => {})).rejects.toBe(failure);
    await expect(withFieldErrors(Promise.resolve(3), () => {})).resolves.toBe(3);
  });
});
