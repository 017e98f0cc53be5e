import { describe, expect, it } from 'vitest';
import { isForeignKeyViolation, postgresErrorCode } from './pg-errors.ts';

describe('postgresErrorCode', () => {
  it('reads the SQLSTATE on the error or on a wrapped cause', () => {
    expect(postgresErrorCode({ code: '23503' })).toBe('23503');
    expect(postgresErrorCode(new Error('query failed', { cause: { code: '23505' } }))).toBe(
      '23505',
    );
    expect(isForeignKeyViolation(new Error('x', { cause: { code: '23503' } }))).toBe(true);
    expect(isForeignKeyViolation(new Error('x', { cause: { code: '23001' } }))).toBe(true);
    expect(isForeignKeyViolation({ code: '23505' })).toBe(false);
  });

  it('is null for errors that are not from the database', () => {
    expect(postgresErrorCode(new Error('boom'))).toBeNull();
    expect(postgresErrorCode({ code: 'ECONNRESET' })).toBeNull();
    expect(postgresErrorCode(null)).toBeNull();
    expect(isForeignKeyViolation(new Error('boom'))).toBe(false);
  });
});
