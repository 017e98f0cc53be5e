// The only code that reads and writes lesson_types (writes go through the service).
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { lessons } from '../lessons/lessons.tables.ts';
import { lessonTypes, type LessonTypeRow } from './lesson-types.tables.ts';

export const lessonTypesRepository = {
  list(db: Executor): Promise<LessonTypeRow[]> {
    return db
      .select()
      .from(lessonTypes)
      .orderBy(asc(lessonTypes.durationMinutes), asc(lessonTypes.name));
  },

  async findById(db: Executor, id: string): Promise<LessonTypeRow | null> {
    const [row] = await db.select().from(lessonTypes).where(eq(lessonTypes.id, id));
    return row ?? null;
  },

  async findByName(db: Executor, name: string): Promise<LessonTypeRow | null> {
    const [row] = await db
      .select()
      .from(lessonTypes)
      .where(eq(lessonTypes.name, name as never));
    return row ?? null;
  },

  /** Whether any lesson (cancelled or not) is of this type; such a type cannot be deleted. */
  async inUse(db: Executor, id: string): Promise<boolean> {
    const [row] = await db
      .select({ id: lessons.id })
      .from(lessons)
      .where(eq(lessons.lessonTypeId, id))
      .limit(1);
    return Boolean(row);
  },

  async update(
    db: Executor,
    id: string,
    values: Partial<Omit<LessonTypeRow, 'id' | 'createdAt'>>,
  ): Promise<LessonTypeRow | null> {
    const [row] = await db
      .update(lessonTypes)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(lessonTypes.id, id))
      .returning();
    return row ?? null;
  },

  async insert(
    db: Executor,
    values: Pick<LessonTypeRow, 'name' | 'label' | 'durationMinutes' | 'description'>,
  ): Promise<LessonTypeRow> {
    const [row] = await db.insert(lessonTypes).values(values).returning();
    if (!row) throw new Error('lesson type insert returned no row');
    return row;
  },

  async delete(db: Executor, id: string): Promise<boolean> {
    const rows = await db
      .delete(lessonTypes)
      .where(eq(lessonTypes.id, id))
      .returning({ id: lessonTypes.id });
    return rows.length > 0;
  },
};
