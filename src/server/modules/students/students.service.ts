// Use cases on student records: add, edit (details, address, legal/permissions, soft delete),
// disable the linked sign-in account, find and read. Every write is audited (collection "Users":
// a student is a user of the school) and leaves a line in the student's change log.
import { mustPlaceAddress } from '../../../domain/geo/address-placing.ts';
import { can } from '../../../domain/permissions.ts';
import { diffRecords } from '../../../domain/audit-diff.ts';
import { studentUpdateMessage } from '../../../domain/student-change-log.ts';
import { studentSearchWords } from '../../../domain/student-search-term.ts';
import type { Viewer } from '../../auth/auth.service.ts';
import type { Executor, Transaction } from '../../db/client.ts';
import { geocoderFor } from '../../geo/geocoder.ts';
import { conflict, forbidden, notFound, validationError } from '../../graphql/errors.ts';
import { isUuid } from '../../db/is-uuid.ts';
import {
  deferred,
  deferredMap,
  pageWindow,
  toDeferredPage,
  type Page,
  type PageArgs,
  type PageWindow,
} from '../../graphql/paging.ts';
import type { Platform } from '../../platform.ts';
import { auditedEntity, auditedTransaction } from '../audit/audit-capture.ts';
import { actorFromViewer } from '../users/users.service.ts';
import {
  findUserIdByEmail,
  studentsRepository,
  type StudentFilter,
  type StudentGuardian,
  type StudentRecord,
} from './students.repository.ts';
import { students } from './students.tables.ts';
import {
  parseAddStudent,
  parseUpdateStudent,
  type ValidStudentPatch,
} from './students.validation.ts';
import { actorOf, recordUserLog } from './user-logs.service.ts';

const AUDIT_IGNORE = ['updatedAt', 'createdAt', 'searchText', 'addressId'] as const;

/** Student records are audited in the SPEC §9 collection "Users", at path `Users/<student id>`. */
export const studentsAudit = auditedEntity({
  collection: 'Users',
  table: students,
  id: students.id,
  ignore: AUDIT_IGNORE,
});

type StudentColumns = Partial<typeof students.$inferInsert>;

/** The columns a validated input sets; absent fields stay as they are, null clears. */
function toColumns(input: Omit<ValidStudentPatch, 'id'>): StudentColumns {
  const columns: StudentColumns = {};
  const set = <K extends keyof StudentColumns>(key: K, value: StudentColumns[K] | undefined) => {
    if (value !== undefined) columns[key] = value;
  };
  // Flags, enums and hours have a value at all times: null leaves them unchanged.
  const keep = <T>(value: T | null | undefined) => (value === null ? undefined : value);
  set('name', input.name);
  set('email', input.email);
  set('dob', input.dob);
  set('usStateId', input.usStateId);
  set('parentName', input.parentName);
  set('parentEmail', input.parentEmail);
  set('stripeCustomerId', input.stripeCustomerId);
  set('smsOptIn', keep(input.smsOptIn));
  set('acceptTos', keep(input.acceptTOS));
  set('licenseNumber', input.licenseNumber);
  set('licenseIssueDate', input.licenseIssueDate);
  set('licenseExpirationDate', input.licenseExpirationDate);
  set('previousHours', keep(input.previousHours));
  set('preferredPronoun', input.preferredPronoun);
  set('isDeleted', keep(input.isDeleted));
  set('observerApproved', keep(input.observerApproved));
  set('privateApproved', keep(input.privateApproved));
  set('contractStatus', keep(input.contractStatus));
  set('transferStatus', keep(input.transferStatus));
  set('transferType', input.transferType);
  const address = input.address;
  if (address) {
    set('address', address.address);
    set('phone', address.phone);
    set('secondaryPhone', address.secondaryPhone);
    set('city', address.city);
    set('addressState', address.state);
    set('zipcode', address.zipcode);
    set('latitude', address.latitude);
    set('longitude', address.longitude);
  }
  return columns;
}

/** The account a sign-in email names: undefined leaves the link alone, null removes it. */
async function linkedUserId(
  tx: Transaction,
  signInEmail: string | null | undefined,
  studentId: string | null,
): Promise<string | null | undefined> {
  if (signInEmail === undefined || signInEmail === null) return signInEmail;
  const userId = await findUserIdByEmail(tx, signInEmail);
  if (!userId) {
    throw validationError([{ path: 'input.signInEmail', message: 'has no sign-in account' }]);
  }
  const holder = await studentsRepository.findByUserId(tx, userId);
  if (holder && holder.id !== studentId) {
    throw conflict('That sign-in account already belongs to another student.');
  }
  return userId;
}

type AddressColumns = Pick<
  typeof students.$inferSelect,
  'address' | 'city' | 'addressState' | 'zipcode' | 'latitude' | 'longitude'
>;

const NO_ADDRESS: AddressColumns = {
  address: null,
  city: null,
  addressState: null,
  zipcode: null,
  latitude: null,
  longitude: null,
};

/** The address on one line, as the geocoder reads it ("1 Main St, Austin, TX 78701"). */
function addressLine(row: AddressColumns): string | null {
  const stateZip = [row.addressState, row.zipcode].filter(Boolean).join(' ');
  const line = [row.address, row.city, stateZip].filter(Boolean).join(', ');
  return line || null;
}

/**
 * The columns with the address's position: placed by the geocoding port (outside any transaction:
 * it may call a service) unless staff placed the pin, exactly as meeting points are
 * (src/domain/geo/address-placing.ts). An address that cannot be placed is saved without a
 * position (a home pickup then falls back to its ZIP code): students are often added by phone
 * with half an address, and that must not be refused.
 */
async function withPosition(
  platform: Platform,
  before: AddressColumns | null,
  columns: StudentColumns,
): Promise<StudentColumns> {
  const merged = { ...(before ?? NO_ADDRESS), ...columns } as AddressColumns;
  if ((merged.latitude == null) !== (merged.longitude == null)) {
    throw validationError([
      { path: 'input.address.longitude', message: 'give both latitude and longitude, or neither' },
    ]);
  }
  const after = { ...merged, address: addressLine(merged) };
  const saved = before ? { ...before, address: addressLine(before) } : null;
  if (!mustPlaceAddress(saved, after)) return columns;
  const found = after.address
    ? await geocoderFor(platform.config).locate(after.address, merged.zipcode)
    : null;
  return { ...columns, latitude: found?.latitude ?? null, longitude: found?.longitude ?? null };
}

async function reload(db: Executor, id: string): Promise<StudentRecord> {
  const [record] = await studentsRepository.findByIds(db, [id]);
  if (!record) throw notFound('Student');
  return record;
}

export async function addStudent(
  platform: Platform,
  viewer: Viewer,
  input: unknown,
): Promise<StudentRecord> {
  const valid = parseAddStudent(input);
  const columns = await withPosition(platform, null, toColumns(valid));
  return auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
    const userId = await linkedUserId(tx, valid.signInEmail, null);
    const row = await audit.insert(studentsAudit, {
      ...columns,
      name: valid.name,
      ...(userId ? { userId } : {}),
    });
    await recordUserLog(tx, {
      studentId: row.id,
      kind: 'Manual',
      type: 'student.created',
      message: `Student record created for ${row.name}`,
      actor: actorOf(viewer),
    });
    return reload(tx, row.id);
  });
}

export async function updateStudent(
  platform: Platform,
  viewer: Viewer,
  input: unknown,
): Promise<StudentRecord> {
  const valid = parseUpdateStudent(input);
  // Placed from the row as it was read, before the transaction (the geocoder may be a service).
  const columns = await withPosition(
    platform,
    await findStudent(platform.db.db, valid.id),
    toColumns(valid),
  );
  return auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
    const userId = await linkedUserId(tx, valid.signInEmail, valid.id);
    const patch = { ...columns, ...(userId !== undefined ? { userId } : {}) };
    const result = await audit.update(studentsAudit, valid.id, patch);
    if (!result) throw notFound('Student');
    const changed = diffRecords(result.before, result.after, AUDIT_IGNORE);
    if (changed.length > 0) {
      await recordUserLog(tx, {
        studentId: valid.id,
        kind: 'Manual',
        type: 'student.updated',
        // Each field in words with its old → new value (the audit log keeps the raw values).
        message: studentUpdateMessage(changed),
        actor: actorOf(viewer),
      });
    }
    return reload(tx, valid.id);
  });
}

/**
 * Disables the linked sign-in account (better-auth bans it and ends every session) and marks the
 * student record, audited. Idempotent: a second call ends any new sessions and changes nothing else.
 */
export async function disableStudentAccount(
  platform: Platform,
  viewer: Viewer,
  studentId: string,
): Promise<StudentRecord> {
  const student = await findStudent(platform.db.db, studentId);
  if (!student.userId) throw conflict('This student has no sign-in account to disable.');
  if (student.userId === viewer.userId) throw conflict('You cannot disable your own account.');
  // Outside the transaction: better-auth writes through its own connection, which on the
  // embedded database would wait for our open transaction.
  await platform.auth.disableUser(student.userId, 'Disabled by staff');
  if (student.accountDisabledAt) return student;
  return auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
    await audit.update(studentsAudit, studentId, { accountDisabledAt: new Date() });
    await recordUserLog(tx, {
      studentId,
      kind: 'Manual',
      type: 'student.accountDisabled',
      message: 'Sign-in account disabled; all sessions ended',
      actor: actorOf(viewer),
    });
    return reload(tx, studentId);
  });
}

/** A student by id (deleted ones included), or NOT_FOUND. */
export async function findStudent(db: Executor, id: string): Promise<StudentRecord> {
  if (!isUuid(id)) throw notFound('Student');
  return reload(db, id);
}

/**
 * `student(id)`: staff who read students see any record; anyone else only a record their account
 * holds (their own, or a teen's as a parent; FORBIDDEN otherwise, without saying whether the id
 * exists).
 */
export async function readStudentAs(
  db: Executor,
  viewer: Viewer,
  id: string,
): Promise<StudentRecord> {
  if (can(viewer.roles, 'students.read')) return findStudent(db, id);
  return assertHoldsStudent(db, viewer, id);
}

/**
 * `myStudents`: the student records the caller's account holds, whatever their roles (a staff
 * member who is also a student sees only their own here): the account's own record (students.user_id)
 * first, then the teens it manages as a parent (student_guardians), in the order they were added.
 * Deleted records are left out: the portal has nothing to show for them. Every "own records"
 * check of the other modules goes through here.
 */
export async function myStudents(db: Executor, viewer: Viewer): Promise<StudentRecord[]> {
  return studentsRepository.findHeldBy(db, viewer.userId);
}

/** FORBIDDEN unless the caller's account holds this student record (own, or a teen's). */
export async function assertHoldsStudent(
  db: Executor,
  viewer: Viewer,
  studentId: string,
): Promise<StudentRecord> {
  const held = (await myStudents(db, viewer)).find((record) => record.id === studentId);
  if (!held) throw forbidden();
  return held;
}

/**
 * How the caller's account holds a student record: as the student's own sign-in (students.user_id),
 * as a parent's account that manages it, or not at all. Checks that the enrolled student is the one
 * studying (identity questions, seat time) accept only the first.
 */
export async function holdsStudentAs(
  db: Executor,
  viewer: Viewer,
  studentId: string,
): Promise<'student' | 'parent' | null> {
  const held = (await myStudents(db, viewer)).find((record) => record.id === studentId);
  if (!held) return null;
  return held.userId === viewer.userId ? 'student' : 'parent';
}

/** Whether the account already has a record of its own (deleted or not: the user id stays taken). */
export async function hasOwnStudentRecord(db: Executor, viewer: Viewer): Promise<boolean> {
  return (await studentsRepository.findByUserId(db, viewer.userId)) !== null;
}

/** `studentGuardians(studentId)`: the parent accounts of a student (NOT_FOUND for no student). */
export async function listGuardians(db: Executor, studentId: string): Promise<StudentGuardian[]> {
  await findStudent(db, studentId);
  return studentsRepository.guardiansOf(db, [studentId]);
}

export interface StudentSearch {
  term?: string | null;
  ids?: readonly string[] | null;
  includeDeleted?: boolean | null;
}

/**
 * `students(term | ids)`: by name, paged (SPEC §9: 40 a page by default). totalCount and
 * totalCountIsEstimate are counted only when selected; above EXACT_COUNT_LIMIT matches the
 * count is an estimate.
 */
export interface StudentPage extends Page<StudentRecord> {
  totalCountIsEstimate: Promise<boolean>;
}

/** Reads one window of rows for a filter: whole records by default. */
export type StudentRowsReader = (
  filter: StudentFilter,
  window: PageWindow,
) => Promise<StudentRecord[]>;

export async function searchStudents(
  db: Executor,
  search: StudentSearch,
  pageArgs: PageArgs,
  readRows: StudentRowsReader = (filter, window) => studentsRepository.search(db, filter, window),
): Promise<StudentPage> {
  const window = pageWindow(pageArgs);
  const badId = search.ids?.findIndex((id) => !isUuid(id)) ?? -1;
  if (badId >= 0) throw validationError([{ path: `ids.${badId}`, message: 'is not a student id' }]);
  const filter = {
    words: studentSearchWords(search.term),
    ids: search.ids ?? null,
    includeDeleted: search.includeDeleted ?? false,
  };
  const rows = await readRows(filter, window);
  const counted = deferred(() => studentsRepository.count(db, filter, window));
  return {
    ...toDeferredPage(
      rows,
      deferredMap(counted, (c) => c.totalCount),
      window,
    ),
    totalCountIsEstimate: deferredMap(counted, (c) => c.isEstimate),
  };
}
