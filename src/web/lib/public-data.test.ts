import { describe, expect, it } from 'vitest';
import { isPublicDataError, PublicDataError } from './public-data.ts';

describe('isPublicDataError', () => {
  it('matches an answer whose every error has one of the codes', () => {
    const notFound = new PublicDataError('No practice test.', ['NOT_FOUND']);
    expect(isPublicDataError(notFound, ['NOT_FOUND', 'VALIDATION_ERROR'])).toBe(true);
    expect(isPublicDataError(notFound, ['VALIDATION_ERROR'])).toBe(false);
    const mixed = new PublicDataError('Two errors.', ['NOT_FOUND', 'INTERNAL_SERVER_ERROR']);
    expect(isPublicDataError(mixed, ['NOT_FOUND'])).toBe(false);
  });

  it('recognises an error made by another copy of the module, by its shape', () => {
    const copy = Object.assign(new Error('No practice test.'), {
      name: 'PublicDataError',
      codes: ['NOT_FOUND'],
    });
    expect(isPublicDataError(copy, ['NOT_FOUND'])).toBe(true);
    expect(isPublicDataError(new Error('other'), ['NOT_FOUND'])).toBe(false);
  });
});
