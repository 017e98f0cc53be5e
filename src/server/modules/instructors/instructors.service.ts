// Use cases on instructor records: add one, change one, and who may read which part of it.
// Every write is audited in the "Instructors" collection. Becoming Active stamps activatedAt and,
// after the commit, enqueues the activation notice (instructors.jobs.ts).
import { z } from 'zod';
import { can } from '../../../domain/permissions.ts';
import type { Viewer } from '../../auth/auth.service.ts';
import { rolesFromColumn } from '../../auth/auth.service.ts';
import type { Executor } from '../../db/client.ts';
import { postgresErrorCode } from '../../db/pg-errors.ts';
import { coordinatesOfZip } from '../../geo/zip-coordinates.ts';
import {
  AppError,
  fromZodIssues,
  notFound,
  validationError,
  type FieldProblem,
} from '../../graphql/errors.ts';
import type { Platform } from '../../platform.ts';
import { auditedEntity, auditedTransaction } from '../audit/audit-capture.ts';
import { actorFromViewer } from '../users/users.service.ts';
import { instructorActivationJob } from './instructors.jobs.ts';
import { instructorsRepository } from './instructors.repository.ts';
import { instructors, type InstructorRow } from './instructors.tables.ts';
import {
  addInstructorInput,
  updateInstructorInput,
  type AddInstructorInput,
  type ParsedAdminInfo,
  type ParsedPrivateInfo,
  type ParsedProfile,
  type UpdateInstructorInput,
} from './instructors.validation.ts';

/** Path `Instructors/<instructor id>` in the audit log; the search text is derived, not logged. */
export const instructorsAudit = auditedEntity({
  collection: 'Instructors',
  table: instructors,
  id: instructors.id,
  ignore: ['updatedAt', 'createdAt', 'searchText'],
});

/** Admin, RegionalManager and the instructor themself read the private info. */
export function canReadPrivateInfo(
  viewer: Viewer | null,
  instructor: Pick<InstructorRow, 'userId'>,
): boolean {
  if (!viewer) return false;
  if (can(viewer.roles, 'instructors.readPrivate')) return true;
  return instructor.userId !== null && instructor.userId === viewer.userId;
}

export const canReadPay = (viewer: Viewer | null): boolean =>
  viewer !== null && can(viewer.roles, 'instructors.readPay');

/** The fields an instructor may change on their own record (without `instructors.write`). */
const OWN_PROFILE_FIELDS = new Set(['name', 'title', 'about', 'summary', 'languages']);

type Values = Partial<typeof instructors.$inferInsert>;

function toValues(
  profile: ParsedProfile | undefined,
  privateInfo: ParsedPrivateInfo | undefined,
  adminInfo: ParsedAdminInfo | undefined,
): Values {
  const values: Values = {};
  const set = <K extends keyof Values>(key: K, value: Values[K] | undefined) => {
    if (value !== undefined) values[key] = value;
  };
  if (profile) {
    for (const key of [
      'name',
      'title',
      'about',
      'summary',
      'languages',
      'regionId',
      'serviceRegionIds',
      'timeZone',
      'usStateId',
    ] as const) {
      set(key, profile[key]);
    }
  }
  if (privateInfo) {
    const { teachingPay, nonTeachingPay, baseZip, ...rest } = privateInfo;
    for (const [key, value] of Object.entries(rest)) set(key as keyof Values, value as never);
    set('teachingPayCents', teachingPay);
    set('nonTeachingPayCents', nonTeachingPay);
    if (baseZip && privateInfo.baseLatitude == null && privateInfo.baseLongitude == null) {
      const point = coordinatesOfZip(baseZip);
      if (point) {
        values.baseLatitude = point.latitude;
        values.baseLongitude = point.longitude;
      }
    }
  }
  if (adminInfo) {
    const { badges, ...rest } = adminInfo;
    for (const [key, value] of Object.entries(rest)) set(key as keyof Values, value as never);
    set('assignedBadges', badges);
  }
  return values;
}

/** Checks what only the database knows; every problem at once, named by its input path. */
async function checkReferences(db: Executor, values: Values, id: string | null): Promise<void> {
  const problems: FieldProblem[] = [];
  const regionIds = [
    ...(values.regionId ? [values.regionId] : []),
    ...(values.serviceRegionIds ?? []),
  ];
  const known = new Set((await instructorsRepository.regionsByIds(db, regionIds)).map((r) => r.id));
  if (values.regionId && !known.has(values.regionId)) {
    problems.push({ path: 'input.profile.regionId', message: 'is not a region' });
  }
  (values.serviceRegionIds ?? []).forEach((regionId, index) => {
    if (!known.has(regionId)) {
      problems.push({
        path: `input.profile.serviceRegionIds.${index}`,
        message: 'is not a region',
      });
    }
  });
  const userIds = [values.userId, values.regionalManagerId].filter((v): v is string => !!v);
  const roles = await instructorsRepository.userRoles(db, userIds);
  if (values.userId) {
    if (!rolesFromColumn(roles.get(values.userId)).includes('Instructor')) {
      problems.push({
        path: 'input.adminInfo.userId',
        message: 'is not an account with the Instructor role',
      });
    } else {
      const holder = await instructorsRepository.findByUserId(db, values.userId);
      if (holder && holder.id !== id) {
        problems.push({
          path: 'input.adminInfo.userId',
          message: 'already belongs to another instructor',
        });
      }
    }
  }
  if (
    values.regionalManagerId &&
    !rolesFromColumn(roles.get(values.regionalManagerId)).includes('RegionalManager')
  ) {
    problems.push({
      path: 'input.adminInfo.regionalManagerId',
      message: 'is not an account with the RegionalManager role',
    });
  }
  if (problems.length) throw validationError(problems);
}

function refusePay(viewer: Viewer, privateInfo: ParsedPrivateInfo | undefined): void {
  if (canReadPay(viewer) || !privateInfo) return;
  if (privateInfo.teachingPay !== undefined || privateInfo.nonTeachingPay !== undefined) {
    throw new AppError('FORBIDDEN', 'Only an administrator sets instructor pay.');
  }
}

const uniqueAccountError = () =>
  validationError([
    { path: 'input.adminInfo.userId', message: 'already belongs to another instructor' },
  ]);

async function afterActivation(platform: Platform, row: InstructorRow, activated: boolean) {
  if (!activated) return;
  await platform.jobs.enqueue(instructorActivationJob, {
    instructorId: row.id,
    activatedAt: row.activatedAt!.toISOString(),
  });
}

export async function addInstructor(
  platform: Platform,
  viewer: Viewer,
  raw: AddInstructorInput,
): Promise<InstructorRow> {
  const parsed = addInstructorInput.safeParse(raw);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  refusePay(viewer, parsed.data.privateInfo);
  const values = toValues(parsed.data.profile, parsed.data.privateInfo, parsed.data.adminInfo);
  const status = values.status ?? 'Active';
  const activated = status === 'Active';
  let row: InstructorRow;
  try {
    row = await auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
      await checkReferences(tx, values, null);
      return audit.insert(instructorsAudit, {
        ...(values as typeof instructors.$inferInsert),
        status,
        activatedAt: activated ? new Date() : null,
      });
    });
  } catch (error) {
    if (postgresErrorCode(error) === '23505') throw uniqueAccountError();
    throw error;
  }
  await afterActivation(platform, row, activated);
  return row;
}

export async function updateInstructor(
  platform: Platform,
  viewer: Viewer,
  raw: UpdateInstructorInput,
): Promise<InstructorRow> {
  const parsed = updateInstructorInput.safeParse(raw);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  const { id, profile, privateInfo, adminInfo } = parsed.data;
  refusePay(viewer, privateInfo);
  const mayWriteAny = can(viewer.roles, 'instructors.write');
  const values = toValues(profile, privateInfo, adminInfo);
  let activated = false;
  let row: InstructorRow;
  try {
    row = await auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
      const [current] = await instructorsRepository.findByIds(tx, [id]);
      if (!current) throw notFound('Instructor');
      if (!mayWriteAny) {
        // An instructor changes only the public words of their own profile.
        const own = current.userId !== null && current.userId === viewer.userId;
        const onlyProfile =
          !privateInfo &&
          !adminInfo &&
          Object.keys(profile ?? {}).every((key) => OWN_PROFILE_FIELDS.has(key));
        if (!own || !onlyProfile) {
          throw new AppError(
            'FORBIDDEN',
            'Instructors may change only the name, title, about, summary and languages of their own profile.',
          );
        }
      }
      await checkReferences(tx, values, id);
      activated = values.status === 'Active' && current.status !== 'Active';
      const changed = await audit.update(instructorsAudit, id, {
        ...values,
        ...(activated ? { activatedAt: new Date() } : {}),
        updatedAt: new Date(),
      });
      if (!changed) throw notFound('Instructor');
      return changed.after;
    });
  } catch (error) {
    if (postgresErrorCode(error) === '23505') throw uniqueAccountError();
    throw error;
  }
  await afterActivation(platform, row, activated);
  return row;
}

/** The instructor record of an id the caller sent, or NOT_FOUND (also for a malformed id). */
export async function findInstructor(db: Executor, id: string) {
  if (!z.uuid().safeParse(id).success) throw notFound('Instructor');
  const [row] = await instructorsRepository.findByIds(db, [id]);
  if (!row) throw notFound('Instructor');
  return row;
}
