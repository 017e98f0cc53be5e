// An instructor's own lessons (SPEC §2 instructor view): the signed-in instructor's, found through
// `instructors.user_id`; an Admin may look at any instructor's. Notes hidden from instructors
// are left out for a viewer whose only staff role is Instructor (src/domain/note-visibility.ts).
import { z } from 'zod';
import { canSeeHiddenNotes, visibleNotes } from '../../../domain/note-visibility.ts';
import type { Viewer } from '../../auth/auth.service.ts';
import { forbidden, notFound, validationError } from '../../graphql/errors.ts';
import type { Platform } from '../../platform.ts';
import {
  instructorLessonsRepository as repository,
  type InstructorLesson,
  type InstructorSummary,
} from './instructor-lessons.repository.ts';

/** The longest window one query may ask for. */
export const MAX_WINDOW_DAYS = 62;

export interface MyLessons {
  /** Null when the signed-in user has no instructor profile. */
  instructor: InstructorSummary | null;
  lessons: InstructorLesson[];
}

/** The instructor whose lessons the viewer reads: their own, or (Admin only) the one asked for. */
async function instructorFor(
  platform: Platform,
  viewer: Viewer,
  instructorId: string | null | undefined,
): Promise<InstructorSummary | null> {
  if (instructorId == null) return repository.instructorOfUser(platform.db.db, viewer.userId);
  if (!viewer.roles.includes('Admin')) throw forbidden();
  if (!z.uuid().safeParse(instructorId).success) throw notFound('Instructor');
  const instructor = await repository.instructor(platform.db.db, instructorId);
  if (!instructor) throw notFound('Instructor');
  return instructor;
}

const withVisibleNotes = (lesson: InstructorLesson, viewer: Viewer): InstructorLesson => ({
  ...lesson,
  students: lesson.students.map((student) => ({
    ...student,
    notes: visibleNotes(student.notes, viewer.roles),
  })),
});

export async function myLessons(
  platform: Platform,
  viewer: Viewer,
  args: { from: Date; to: Date; instructorId?: string | null },
): Promise<MyLessons> {
  const { from, to } = args;
  if (to.getTime() <= from.getTime()) {
    throw validationError([{ path: 'to', message: 'must be after from' }]);
  }
  if (to.getTime() - from.getTime() > MAX_WINDOW_DAYS * 86_400_000) {
    throw validationError([{ path: 'to', message: `at most ${MAX_WINDOW_DAYS} days after from` }]);
  }
  const instructor = await instructorFor(platform, viewer, args.instructorId);
  if (!instructor) return { instructor: null, lessons: [] };
  const lessons = await repository.lessons(platform.db.db, {
    instructorId: instructor.id,
    from,
    to,
    includeHiddenNotes: canSeeHiddenNotes(viewer.roles),
  });
  return { instructor, lessons: lessons.map((lesson) => withVisibleNotes(lesson, viewer)) };
}

/** One lesson of the viewer's own (Admin: anyone's); NOT_FOUND for another instructor's. */
export async function myLesson(
  platform: Platform,
  viewer: Viewer,
  lessonId: string,
): Promise<{ instructor: InstructorSummary; lesson: InstructorLesson }> {
  if (!z.uuid().safeParse(lessonId).success) throw notFound('Lesson');
  const own = await repository.instructorOfUser(platform.db.db, viewer.userId);
  const isAdmin = viewer.roles.includes('Admin');
  const instructorId = isAdmin
    ? await repository.instructorOfLesson(platform.db.db, lessonId)
    : own?.id;
  if (!instructorId) throw notFound('Lesson');
  const instructor = await repository.instructor(platform.db.db, instructorId);
  const [lesson] = await repository.lessons(platform.db.db, {
    instructorId,
    lessonId,
    includeHiddenNotes: canSeeHiddenNotes(viewer.roles),
  });
  if (!lesson || !instructor) throw notFound('Lesson');
  return { instructor, lesson: withVisibleNotes(lesson, viewer) };
}
