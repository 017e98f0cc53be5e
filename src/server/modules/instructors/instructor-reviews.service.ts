// Reviews of instructors by students (audited as "InstructorReviewsV2") and the reference page
// links. A student reviews the instructor of a lesson that has ended and that they were booked on
// or attended, once per lesson; staff approve or reject; the public sees approved ones only.
import { and, count, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { z } from 'zod';
import { can } from '../../../domain/permissions.ts';
import type { Viewer } from '../../auth/auth.service.ts';
import type { Executor } from '../../db/client.ts';
import { postgresErrorCode } from '../../db/pg-errors.ts';
import { conflict, fromZodIssues, notFound, validationError } from '../../graphql/errors.ts';
import type { PageWindow } from '../../graphql/paging.ts';
import type { Platform } from '../../platform.ts';
import { auditedEntity, auditedTransaction } from '../audit/audit-capture.ts';
import { lessons, lessonStudents } from '../lessons/lessons.tables.ts';
import { myStudents } from '../students/students.service.ts';
import { actorFromViewer } from '../users/users.service.ts';
import {
  instructorReferences,
  instructorReviews,
  type InstructorReferenceRow,
  type InstructorReviewRow,
} from './instructors.tables.ts';

export const instructorReviewsAudit = auditedEntity({
  collection: 'InstructorReviewsV2',
  table: instructorReviews,
  id: instructorReviews.id,
  ignore: ['createdAt'],
});

export const REVIEW_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

const reviewInput = z.object({
  lessonId: z.uuid('is not a lesson id'),
  rating: z.number().int('must be a whole number').min(1, 'at least 1').max(5, 'at most 5'),
  text: z.string().trim().max(2000, 'at most 2000 characters'),
});

const DUPLICATE = 'You have already reviewed this lesson.';

export async function reviewInstructor(
  platform: Platform,
  viewer: Viewer,
  raw: z.input<typeof reviewInput>,
  now = new Date(),
): Promise<InstructorReviewRow> {
  const parsed = reviewInput.safeParse(raw);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  const { lessonId, rating, text } = parsed.data;
  try {
    return await auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
      // A student record the viewer's account holds (their own, or a teen's as a parent) on this
      // lesson: booked (not removed) or marked attended.
      const held = (await myStudents(tx, viewer)).map((record) => record.id);
      if (held.length === 0) throw notFound('Lesson');
      const [place] = await tx
        .select({
          studentId: lessonStudents.studentId,
          instructorId: lessons.instructorId,
          endTime: lessons.endTime,
          cancelledAt: lessons.cancelledAt,
        })
        .from(lessonStudents)
        .innerJoin(lessons, eq(lessons.id, lessonStudents.lessonId))
        .where(
          and(
            eq(lessonStudents.lessonId, lessonId),
            inArray(lessonStudents.studentId, held),
            or(isNull(lessonStudents.removedAt), eq(lessonStudents.attendance, 'Attended')),
          ),
        )
        .limit(1);
      if (!place) throw notFound('Lesson');
      if (place.cancelledAt || place.endTime > now) {
        throw validationError([
          { path: 'input.lessonId', message: 'can be reviewed once the lesson has taken place' },
        ]);
      }
      const [existing] = await tx
        .select({ id: instructorReviews.id })
        .from(instructorReviews)
        .where(
          and(
            eq(instructorReviews.lessonId, lessonId),
            eq(instructorReviews.studentId, place.studentId),
          ),
        );
      if (existing) throw conflict(DUPLICATE);
      return audit.insert(instructorReviewsAudit, {
        instructorId: place.instructorId,
        lessonId,
        studentId: place.studentId,
        rating,
        text,
      });
    });
  } catch (error) {
    // Two submissions at once: the unique index decides.
    if (postgresErrorCode(error) === '23505') throw conflict(DUPLICATE);
    throw error;
  }
}

export async function moderateInstructorReview(
  platform: Platform,
  viewer: Viewer,
  id: string,
  status: 'Approved' | 'Rejected',
): Promise<InstructorReviewRow> {
  if (!z.uuid().safeParse(id).success) throw notFound('Review');
  return auditedTransaction(platform, actorFromViewer(viewer), async (_tx, audit) => {
    const changed = await audit.update(instructorReviewsAudit, id, {
      status,
      moderatedById: viewer.userId,
      moderatedAt: new Date(),
    });
    if (!changed) throw notFound('Review');
    return changed.after;
  });
}

/** Staff who moderate see every status; everyone else sees approved reviews only. */
export function visibleReviewStatuses(
  viewer: Viewer | null,
  wanted: readonly ReviewStatus[] | null | undefined,
): ReviewStatus[] {
  const mayModerate = viewer !== null && can(viewer.roles, 'instructorReviews.moderate');
  if (!mayModerate) return ['Approved'];
  return wanted?.length ? [...wanted] : [...REVIEW_STATUSES];
}

export async function listInstructorReviews(
  db: Executor,
  instructorId: string,
  statuses: readonly ReviewStatus[],
  window: PageWindow,
): Promise<{ rows: InstructorReviewRow[]; totalCount: number }> {
  if (!z.uuid().safeParse(instructorId).success) return { rows: [], totalCount: 0 };
  const condition = and(
    eq(instructorReviews.instructorId, instructorId),
    inArray(instructorReviews.status, [...statuses]),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(instructorReviews)
      .where(condition)
      .orderBy(desc(instructorReviews.createdAt), desc(instructorReviews.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ value: count() }).from(instructorReviews).where(condition),
  ]);
  return { rows, totalCount: total?.value ?? 0 };
}

// Reference page links (Admin writes; not an audited collection of SPEC §9).
const referenceInput = z.object({
  id: z.uuid('is not a reference id').nullish(),
  url: z
    .string()
    .trim()
    .max(2000)
    .pipe(z.url({ protocol: /^https?$/, message: 'must be an http or https address' })),
  label: z.string().trim().min(1, 'is required').max(200),
  category: z.string().trim().min(1, 'is required').max(100),
  subLabel: z.string().trim().max(300).optional(),
  sortOrder: z.number().int().min(0).max(10_000).optional(),
});

export async function putInstructorReference(
  db: Executor,
  raw: z.input<typeof referenceInput>,
): Promise<InstructorReferenceRow> {
  const parsed = referenceInput.safeParse(raw);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  const { id, ...values } = parsed.data;
  if (!id) {
    const [row] = await db.insert(instructorReferences).values(values).returning();
    return row!;
  }
  const [row] = await db
    .update(instructorReferences)
    .set(values)
    .where(eq(instructorReferences.id, id))
    .returning();
  if (!row) throw notFound('Reference');
  return row;
}

export async function deleteInstructorReference(db: Executor, id: string): Promise<{ id: string }> {
  if (!z.uuid().safeParse(id).success) throw notFound('Reference');
  const rows = await db
    .delete(instructorReferences)
    .where(eq(instructorReferences.id, id))
    .returning({ id: instructorReferences.id });
  if (rows.length === 0) throw notFound('Reference');
  return { id };
}
