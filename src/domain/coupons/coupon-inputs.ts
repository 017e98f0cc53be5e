// The rules of a coupon's typed fields, written once: the server checks its GraphQL input with
// them and the back-office coupon form checks the same before anything is sent, so a person reads
// the same message whichever side found the mistake.
import { z } from 'zod';
import { findUsState } from '../us-states.ts';

export const couponCode = z
  .string()
  .trim()
  .min(3, 'must be at least 3 characters')
  .max(40, 'must be at most 40 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'may hold letters, digits, - and _ only');

export const couponTitle = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(200, 'must be at most 200 characters');

export const couponCourseId = z.string().trim().max(100, 'must be at most 100 characters');

/** Two letters, either case; stored in capitals. */
export const couponState = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => findUsState(code) !== undefined, 'is not a US state code, like TX');
