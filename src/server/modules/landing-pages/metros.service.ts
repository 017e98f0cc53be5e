// Audited writes of metros (`landingPages.write`). A metro's locationLandingPageIds are the pages
// whose metroId names it: saving a metro sets that link on the listed pages and clears it on the
// others. A metro that still has pages cannot be deleted (docs/landing-pages.md).
import { and, eq } from 'drizzle-orm';
import type { Viewer } from '../../auth/auth.service.ts';
import type { Executor, Transaction } from '../../db/client.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { postgresErrorCode } from '../../db/pg-errors.ts';
import {
  conflict,
  fromZodIssues,
  notFound,
  validationError,
  type FieldProblem,
} from '../../graphql/errors.ts';
import type { Platform } from '../../platform.ts';
import { auditedTransaction } from '../audit/audit-capture.ts';
import { actorFromViewer } from '../users/users.service.ts';
import {
  landingPagesRepository,
  metrosRepository as repo,
  type Page,
} from './landing-pages.repository.ts';
import { OPTION_LIST_SIZE } from './landing-pages.service.ts';
import { metros, type MetroRow } from './landing-pages.tables.ts';
import {
  createMetroInput,
  definedOnly,
  updateMetroInput,
  type CreateMetroInput,
  type UpdateMetroInput,
} from './landing-pages.validation.ts';

export function listMetros(db: Executor, page: Page): Promise<MetroRow[]> {
  return repo.list(db, {
    first: Math.min(Math.max(page.first, 0), OPTION_LIST_SIZE),
    offset: Math.max(page.offset, 0),
  });
}

export async function metroPageIds(db: Executor, metroId: string): Promise<string[]> {
  return (await landingPagesRepository.listOfMetro(db, metroId)).map((page) => page.id);
}

async function auditView(db: Executor, row: MetroRow) {
  const { createdAt: _c, updatedAt: _u, ...fields } = row;
  return { ...fields, locationLandingPageIds: (await metroPageIds(db, row.id)).sort() };
}

async function checkMetro(
  tx: Transaction,
  id: string | null,
  values: { state: string; slug: string; locationLandingPageIds: readonly string[] },
) {
  const problems: FieldProblem[] = [];
  const other = await repo.findBySlug(tx, values.state, values.slug);
  if (other && other.id !== id) {
    problems.push({ path: 'input.slug', message: 'is taken by another metro of this state' });
  }
  for (const [index, pageId] of values.locationLandingPageIds.entries()) {
    const page = await landingPagesRepository.find(tx, pageId);
    if (!page || page.state !== values.state) {
      problems.push({
        path: `input.locationLandingPageIds.${index}`,
        message: page ? 'is a page of another state' : 'no such location landing page',
      });
    }
  }
  if (problems.length > 0) throw validationError(problems);
}

function slugClash(error: unknown): never {
  if (postgresErrorCode(error) === '23505') {
    throw validationError([
      { path: 'input.slug', message: 'is taken by another metro of this state' },
    ]);
  }
  throw error;
}

export async function createMetro(
  platform: Platform,
  viewer: Viewer,
  raw: CreateMetroInput,
): Promise<MetroRow> {
  const parsed = createMetroInput.safeParse(raw);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  const { locationLandingPageIds, ...values } = parsed.data;
  return auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
    await checkMetro(tx, null, parsed.data);
    const [row] = await tx.insert(metros).values(values).returning();
    await landingPagesRepository.assignToMetro(tx, row!.id, locationLandingPageIds);
    await audit.record({
      collection: 'Metros',
      id: row!.id,
      action: 'Create',
      before: null,
      after: await auditView(tx, row!),
    });
    return row!;
  }).catch(slugClash);
}

export async function updateMetro(
  platform: Platform,
  viewer: Viewer,
  id: string,
  raw: UpdateMetroInput,
): Promise<MetroRow> {
  if (!isUuid(id)) throw notFound('Metro');
  const parsed = updateMetroInput.safeParse(definedOnly(raw));
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  const { locationLandingPageIds, ...patch } = parsed.data;
  return auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
    const current = await repo.find(tx, id);
    if (!current) throw notFound('Metro');
    const before = await auditView(tx, current);
    const state = patch.state ?? current.state;
    if (
      state !== current.state &&
      !locationLandingPageIds &&
      before.locationLandingPageIds.length
    ) {
      throw validationError([
        { path: 'input.state', message: 'cannot change while the metro has pages of its state' },
      ]);
    }
    await checkMetro(tx, id, {
      state,
      slug: patch.slug ?? current.slug,
      locationLandingPageIds: locationLandingPageIds ?? [],
    });
    const [row] = await tx
      .update(metros)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(metros.id, id))
      .returning();
    if (locationLandingPageIds) {
      await landingPagesRepository.assignToMetro(tx, id, locationLandingPageIds);
    }
    await audit.record({
      collection: 'Metros',
      id,
      action: 'Update',
      before,
      after: await auditView(tx, row!),
    });
    return row!;
  }).catch(slugClash);
}

export async function deleteMetro(
  platform: Platform,
  viewer: Viewer,
  id: string,
): Promise<{ id: string }> {
  if (!isUuid(id)) throw notFound('Metro');
  return auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
    const current = await repo.find(tx, id);
    if (!current) throw notFound('Metro');
    const before = await auditView(tx, current);
    if (before.locationLandingPageIds.length > 0) {
      throw conflict(
        `${current.name} still has ${before.locationLandingPageIds.length} landing page(s). Take them off the metro first.`,
      );
    }
    await tx.delete(metros).where(and(eq(metros.id, id)));
    await audit.record({ collection: 'Metros', id, action: 'Delete', before, after: null });
    return { id };
  });
}
