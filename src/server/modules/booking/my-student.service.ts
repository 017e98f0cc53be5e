// Student records an account makes for itself (docs/booking.md "Accounts", docs/portal.md
// "Parents"): a student's own record, linked by the account's user id (one per account, a second
// → CONFLICT), or, for a parent, a teen's record linked to the parent's account through
// student_guardians (as many teens as the family has). `myStudents` finds both kinds.
import { z } from 'zod';
import type { Viewer } from '../../auth/auth.service.ts';
import { conflict, fromZodIssues, validationError } from '../../graphql/errors.ts';
import type { Platform } from '../../platform.ts';
import { auditedTransaction } from '../audit/audit-capture.ts';
import { studentsRepository } from '../students/students.repository.ts';
import type { StudentRecord } from '../students/students.repository.ts';
import { findStudent, hasOwnStudentRecord, studentsAudit } from '../students/students.service.ts';
import { dateOfBirth, stateCode } from '../students/students.validation.ts';
import { actorOf, recordUserLog } from '../students/user-logs.service.ts';
import { actorFromViewer } from '../users/users.service.ts';

export const createMyStudentInput = z.object({
  /** True: the account is a parent's and the record is their teen's. */
  forTeen: z.boolean(),
  name: z.string().trim().min(1, 'is required').max(200, 'at most 200 characters'),
  dob: dateOfBirth,
  usStateId: stateCode,
});

export async function createMyStudent(
  platform: Platform,
  viewer: Viewer,
  raw: z.input<typeof createMyStudentInput>,
): Promise<StudentRecord> {
  const parsed = createMyStudentInput.safeParse(raw);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  const input = parsed.data;
  if (input.forTeen && !input.dob)
    throw validationError([{ path: 'input.dob', message: 'is required for a teen' }]);
  const id = await auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
    if (!input.forTeen && (await hasOwnStudentRecord(tx, viewer)))
      throw conflict('This account already has a student record.');
    const row = await audit.insert(studentsAudit, {
      name: input.name,
      dob: input.dob ?? null,
      usStateId: input.usStateId ?? null,
      // A teen's record is not the parent's sign-in: the teen may get their own account later.
      userId: input.forTeen ? null : viewer.userId,
      email: input.forTeen ? null : viewer.email,
      parentName: input.forTeen ? viewer.name : null,
      parentEmail: input.forTeen ? viewer.email : null,
    });
    if (input.forTeen) await studentsRepository.linkGuardian(tx, viewer.userId, row.id);
    await recordUserLog(tx, {
      studentId: row.id,
      kind: 'Manual',
      type: 'student.created',
      message: input.forTeen
        ? `Student record created by their parent (${viewer.email}), who manages it`
        : `Student record created by the student (${viewer.email})`,
      actor: actorOf(viewer),
    });
    return row.id;
  });
  return findStudent(platform.db.db, id);
}
