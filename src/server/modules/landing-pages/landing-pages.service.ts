// Audited writes of location landing pages (`landingPages.write`: Admin and RegionalManager) and
// the staff's reads. One audit entry per change shows the page with its meeting point and region
// ids, since those live in join tables (docs/landing-pages.md).
import { eq } from 'drizzle-orm';
import { auditedTransaction, type AuditRecorder } from '../audit/audit-capture.ts';
import type { Viewer } from '../../auth/auth.service.ts';
import type { Executor, Transaction } from '../../db/client.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { postgresErrorCode } from '../../db/pg-errors.ts';
import {
  fromZodIssues,
  notFound,
  validationError,
  type FieldProblem,
} from '../../graphql/errors.ts';
import type { Platform } from '../../platform.ts';
import { pricingRepository } from '../pricing/pricing.repository.ts';
import { actorFromViewer } from '../users/users.service.ts';
import {
  landingPagesRepository as repo,
  metrosRepository,
  type Page,
} from './landing-pages.repository.ts';
import { locationLandingPages, type LocationLandingPageRow } from './landing-pages.tables.ts';
import {
  createPageInput,
  definedOnly,
  updatePageInput,
  type CreatePageInput,
  type UpdatePageInput,
} from './landing-pages.validation.ts';

/** SPEC §9: option lists show the first 100. */
export const OPTION_LIST_SIZE = 100;

export function listLandingPages(db: Executor, page: Page) {
  return repo.list(db, {
    first: Math.min(Math.max(page.first, 0), OPTION_LIST_SIZE),
    offset: Math.max(page.offset, 0),
  });
}

async function auditView(db: Executor, row: LocationLandingPageRow) {
  const { createdAt: _c, updatedAt: _u, lastRevalidatedAt: _r, ...fields } = row;
  return {
    ...fields,
    meetingPointIds: await repo.meetingPointIds(db, row.id),
    regions: await repo.regionIds(db, row.id),
  };
}

interface PageValues {
  state: string;
  slug: string;
  hubId: string | null;
  metroId: string | null;
  priceSchemeId: string;
  meetingPointIds: readonly string[];
  regions: readonly string[];
}

/** The referenced rows exist and are in the page's state; the slug is free in that state. */
async function checkReferences(tx: Transaction, id: string | null, values: PageValues) {
  const problems: FieldProblem[] = [];
  const other = await repo.findBySlug(tx, values.state, values.slug);
  if (other && other.id !== id) {
    problems.push({ path: 'input.slug', message: 'is taken by another page of this state' });
  }
  if (values.hubId) {
    const hubState = await repo.hubState(tx, values.hubId);
    if (!hubState) problems.push({ path: 'input.hubId', message: 'no such parking hub' });
    else if (hubState !== values.state) {
      problems.push({ path: 'input.hubId', message: 'is a parking hub of another state' });
    }
  }
  if (values.metroId) {
    const metro = await metrosRepository.find(tx, values.metroId);
    if (!metro) problems.push({ path: 'input.metroId', message: 'no such metro' });
    else if (metro.state !== values.state) {
      problems.push({ path: 'input.metroId', message: 'is a metro of another state' });
    }
  }
  const [scheme] = await pricingRepository.findSchemesByIds(tx, [values.priceSchemeId]);
  if (!scheme) problems.push({ path: 'input.priceSchemeId', message: 'no such price scheme' });
  const points = await repo.meetingPointStates(tx, values.meetingPointIds);
  values.meetingPointIds.forEach((pointId, index) => {
    const pointState = points.get(pointId);
    if (pointState === undefined || pointState.toUpperCase() !== values.state) {
      problems.push({
        path: `input.meetingPointIds.${index}`,
        message: pointState === undefined ? 'no such meeting point' : 'is in another state',
      });
    }
  });
  const regionStates = await repo.regionStates(tx, values.regions);
  values.regions.forEach((regionId, index) => {
    const regionState = regionStates.get(regionId);
    if (regionState === undefined || regionState !== values.state) {
      problems.push({
        path: `input.regions.${index}`,
        message: regionState === undefined ? 'no such region' : 'is in another state',
      });
    }
  });
  if (problems.length > 0) throw validationError(problems);
}

/** Two saves of one slug at once: the unique key decides, the loser hears which field. */
function slugClash(error: unknown): never {
  if (postgresErrorCode(error) === '23505') {
    throw validationError([
      { path: 'input.slug', message: 'is taken by another page of this state' },
    ]);
  }
  throw error;
}

async function recordChange(
  audit: AuditRecorder,
  id: string,
  action: 'Create' | 'Update' | 'Delete',
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) {
  await audit.record({ collection: 'LocationLandingPages', id, action, before, after });
}

export async function createLocationLandingPage(
  platform: Platform,
  viewer: Viewer,
  raw: CreatePageInput,
): Promise<LocationLandingPageRow> {
  const parsed = createPageInput.safeParse(raw);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  const { meetingPointIds, regions, ...values } = parsed.data;
  return auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
    await checkReferences(tx, null, parsed.data);
    const [row] = await tx.insert(locationLandingPages).values(values).returning();
    await repo.replaceLinks(tx, row!.id, meetingPointIds, regions);
    await recordChange(audit, row!.id, 'Create', null, await auditView(tx, row!));
    return row!;
  }).catch(slugClash);
}

export async function updateLocationLandingPage(
  platform: Platform,
  viewer: Viewer,
  id: string,
  raw: UpdatePageInput,
): Promise<LocationLandingPageRow> {
  if (!isUuid(id)) throw notFound('Location landing page');
  const parsed = updatePageInput.safeParse(definedOnly(raw));
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  const { meetingPointIds, regions, ...patch } = parsed.data;
  return auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
    const current = await repo.find(tx, id);
    if (!current) throw notFound('Location landing page');
    const before = await auditView(tx, current);
    const merged = {
      ...current,
      ...patch,
      meetingPointIds: meetingPointIds ?? before.meetingPointIds,
      regions: regions ?? before.regions,
    };
    await checkReferences(tx, id, merged);
    const [row] = await tx
      .update(locationLandingPages)
      .set({ ...patch, updatedAt: new Date() })
      .where(eqId(id))
      .returning();
    await repo.replaceLinks(tx, id, meetingPointIds, regions);
    await recordChange(audit, id, 'Update', before, await auditView(tx, row!));
    return row!;
  }).catch(slugClash);
}

/** Deleting a page also takes it off its metro (the metro link is the page's own metroId). */
export async function deleteLocationLandingPage(
  platform: Platform,
  viewer: Viewer,
  id: string,
): Promise<{ id: string }> {
  if (!isUuid(id)) throw notFound('Location landing page');
  return auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
    const current = await repo.find(tx, id);
    if (!current) throw notFound('Location landing page');
    const before = await auditView(tx, current);
    await tx.delete(locationLandingPages).where(eqId(id));
    await recordChange(audit, id, 'Delete', before, null);
    return { id };
  });
}

/**
 * Asks for the public page to be rebuilt: the GraphQL field drops the cached public pages after
 * it runs (CHANGES_PUBLIC_PAGES); here the time is recorded so staff see when it last happened.
 */
export async function revalidateLocationLandingPage(
  platform: Platform,
  id: string,
): Promise<LocationLandingPageRow> {
  if (!isUuid(id)) throw notFound('Location landing page');
  const [row] = await platform.db.db
    .update(locationLandingPages)
    .set({ lastRevalidatedAt: new Date() })
    .where(eqId(id))
    .returning();
  if (!row) throw notFound('Location landing page');
  return row;
}

const eqId = (id: string) => eq(locationLandingPages.id, id);
