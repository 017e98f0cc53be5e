// Input rules of landing pages and metros; every problem names its field (SPEC §8).
import { z } from 'zod';
import { isLandingSlug } from '../../../domain/landing-pages/landing-page-slug.ts';
import { findUsState } from '../../../domain/us-states.ts';

const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

const state = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => findUsState(code) !== undefined, 'must be a US state code');
const name = z.string().trim().min(1, 'is required').max(120, 'at most 120 characters');
const slug = z
  .string()
  .trim()
  .refine(isLandingSlug, 'must be lower-case words joined by hyphens (at most 80 characters)');
const externalId = z.preprocess(
  blankToNull,
  z.string().trim().max(200, 'at most 200 characters').nullable(),
);
const ids = (what: string) =>
  z
    .array(z.uuid(`must be a ${what} id`))
    .max(100, 'at most 100')
    .transform((list) => [...new Set(list)]);

const pageFields = {
  name,
  state,
  slug,
  hubId: z.preprocess(blankToNull, z.uuid('must be a parking hub id').nullable()),
  metroId: z.preprocess(blankToNull, z.uuid('must be a metro id').nullable()),
  centerAddress: z.string().trim().min(1, 'is required').max(300, 'at most 300 characters'),
  googleMyBusinessUrl: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .max(500, 'at most 500 characters')
      .refine((url) => /^https:\/\/[^\s]+$/.test(url), 'must be an https address')
      .nullable(),
  ),
  meetingPointIds: ids('meeting point'),
  priceSchemeId: z.uuid('must be a price scheme id'),
  cmsId: externalId,
  stateCmsId: externalId,
  regions: ids('region'),
  isPublished: z.boolean(),
};

export const createPageInput = z.object({
  ...pageFields,
  hubId: pageFields.hubId.default(null),
  metroId: pageFields.metroId.default(null),
  googleMyBusinessUrl: pageFields.googleMyBusinessUrl.default(null),
  meetingPointIds: pageFields.meetingPointIds.default([]),
  regions: pageFields.regions.default([]),
  cmsId: externalId.default(null),
  stateCmsId: externalId.default(null),
  isPublished: pageFields.isPublished.default(false),
});
export const updatePageInput = z.object(pageFields).partial();

export type CreatePageInput = z.input<typeof createPageInput>;
export type UpdatePageInput = z.input<typeof updatePageInput>;

const metroFields = {
  name,
  slug,
  state,
  locationLandingPageIds: ids('location landing page'),
  cmsId: externalId,
  stateCmsId: externalId,
  isPublished: z.boolean(),
};

export const createMetroInput = z.object({
  ...metroFields,
  locationLandingPageIds: metroFields.locationLandingPageIds.default([]),
  cmsId: externalId.default(null),
  stateCmsId: externalId.default(null),
  isPublished: metroFields.isPublished.default(false),
});
export const updateMetroInput = z.object(metroFields).partial();

export type CreateMetroInput = z.input<typeof createMetroInput>;
export type UpdateMetroInput = z.input<typeof updateMetroInput>;

/** Drops the fields a GraphQL caller left out (null is a value for the nullable ones). */
export function definedOnly<T extends object>(raw: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(raw).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}
