// Use cases on lesson types (SPEC §3, names from SPEC §9): create, change, delete. A type that
// lessons use cannot be deleted (the lessons' foreign key restricts it): CONFLICT.
import { z } from 'zod';
import { lessonTypeFields } from '../../../domain/lesson-type-inputs.ts';
import { isTestLessonType } from '../../../domain/scheduling/lesson-minutes.ts';
import type { DbHandle } from '../../db/client.ts';
import { isForeignKeyViolation, postgresErrorCode } from '../../db/pg-errors.ts';
import { conflict, fromZodIssues, notFound, validationError } from '../../graphql/errors.ts';
import { productsRepository } from '../products/products.repository.ts';
import { lessonTypesRepository } from './lesson-types.repository.ts';
import type { LessonTypeRow } from './lesson-types.tables.ts';
import { isUuid } from '../../db/is-uuid.ts';

// The field rules are shared with the back-office dialog (src/domain/lesson-type-inputs.ts).
const createInput = z.object({
  name: lessonTypeFields.name,
  label: lessonTypeFields.label,
  durationMinutes: lessonTypeFields.durationMinutes,
  description: lessonTypeFields.description.default(''),
});

const updateInput = z.object({
  label: lessonTypeFields.label.optional(),
  durationMinutes: lessonTypeFields.durationMinutes.optional(),
  description: lessonTypeFields.description.optional(),
  testProductId: lessonTypeFields.testProductId.optional(),
});

export type CreateLessonTypeInput = z.input<typeof createInput>;
export type UpdateLessonTypeInput = z.input<typeof updateInput>;

const TAKEN = { path: 'input.name', message: 'Another lesson type already has this name.' };

export async function createLessonType(
  db: DbHandle,
  raw: CreateLessonTypeInput,
): Promise<LessonTypeRow> {
  const parsed = createInput.safeParse(raw);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  try {
    return await db.transaction(async (tx) => {
      if (await lessonTypesRepository.findByName(tx, parsed.data.name)) {
        throw validationError([TAKEN]);
      }
      return lessonTypesRepository.insert(tx, parsed.data);
    });
  } catch (error) {
    // Two creations of one name at once: the unique index decides.
    if (postgresErrorCode(error) === '23505') throw validationError([TAKEN]);
    throw error;
  }
}

export async function updateLessonType(
  db: DbHandle,
  id: string,
  raw: UpdateLessonTypeInput,
): Promise<LessonTypeRow> {
  if (!isUuid(id)) throw notFound('Lesson type');
  const parsed = updateInput.safeParse(raw);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  const values = Object.fromEntries(
    Object.entries(parsed.data).filter(([, value]) => value !== undefined),
  );
  if (parsed.data.testProductId) await checkTestProduct(db, id, parsed.data.testProductId);
  const row = await lessonTypesRepository.update(db.db, id, values);
  if (!row) throw notFound('Lesson type');
  return row;
}

/**
 * Only a road or DMV test sells a product of its own, and it is a `fee` (the unit a booked test
 * consumes, docs/lessons.md): anything else would be charged but never consumed.
 */
async function checkTestProduct(db: DbHandle, id: string, productId: string): Promise<void> {
  const type = await lessonTypesRepository.findById(db.db, id);
  if (!type) throw notFound('Lesson type');
  const field = 'input.testProductId';
  if (!isTestLessonType(type.name))
    throw validationError([
      { path: field, message: 'only road and DMV tests sell a product of their own' },
    ]);
  const [product] = await productsRepository.findByIds(db.db, [productId]);
  if (!product) throw validationError([{ path: field, message: 'is not a product' }]);
  if (product.type !== 'fee')
    throw validationError([{ path: field, message: 'must be a fee product (one unit per test)' }]);
}

export async function deleteLessonType(db: DbHandle, id: string): Promise<{ id: string }> {
  if (!isUuid(id)) throw notFound('Lesson type');
  const inUse = () =>
    conflict('Lessons use this lesson type, so it cannot be deleted. Change its label instead.');
  try {
    return await db.transaction(async (tx) => {
      if (await lessonTypesRepository.inUse(tx, id)) throw inUse();
      if (!(await lessonTypesRepository.delete(tx, id))) throw notFound('Lesson type');
      return { id };
    });
  } catch (error) {
    // A lesson booked between the check and the delete: the foreign key refuses it.
    if (isForeignKeyViolation(error)) throw inUse();
    throw error;
  }
}
