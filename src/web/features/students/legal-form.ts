// The legal/permissions form of a student (SPEC §3, §4): two approvals and three statuses. Saved
// with updateStudent as a patch of what changed. The server treats null on a flag or an enum as
// "leave it", so a transfer type once set can be changed but not cleared.
import type {
  LegalFormStatus,
  TransferStatus,
  TransferType,
  UpdateStudentInput,
} from '../../gql/graphql.ts';
import type { StudentDetails } from './students.queries.ts';

export interface LegalFormValues {
  observerApproved: boolean;
  privateApproved: boolean;
  contractStatus: LegalFormStatus;
  transferStatus: TransferStatus;
  transferType: TransferType | null;
}

export function legalFormValues(student: StudentDetails): LegalFormValues {
  return {
    observerApproved: student.observerApproved,
    privateApproved: student.privateApproved,
    contractStatus: student.contractStatus,
    transferStatus: student.transferStatus,
    transferType: student.transferType,
  };
}

/** The changed fields for updateStudent, or null when nothing changed. */
export function toLegalInput(
  id: string,
  before: LegalFormValues,
  after: LegalFormValues,
): UpdateStudentInput | null {
  const input: UpdateStudentInput = { id };
  let changed = false;
  for (const key of Object.keys(after) as (keyof LegalFormValues)[]) {
    if (after[key] === before[key] || after[key] === null) continue;
    Object.assign(input, { [key]: after[key] });
    changed = true;
  }
  return changed ? input : null;
}
