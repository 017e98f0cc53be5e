import { parseIsoDateTime } from '../../domain/iso-date-time.ts';
import { builder } from './builder.ts';
import { AppError } from './errors.ts';

/** Why a DateTime input was refused; the error masking names the variable path in front of it. */
export const DATE_TIME_PROBLEM =
  'must be a real ISO 8601 date-time with an offset, e.g. 2026-11-21T09:30:00Z';

/** ISO 8601 date-time with offset, e.g. 2026-11-21T09:30:00.000Z (SPEC §9). */
builder.scalarType('DateTime', {
  description: 'An ISO 8601 date-time with offset.',
  serialize: (value) =>
    value instanceof Date ? value.toISOString() : new Date(value).toISOString(),
  // Strict: `new Date` would store 2027-02-30 as March 2nd (src/domain/iso-date-time.ts).
  parseValue: (value) => {
    const date = typeof value === 'string' ? parseIsoDateTime(value) : null;
    if (date === null) throw new AppError('VALIDATION_ERROR', DATE_TIME_PROBLEM);
    return date;
  },
});
