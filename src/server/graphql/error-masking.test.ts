import { GraphQLError } from 'graphql';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createMaskError, variablePath } from './error-masking.ts';
import { AppError, validationError } from './errors.ts';

const silent = pino({ level: 'silent' });

describe('maskError', () => {
  it('keeps the code and fields of application errors', () => {
    const masked = createMaskError(
      silent,
      false,
    )(
      new GraphQLError('wrapped', {
        originalError: validationError([{ path: 'email', message: 'is not an email' }]),
      }),
    ) as GraphQLError;
    expect(masked.extensions).toEqual({
      code: 'VALIDATION_ERROR',
      fields: [{ path: 'email', message: 'is not an email' }],
    });
  });

  it('hides unexpected errors outside development', () => {
    const leak = new Error('relation "users" does not exist at character 15');
    const masked = createMaskError(
      silent,
      false,
    )(new GraphQLError('x', { originalError: leak, path: ['me'] })) as GraphQLError;
    expect(masked.extensions['code']).toBe('INTERNAL_SERVER_ERROR');
    expect(masked.message).not.toContain('users');
    expect(JSON.stringify(masked)).not.toContain('stack');
  });

  it('shows the original message in development', () => {
    const masked = createMaskError(silent, true)(new Error('boom')) as GraphQLError;
    expect(masked.extensions['code']).toBe('INTERNAL_SERVER_ERROR');
    expect(masked.message).toBe('boom');
  });

  it('gives client mistakes found before execution BAD_REQUEST', () => {
    const masked = createMaskError(
      silent,
      false,
    )(new GraphQLError('Cannot query field "nope"')) as GraphQLError;
    expect(masked.extensions['code']).toBe('BAD_REQUEST');
  });

  it('answers a request error 400 to graphql-response+json clients (GraphQL over HTTP)', () => {
    // GraphQL Armor's parser throws without yoga's HTTP hint; a syntax error must still be a 400.
    const syntax = new GraphQLError('Syntax Error: Expected Name, found <EOF>.');
    const masked = createMaskError(silent, false)(syntax) as GraphQLError;
    expect(masked.extensions['http']).toEqual({ status: 400, spec: true });
    const resolverError = new GraphQLError('x', { path: ['me'] });
    expect((createMaskError(silent, false)(resolverError) as GraphQLError).extensions).toEqual({
      code: 'BAD_REQUEST',
    });
  });

  it("treats an error before any resolver ran (variable coercion) as the client's", () => {
    const coercion = new GraphQLError('Variable "$roles" got invalid value', {
      originalError: new TypeError('not a StaffRole'),
    });
    expect((createMaskError(silent, false)(coercion) as GraphQLError).extensions['code']).toBe(
      'BAD_REQUEST',
    );
  });

  it('passes AppError codes through unchanged', () => {
    const masked = createMaskError(
      silent,
      false,
    )(new AppError('NOT_ENOUGH_PRODUCT', 'No minutes left')) as GraphQLError;
    expect(masked.extensions['code']).toBe('NOT_ENOUGH_PRODUCT');
    expect(masked.message).toBe('No minutes left');
  });

  it('names the variable path when a scalar refuses a variable (DateTime 2027-02-30)', () => {
    const refusal = new AppError('VALIDATION_ERROR', 'must be a real date-time');
    const coercion = new GraphQLError(
      'Variable "$input" got invalid value "2027-02-30T00:00:00Z" at "input.expiresAt"; Expected value of type "DateTime"…',
      { originalError: new GraphQLError('Expected value…', { originalError: refusal }) },
    );
    expect((createMaskError(silent, false)(coercion) as GraphQLError).extensions).toEqual({
      code: 'VALIDATION_ERROR',
      fields: [{ path: 'input.expiresAt', message: 'must be a real date-time' }],
    });
  });
});

describe('variablePath', () => {
  it('reads the path graphql-js names, list indexes as segments', () => {
    expect(variablePath('Variable "$from" got invalid value "x"; Expected …')).toBe('from');
    expect(
      variablePath('Variable "$input" got invalid value "x" at "input.items[2].at"; Expected …'),
    ).toBe('input.items.2.at');
    // A value echoing a path of its own cannot name another field: its quotes are escaped.
    expect(
      variablePath(
        'Variable "$input" got invalid value { at: "\\" at \\"input.bogus\\"; " } at "input.at"; Expected …',
      ),
    ).toBe('input.at');
    expect(variablePath('Cannot query field "nope"')).toBeUndefined();
  });
});
