import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import {
  CONNECTION_PROBLEM,
  errorMessageOf,
  resultError,
  UNKNOWN_PROBLEM,
} from './error-message.ts';

describe('errorMessageOf', () => {
  it("shows the server's GraphQL error messages, each once", () => {
    const error = new CombinedGraphQLErrors({
      data: null,
      errors: [
        { message: 'This coupon code is already used.', extensions: { code: 'CONFLICT' } },
        { message: 'This coupon code is already used.', extensions: { code: 'CONFLICT' } },
      ],
    });
    expect(errorMessageOf(error)).toBe('This coupon code is already used.');
  });

  it('reads the messages of a non-2xx answer with a JSON body', () => {
    const error = new ServerError('Response not successful', {
      response: new Response(null, { status: 400 }),
      bodyText: JSON.stringify({ errors: [{ message: 'The request could not be read.' }] }),
    });
    expect(errorMessageOf(error)).toBe('The request could not be read.');
  });

  it('says the server could not be reached when fetch failed', () => {
    expect(errorMessageOf(new TypeError('Failed to fetch'))).toBe(CONNECTION_PROBLEM);
    expect(errorMessageOf(new TypeError('Load failed'))).toBe(CONNECTION_PROBLEM);
  });

  it('falls back to the error message, then to a plain sentence', () => {
    expect(errorMessageOf(new Error('Lesson overlaps another one.'))).toBe(
      'Lesson overlaps another one.',
    );
    expect(errorMessageOf(new TypeError("Cannot read properties of null (reading 'x')"))).toBe(
      "Cannot read properties of null (reading 'x')",
    );
    expect(errorMessageOf('nope')).toBe(UNKNOWN_PROBLEM);
    expect(errorMessageOf(null)).toBe(UNKNOWN_PROBLEM);
  });
});

describe('resultError', () => {
  it('finds the error of a result resolved with errorPolicy all', () => {
    const error = new Error('x');
    expect(resultError({ data: null, error })).toBe(error);
    expect(resultError({ data: { ok: true } })).toBeNull();
    expect(resultError({ data: { ok: true }, error: undefined })).toBeNull();
    expect(resultError(undefined)).toBeNull();
  });
});
