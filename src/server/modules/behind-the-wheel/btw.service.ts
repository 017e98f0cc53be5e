// A student's progress toward their state's behind-the-wheel requirement (docs/behind-the-wheel.md):
// who may read it, and what it says. The rule and the arithmetic are the domain's
// (`studentBtwProgress`); this reads the student, their attended lessons, and the certificate the
// student's state issues for the requirement, if one is configured and issued.
import {
  studentBtwProgress,
  type StudentBtwProgress,
} from '../../../domain/behind-the-wheel/student-btw-progress.ts';
import { can } from '../../../domain/permissions.ts';
import type { Viewer } from '../../auth/auth.service.ts';
import type { Executor } from '../../db/client.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { forbidden, notFound } from '../../graphql/errors.ts';
import {
  certificatesRepository,
  type CertificateView,
} from '../certificates/certificates.repository.ts';
import type { CertificateTypeRow } from '../certificates/certificates.tables.ts';
import { stateConfigsRepository } from '../state-configs/state-configs.repository.ts';
import { myStudents } from '../students/students.service.ts';
import { btwRepository, type BtwStudent } from './btw.repository.ts';

export interface BtwProgressView {
  student: BtwStudent;
  result: StudentBtwProgress;
  /** The certificate type the student's state issues for the requirement; null: none configured. */
  certificateType: CertificateTypeRow | null;
  /** The certificate of that type already issued to the student, if any. */
  certificate: CertificateView | null;
}

/**
 * Staff who read students read anyone's; an Instructor the students of their own lessons; a
 * student their own record and a parent their teen's. FORBIDDEN otherwise, also for an unknown id
 * (so an id's existence is not revealed to those who could not read it).
 */
async function assertMayRead(db: Executor, viewer: Viewer, studentId: string): Promise<void> {
  if (can(viewer.roles, 'students.read')) return;
  if (
    viewer.roles.includes('Instructor') &&
    (await btwRepository.isStudentOfInstructorUser(db, viewer.userId, studentId))
  )
    return;
  if ((await myStudents(db, viewer)).some((record) => record.id === studentId)) return;
  throw forbidden();
}

/** The state's behind-the-wheel certificate type, and the student's certificate of it. */
export async function btwCertificateOf(
  db: Executor,
  student: BtwStudent,
): Promise<Pick<BtwProgressView, 'certificateType' | 'certificate'>> {
  const config = student.usStateId
    ? await stateConfigsRepository.findByState(db, student.usStateId)
    : undefined;
  const typeId = config?.behindTheWheelCertificateTypeId;
  if (!typeId) return { certificateType: null, certificate: null };
  const certificateType = await certificatesRepository.findType(db, typeId);
  const certificate =
    (await certificatesRepository.ofStudents(db, [student.id])).find(
      (issued) => issued.certTypeId === typeId,
    ) ?? null;
  return { certificateType, certificate };
}

export async function readBtwProgress(
  db: Executor,
  viewer: Viewer,
  studentId: string,
  now: Date = new Date(),
): Promise<BtwProgressView> {
  const staff = can(viewer.roles, 'students.read');
  if (!isUuid(studentId)) throw staff ? notFound('Student') : forbidden();
  await assertMayRead(db, viewer, studentId);
  const student = await btwRepository.student(db, studentId);
  if (!student) throw notFound('Student');
  const places = await btwRepository.attendedPlaces(db, [studentId], now);
  return {
    student,
    result: studentBtwProgress(student, places, now),
    ...(await btwCertificateOf(db, student)),
  };
}
