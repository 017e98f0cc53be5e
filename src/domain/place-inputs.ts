// The rules of the places staff edit in the back-office (super regions, parking hubs, state
// configs, meeting points), written once: the server checks its GraphQL inputs with these fields,
// and the back-office forms check the same fields before anything is sent, so a person reads the
// same message under the same field whichever side found the mistake.
import { z } from 'zod';
import { LESSON_TYPE_NAMES } from './lesson-type-names.ts';
import { parseNumber } from './parse-number.ts';
import { isSlackChannelId } from './slack-channel-id.ts';
import { findUsState } from './us-states.ts';

/** Blank text means "none": forms send "" for an emptied optional field. */
export const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToNull, schema.nullable().optional());

const requiredText = (max: number) => z.string().trim().min(1, 'is required').max(max);

/** An id chosen in a list: "is required" while nothing is chosen. */
const chosenId = (what: string) =>
  z
    .string()
    .min(1, 'is required')
    .pipe(z.uuid(`must be a ${what} id`));

export const usStateCode = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => findUsState(code) !== undefined, 'must be a US state');

const between = (limit: number) => {
  const message = `must be a number between -${limit} and ${limit}`;
  return z.number(message).min(-limit, message).max(limit, message);
};
export const latitude = between(90);
export const longitude = between(180);

/**
 * A field a person types as text, checked by `rule` once read as a number: an empty field is
 * `empty` (undefined: checked as it is), and text that is not a number reaches `rule` unread so
 * that `rule` says what it expects.
 */
export const typedNumber = <T extends z.ZodType>(rule: T, empty?: null) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    if (empty === null && value.trim() === '') return null;
    return parseNumber(value) ?? value;
  }, rule);

export const superRegionFields = {
  name: requiredText(200),
  state: usStateCode,
  googleBusinessPageUrl: optionalText(
    z
      .url({ protocol: /^https$/, message: 'must be an https:// address' })
      .max(2000, 'must be at most 2,000 characters'),
  ),
  slackChannelId: optionalText(
    z.string().trim().refine(isSlackChannelId, 'must be a Slack channel id such as C024BE91L'),
  ),
};

export const parkingHubFields = {
  name: requiredText(200),
  address: requiredText(500),
  latitude,
  longitude,
  superRegionId: chosenId('super region'),
};

const WINDOW_HOURS = 'must be whole hours from 0 to 336';

export const stateConfigFields = {
  longName: requiredText(200),
  hasHomePickup: z.boolean(),
  hasMeetingPoints: z.boolean(),
  hasFixedLocations: z.boolean(),
  isShareableByDefault: z.boolean(),
  cmsId: z.preprocess(
    blankToNull,
    z.string().trim().max(200, 'must be at most 200 characters').nullable(),
  ),
  lateCancellationWindowHours: z
    .number(WINDOW_HOURS)
    .int(WINDOW_HOURS)
    .min(0, WINDOW_HOURS)
    .max(24 * 14, WINDOW_HOURS),
  lateCancellationFeeCents: z
    .number()
    .int('must be whole cents')
    .min(0, 'must be zero or more')
    .max(100_000_00, 'is too large'),
  behindTheWheelCertificateTypeId: z.preprocess(
    blankToNull,
    z.uuid('is not a certificate type id').nullable(),
  ),
};

export const meetingPointFields = {
  state: usStateCode,
  address: requiredText(500),
  label: requiredText(200),
  description: z.string().trim().max(2000, 'must be at most 2,000 characters'),
  restrictedLessonTypes: z
    .array(z.enum(LESSON_TYPE_NAMES, 'must be a lesson type name'))
    .max(LESSON_TYPE_NAMES.length)
    .transform((types) => [...new Set(types)]),
  latitude: latitude.nullable(),
  longitude: longitude.nullable(),
};

/** Both coordinates or neither: half a position cannot be shown or routed to. */
export const bothOrNeither = (value: { latitude?: number | null; longitude?: number | null }) =>
  (value.latitude == null) === (value.longitude == null);
export const coordinatesProblem = {
  message: 'give both latitude and longitude, or neither',
  path: ['longitude'],
};

/** The first message of each field `schema` finds wrong in `values`, by field path. */
export function problemsOf(schema: z.ZodType, values: unknown): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const issue of schema.safeParse(values).error?.issues ?? []) {
    problems[issue.path.join('.')] ??= issue.message;
  }
  return problems;
}
