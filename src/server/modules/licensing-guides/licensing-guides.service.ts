// Use cases of licensing guides and articles: public reads (a guide by state and audience, a
// state's guides, a published article), the staff's reads with unpublished articles, and the
// audited writes (LicensingGuides, Articles) with validation errors naming the field.
import { z } from 'zod';
import { unpublishableLinks } from '../../../domain/licensing-guides/article-body.ts';
import { isArticleSlug } from '../../../domain/licensing-guides/article-slug.ts';
import {
  guideProblems,
  type GuideStepInput,
} from '../../../domain/licensing-guides/guide-validation.ts';
import {
  audiencesOfState,
  isGuideAudience,
  isGuideState,
  type GuideAudience,
  type GuideState,
} from '../../../domain/licensing-guides/guide-vocabulary.ts';
import type { Viewer } from '../../auth/auth.service.ts';
import type { Executor, Transaction } from '../../db/client.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { postgresErrorCode } from '../../db/pg-errors.ts';
import { fromZodIssues, notFound, validationError } from '../../graphql/errors.ts';
import type { Platform } from '../../platform.ts';
import { auditedEntity, auditedTransaction } from '../audit/audit-capture.ts';
import { actorFromViewer } from '../users/users.service.ts';
import { licensingGuidesRepository as repo } from './licensing-guides.repository.ts';
import {
  articles,
  licensingGuides,
  type ArticleRow,
  type LicensingGuideRow,
} from './licensing-guides.tables.ts';

/** Path `LicensingGuides/<id>`: every change of a guide's label, article or steps. */
export const licensingGuidesAudit = auditedEntity({
  collection: 'LicensingGuides',
  table: licensingGuides,
  id: licensingGuides.id,
  ignore: ['updatedAt', 'createdAt'],
});

/** Path `Articles/<id>`. */
export const articlesAudit = auditedEntity({
  collection: 'Articles',
  table: articles,
  id: articles.id,
  ignore: ['updatedAt', 'createdAt'],
});

/** A state × audience pair with a guide, or null (the page answers 404). */
function guideKey(
  state: string,
  audience: string,
): { state: GuideState; audience: GuideAudience } | null {
  const code = state.trim().toLowerCase();
  if (!isGuideState(code) || !isGuideAudience(audience)) return null;
  return audiencesOfState(code).includes(audience) ? { state: code, audience } : null;
}

export async function findGuide(
  db: Executor,
  state: string,
  audience: string,
): Promise<LicensingGuideRow | null> {
  const key = guideKey(state, audience);
  return key ? repo.findGuide(db, key.state, key.audience) : null;
}

/** A state's guides, or every guide when no state is given; an unknown state has none. */
export function listGuides(db: Executor, state: string | null): Promise<LicensingGuideRow[]> {
  if (state === null) return repo.listGuides(db, null);
  const code = state.trim().toLowerCase();
  return isGuideState(code) ? repo.listGuides(db, code) : Promise.resolve([]);
}

/** The article as the public sees it: unknown and unpublished are the same null. */
export async function findPublishedArticle(db: Executor, slug: string): Promise<ArticleRow | null> {
  const row = await repo.findArticle(db, slug);
  return row?.isPublished ? row : null;
}

export function listArticles(db: Executor, includeUnpublished: boolean): Promise<ArticleRow[]> {
  return repo.listArticles(db, !includeUnpublished);
}

// Guides -----------------------------------------------------------------------------------

export interface GuideUpdate {
  label: string;
  articleSlug: string | null;
  steps: readonly GuideStepInput[];
}

const trimStep = (step: GuideStepInput): GuideStepInput => ({
  id: step.id.trim(),
  title: step.title.trim(),
  description: step.description.trim(),
  link: step.link.trim(),
  linkText: step.linkText.trim(),
});

/** Replaces a guide's label, article and steps (creating the guide when the pair has none yet). */
export async function updateLicensingGuide(
  platform: Platform,
  viewer: Viewer,
  state: string,
  audience: string,
  raw: GuideUpdate,
): Promise<LicensingGuideRow> {
  const key = guideKey(state, audience);
  if (!key) {
    const code = state.trim().toLowerCase();
    throw validationError([
      isGuideState(code)
        ? { path: 'audience', message: `must be one of ${audiencesOfState(code).join(', ')}` }
        : { path: 'state', message: 'is not a state with licensing guides' },
    ]);
  }
  const values = {
    label: raw.label.trim(),
    articleSlug: raw.articleSlug?.trim() ? raw.articleSlug.trim() : null,
    steps: raw.steps.map(trimStep),
  };
  const problems = guideProblems(values).map((problem) => ({
    path: `input.${problem.path}`,
    message: problem.message,
  }));
  if (problems.length > 0) throw validationError(problems);
  return auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
    if (values.articleSlug !== null && !(await repo.findArticle(tx, values.articleSlug))) {
      throw validationError([{ path: 'input.articleSlug', message: 'is not an article' }]);
    }
    const current = await repo.findGuide(tx, key.state, key.audience);
    if (!current) return audit.insert(licensingGuidesAudit, { ...key, ...values });
    const changed = await audit.update(licensingGuidesAudit, current.id, {
      ...values,
      updatedAt: new Date(),
    });
    if (!changed) throw notFound('Licensing guide');
    return changed.after;
  }).catch(guideClash);
}

/** Two first saves of one pair at once: the unique key decides, the loser is told to retry. */
function guideClash(error: unknown): never {
  if (postgresErrorCode(error) === '23505') {
    throw validationError([{ path: 'state', message: 'was saved by someone else; try again' }]);
  }
  throw error;
}

// Articles ---------------------------------------------------------------------------------

const articleFields = {
  slug: z
    .string()
    .trim()
    .refine(isArticleSlug, 'must be lower-case words joined by hyphens (at most 120 characters)'),
  state: z
    .string()
    .trim()
    .toLowerCase()
    .refine(isGuideState, 'is not a state with licensing guides')
    .nullable(),
  title: z.string().trim().min(1, 'is required').max(150, 'at most 150 characters'),
  description: z.string().trim().min(1, 'is required').max(300, 'at most 300 characters'),
  body: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(30_000, 'at most 30000 characters')
    .superRefine((body, context) => {
      const bad = unpublishableLinks(body);
      if (bad.length > 0) {
        context.addIssue({
          code: 'custom',
          message: `has links that are not a site path, an https address or a tel: link: ${bad.join(', ')}`,
        });
      }
    }),
  isPublished: z.boolean(),
};

const createArticleInput = z.object({
  ...articleFields,
  isPublished: articleFields.isPublished.default(false),
});
const updateArticleInput = z.object(articleFields).partial();

export type CreateArticleInput = z.input<typeof createArticleInput>;
export type UpdateArticleInput = z.input<typeof updateArticleInput>;

const SLUG_TAKEN = 'is taken by another article';

function slugClash(error: unknown): never {
  if (postgresErrorCode(error) === '23505') {
    throw validationError([{ path: 'input.slug', message: SLUG_TAKEN }]);
  }
  throw error;
}

async function slugFree(tx: Transaction, slug: string, id: string | null) {
  const other = await repo.findArticle(tx, slug);
  if (other && other.id !== id)
    throw validationError([{ path: 'input.slug', message: SLUG_TAKEN }]);
}

export async function createArticle(
  platform: Platform,
  viewer: Viewer,
  raw: CreateArticleInput,
): Promise<ArticleRow> {
  const parsed = createArticleInput.safeParse(raw);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  return auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
    await slugFree(tx, parsed.data.slug, null);
    return audit.insert(articlesAudit, parsed.data);
  }).catch(slugClash);
}

/** Changes some fields of an article; a slug in use by a guide cannot change (its link would break). */
export async function updateArticle(
  platform: Platform,
  viewer: Viewer,
  id: string,
  raw: UpdateArticleInput,
): Promise<ArticleRow> {
  if (!isUuid(id)) throw notFound('Article');
  const defined = Object.fromEntries(
    Object.entries(raw).filter(([, value]) => value !== undefined),
  );
  const parsed = updateArticleInput.safeParse(defined);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  return auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
    const current = await repo.findArticleById(tx, id);
    if (!current) throw notFound('Article');
    const { slug } = parsed.data;
    if (slug !== undefined && slug !== current.slug) {
      await slugFree(tx, slug, id);
      const linked = (await repo.listGuides(tx, null)).some((g) => g.articleSlug === current.slug);
      if (linked) {
        throw validationError([
          { path: 'input.slug', message: 'cannot change while a licensing guide links to it' },
        ]);
      }
    }
    const changed = await audit.update(articlesAudit, id, {
      ...parsed.data,
      updatedAt: new Date(),
    });
    if (!changed) throw notFound('Article');
    return changed.after;
  }).catch(slugClash);
}
