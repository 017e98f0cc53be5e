import { builder } from './builder.ts';
import { AppError } from './errors.ts';

/** ISO 8601 date-time with offset, e.g. 2026-11-21T09:30:00.000Z (SPEC §9). */
builder.scalarType('DateTime', {
  description: 'An ISO 8601 date-time with offset.',
  serialize: (value) =>
    value instanceof Date ? value.toISOString() : new Date(value).toISOString(),
  parseValue: (value) => {
    const date = typeof value === 'string' ? new Date(value) : new Date(Number.NaN);
    if (Number.isNaN(date.getTime())) {
      throw new AppError('VALIDATION_ERROR', 'Expected an ISO 8601 date-time.');
    }
    return date;
  },
});
