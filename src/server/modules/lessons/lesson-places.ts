// A student's place in a lesson: what it used, and the audit line of a change to it (places are
// logged under their lesson, `LessonSlotsV2/<lesson id>`, as `students.<id>.<field>`).
import { diffRecords } from '../../../domain/audit-diff.ts';
import type { LessonTypeName } from '../../../domain/lesson-type-names.ts';
import {
  isTestLessonType,
  type StudentLessonUse,
} from '../../../domain/scheduling/lesson-minutes.ts';
import type { Viewer } from '../../auth/auth.service.ts';
import type { Transaction } from '../../db/client.ts';
import { insertAuditLog } from '../audit/audit.repository.ts';
import { actorFromViewer } from '../users/users.service.ts';
import type { LessonStudentRow } from './lessons.tables.ts';

/** What this place took from the student's ledger when it was booked (or last resized). */
export const placeUse = (place: LessonStudentRow, type: LessonTypeName): StudentLessonUse => ({
  drivingMinutes: place.drivingMinutes,
  observationMinutes: place.observationMinutes,
  testUnits: isTestLessonType(type) ? 1 : 0,
});

const snapshot = (place: LessonStudentRow) => ({
  attendance: place.attendance,
  drivingMinutes: place.drivingMinutes,
  observationMinutes: place.observationMinutes,
  removedAt: place.removedAt,
});

/** One audit line for the places that changed, if any did. */
export async function auditPlaces(
  tx: Transaction,
  viewer: Viewer,
  lessonId: string,
  before: readonly LessonStudentRow[],
  after: readonly LessonStudentRow[],
): Promise<void> {
  const of = (rows: readonly LessonStudentRow[]) => ({
    students: Object.fromEntries(rows.map((row) => [row.studentId, snapshot(row)])),
  });
  const changes = diffRecords(of(before), of(after));
  if (changes.length === 0) return;
  const actor = actorFromViewer(viewer);
  await insertAuditLog(tx, {
    updatedById: actor.id,
    updatedByName: actor.name,
    updatedByRole: actor.role,
    collectionName: 'LessonSlotsV2',
    collectionPath: `LessonSlotsV2/${lessonId}`,
    action: 'Update',
    changes,
  });
}
