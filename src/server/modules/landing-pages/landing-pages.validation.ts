// Input rules of landing pages and metros; every problem names its field (SPEC §8). The field
// rules are shared with the back-office dialogs (src/domain/landing-pages/landing-page-inputs.ts).
import { z } from 'zod';
import {
  externalId,
  metroFields,
  pageFields,
} from '../../../domain/landing-pages/landing-page-inputs.ts';

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
