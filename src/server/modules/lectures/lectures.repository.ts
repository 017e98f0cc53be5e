// The only code that reads and writes lectures, lecture_parts, lecture_images and the
// lectureQuizQuestion rows of quiz_questions (writes go through the service). Positions are
// rewritten in two steps (first out of the way, below zero, then 0..n-1) because PostgreSQL checks
// a unique index row by row: swapping two positions in one statement would trip over itself.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { courses } from '../courses/courses.tables.ts';
import { quizQuestions, type QuizQuestionRow } from '../practice-tests/practice-tests.tables.ts';
import {
  lectureImages,
  lectureParts,
  lectures,
  type LectureImageRow,
  type LecturePartRow,
  type LectureRow,
} from './lectures.tables.ts';

export type LecturePartValues = Pick<LecturePartRow, 'type' | 'layout' | 'content'>;
export type LectureQuestionValues = Pick<
  QuizQuestionRow,
  'prompt' | 'choices' | 'correctIndex' | 'explanation'
>;

const lectureQuestion = (partId: string) =>
  and(eq(quizQuestions.kind, 'lectureQuizQuestion'), eq(quizQuestions.lecturePartId, partId));

export const lecturesRepository = {
  /** Locks the course row so that concurrent changes to its lecture list run one after another. */
  async lockCourse(db: Executor, courseId: string): Promise<boolean> {
    const rows = await db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.id, courseId))
      .for('update');
    return rows.length > 0;
  },

  async findCourse(db: Executor, courseId: string) {
    const [row] = await db
      .select({ id: courses.id, isPublished: courses.isPublished })
      .from(courses)
      .where(eq(courses.id, courseId));
    return row ?? null;
  },

  listOfCourse(db: Executor, courseId: string): Promise<LectureRow[]> {
    return db
      .select()
      .from(lectures)
      .where(eq(lectures.courseId, courseId))
      .orderBy(asc(lectures.position));
  },

  async findLecture(db: Executor, id: string, lock = false): Promise<LectureRow | null> {
    const query = db.select().from(lectures).where(eq(lectures.id, id));
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  },

  async insertLecture(
    db: Executor,
    courseId: string,
    values: Pick<LectureRow, 'title' | 'minimumSeconds'>,
  ): Promise<LectureRow> {
    const [row] = await db
      .insert(lectures)
      .values({
        courseId,
        ...values,
        position: sql`(select count(*) from ${lectures} where ${lectures.courseId} = ${courseId})`,
      })
      .returning();
    if (!row) throw new Error('lecture insert returned no row');
    return row;
  },

  async updateLecture(
    db: Executor,
    id: string,
    values: Partial<Pick<LectureRow, 'title' | 'minimumSeconds'>>,
  ): Promise<LectureRow | null> {
    const [row] = await db
      .update(lectures)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(lectures.id, id))
      .returning();
    return row ?? null;
  },

  async deleteLecture(db: Executor, id: string): Promise<boolean> {
    const rows = await db
      .delete(lectures)
      .where(eq(lectures.id, id))
      .returning({ id: lectures.id });
    return rows.length > 0;
  },

  async renumberLectures(db: Executor, courseId: string, ids: readonly string[]): Promise<void> {
    await db
      .update(lectures)
      .set({ position: sql`-1 - ${lectures.position}` })
      .where(eq(lectures.courseId, courseId));
    for (const [position, id] of ids.entries()) {
      await db.update(lectures).set({ position }).where(eq(lectures.id, id));
    }
  },

  /** Parts of several lectures at once, in lecture order then position. */
  partsOf(db: Executor, lectureIds: readonly string[]): Promise<LecturePartRow[]> {
    if (lectureIds.length === 0) return Promise.resolve([]);
    return db
      .select()
      .from(lectureParts)
      .where(inArray(lectureParts.lectureId, [...lectureIds]))
      .orderBy(asc(lectureParts.position));
  },

  async findPart(db: Executor, id: string, lock = false): Promise<LecturePartRow | null> {
    const query = db.select().from(lectureParts).where(eq(lectureParts.id, id));
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  },

  async insertPart(
    db: Executor,
    lectureId: string,
    values: LecturePartValues,
  ): Promise<LecturePartRow> {
    const [row] = await db
      .insert(lectureParts)
      .values({
        lectureId,
        ...values,
        position: sql`(select count(*) from ${lectureParts} where ${lectureParts.lectureId} = ${lectureId})`,
      })
      .returning();
    if (!row) throw new Error('lecture part insert returned no row');
    return row;
  },

  async updatePart(
    db: Executor,
    id: string,
    values: Pick<LecturePartRow, 'layout' | 'content'>,
  ): Promise<LecturePartRow | null> {
    const [row] = await db
      .update(lectureParts)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(lectureParts.id, id))
      .returning();
    return row ?? null;
  },

  async deletePart(db: Executor, id: string): Promise<boolean> {
    const rows = await db
      .delete(lectureParts)
      .where(eq(lectureParts.id, id))
      .returning({ id: lectureParts.id });
    return rows.length > 0;
  },

  async renumberParts(db: Executor, lectureId: string, ids: readonly string[]): Promise<void> {
    await db
      .update(lectureParts)
      .set({ position: sql`-1 - ${lectureParts.position}` })
      .where(eq(lectureParts.lectureId, lectureId));
    for (const [position, id] of ids.entries()) {
      await db.update(lectureParts).set({ position }).where(eq(lectureParts.id, id));
    }
  },

  /** Questions of several quiz parts at once, in position order. */
  questionsOf(db: Executor, partIds: readonly string[]): Promise<QuizQuestionRow[]> {
    if (partIds.length === 0) return Promise.resolve([]);
    return db
      .select()
      .from(quizQuestions)
      .where(
        and(
          eq(quizQuestions.kind, 'lectureQuizQuestion'),
          inArray(quizQuestions.lecturePartId, [...partIds]),
        ),
      )
      .orderBy(asc(quizQuestions.position), asc(quizQuestions.createdAt));
  },

  async findQuestion(db: Executor, id: string): Promise<QuizQuestionRow | null> {
    const [row] = await db
      .select()
      .from(quizQuestions)
      .where(and(eq(quizQuestions.id, id), eq(quizQuestions.kind, 'lectureQuizQuestion')));
    return row ?? null;
  },

  async insertQuestion(
    db: Executor,
    partId: string,
    values: LectureQuestionValues,
  ): Promise<QuizQuestionRow> {
    const [row] = await db
      .insert(quizQuestions)
      .values({
        kind: 'lectureQuizQuestion',
        lecturePartId: partId,
        ...values,
        position: sql`(select count(*) from ${quizQuestions} where ${lectureQuestion(partId)})`,
      })
      .returning();
    if (!row) throw new Error('quiz question insert returned no row');
    return row;
  },

  async updateQuestion(
    db: Executor,
    id: string,
    values: LectureQuestionValues,
  ): Promise<QuizQuestionRow | null> {
    const [row] = await db
      .update(quizQuestions)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(quizQuestions.id, id), eq(quizQuestions.kind, 'lectureQuizQuestion')))
      .returning();
    return row ?? null;
  },

  async deleteQuestion(db: Executor, id: string): Promise<boolean> {
    const rows = await db
      .delete(quizQuestions)
      .where(and(eq(quizQuestions.id, id), eq(quizQuestions.kind, 'lectureQuizQuestion')))
      .returning({ id: quizQuestions.id });
    return rows.length > 0;
  },

  async renumberQuestions(db: Executor, ids: readonly string[]): Promise<void> {
    for (const [position, id] of ids.entries()) {
      await db.update(quizQuestions).set({ position }).where(eq(quizQuestions.id, id));
    }
  },

  async insertImage(
    db: Executor,
    values: Pick<LectureImageRow, 'courseId' | 'contentType' | 'bytes'>,
  ): Promise<Pick<LectureImageRow, 'id' | 'createdAt'>> {
    const [row] = await db
      .insert(lectureImages)
      .values(values)
      .returning({ id: lectureImages.id, createdAt: lectureImages.createdAt });
    if (!row) throw new Error('lecture image insert returned no row');
    return row;
  },

  async findImage(db: Executor, id: string): Promise<LectureImageRow | null> {
    const [row] = await db.select().from(lectureImages).where(eq(lectureImages.id, id));
    return row ?? null;
  },
};
