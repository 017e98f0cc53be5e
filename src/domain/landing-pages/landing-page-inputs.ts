// The rules of location landing pages and metros as staff write them, written once: the server
// checks its inputs with these fields (every problem names its field, SPEC §8) and the
// back-office dialogs check the same before anything is sent.
import { z } from 'zod';
import { blankToNull } from '../place-inputs.ts';
import { findUsState } from '../us-states.ts';
import { isLandingSlug } from './landing-page-slug.ts';

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
export const externalId = z.preprocess(
  blankToNull,
  z.string().trim().max(200, 'at most 200 characters').nullable(),
);
const ids = (what: string) =>
  z
    .array(z.uuid(`must be a ${what} id`))
    .max(100, 'at most 100')
    .transform((list) => [...new Set(list)]);

export const pageFields = {
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

export const metroFields = {
  name,
  slug,
  state,
  locationLandingPageIds: ids('location landing page'),
  cmsId: externalId,
  stateCmsId: externalId,
  isPublished: z.boolean(),
};
