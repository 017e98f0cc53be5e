// A new account's own student record, made while booking (docs/booking.md "Accounts"): a student
// booking for themselves, or a parent booking for their teen (the teen's name and date of birth,
// the parent as parent contact). The record is linked to the caller's account, which is how
// `myStudents` finds it; an account holds one record (the unique user id), so a second → CONFLICT.
import { z } from 'zod';
import type { Viewer } from '../../auth/auth.service.ts';
import { conflict, fromZodIssues, validationError } from '../../graphql/errors.ts';
import type { Platform } from '../../platform.ts';
import { auditedTransaction } from '../audit/audit-capture.ts';
import { studentsRepository } from '../students/students.repository.ts';
import { findStudent, studentsAudit } from '../students/students.service.ts';
import type { StudentRecord } from '../students/students.repository.ts';
import { actorFromViewer } from '../users/users.service.ts';

export const createMyStudentInput = z.object({
  /** True: the account is a parent's and the record is their teen's. */
  forTeen: z.boolean(),
  name: z.string().trim().min(1, 'is required').max(200, 'at most 200 characters'),
  dob: z.iso.date('must be a date (YYYY-MM-DD)').nullish(),
  usStateId: z
    .string()
    .regex(/^[A-Z]{2}$/, 'must be a two-letter state code')
    .nullish(),
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
    if (await studentsRepository.findByUserId(tx, viewer.userId))
      throw conflict('This account already has a student record.');
    const row = await audit.insert(studentsAudit, {
      name: input.name,
      dob: input.dob ?? null,
      usStateId: input.usStateId ?? null,
      userId: viewer.userId,
      email: input.forTeen ? null : viewer.email,
      parentName: input.forTeen ? viewer.name : null,
      parentEmail: input.forTeen ? viewer.email : null,
    });
    return row.id;
  });
  return findStudent(platform.db.db, id);
}
