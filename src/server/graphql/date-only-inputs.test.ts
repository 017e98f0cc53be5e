// Every date-only input the API takes (a "YYYY-MM-DD" String, SPEC §9) is checked by one rule,
// src/domain/calendar-date.ts. Each entry point below is called with days that do not exist and
// must refuse them naming the field, before any database work (the database here throws if
// touched); February 29th of a leap year must get past the check.
import { describe, expect, it } from 'vitest';
import { checkScholarshipApplication } from '../../domain/scholarships/scholarship-application.ts';
import { patchProblems } from '../../domain/seat-time/patch-check.ts';
import { validateLegacyRecord } from '../../domain/sync/legacy-record.ts';
import type { Viewer } from '../auth/auth.service.ts';
import {
  instructorAvailability,
  putAvailabilityException,
} from '../modules/availability/availability.service.ts';
import { createCohort, listCohorts, updateCohort } from '../modules/cohorts/cohorts.service.ts';
import {
  addInstructorInput,
  updateInstructorInput,
} from '../modules/instructors/instructors.validation.ts';
import {
  dateOfBirth,
  parseAddStudent,
  parseUpdateStudent,
} from '../modules/students/students.validation.ts';
import {
  apiCallCountByDate,
  apiCallCountByOperation,
} from '../modules/telemetry/telemetry.service.ts';
import type { Platform } from '../platform.ts';
import { AppError } from './errors.ts';

const IMPOSSIBLE = ['2027-02-30', '2026-13-01', '2026-00-10', '2025-02-29'];
const LEAP_DAY = '2024-02-29';
const ID = '00000000-0000-4000-8000-000000000001';

const untouched: never = new Proxy(
  {},
  {
    get: () => {
      throw new Error('reached the database');
    },
  },
) as never;
const platform = {
  db: { db: untouched },
  events: untouched,
  log: untouched,
} as unknown as Platform;
const viewer: Viewer = { userId: ID, sessionId: 's', email: 'a@b.co', name: 'A', roles: ['Admin'] };

/** The paths a call refuses with VALIDATION_ERROR (none when it got past validation). */
async function refusedPaths(call: () => unknown): Promise<string[]> {
  try {
    await call();
    return [];
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION_ERROR') {
      return (error.fields ?? []).map((field) => field.path);
    }
    return [];
  }
}

/** The paths of the issues a zod schema finds. */
const zodPaths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.path.join('.'));

const inputs: [string, string, (day: string) => Promise<string[]> | string[]][] = [
  [
    'addStudent',
    'input.dob',
    (day) => refusedPaths(() => parseAddStudent({ name: 'A', dob: day })),
  ],
  [
    'addStudent',
    'input.licenseIssueDate',
    (day) => refusedPaths(() => parseAddStudent({ licenseIssueDate: day })),
  ],
  [
    'updateStudent',
    'input.licenseExpirationDate',
    (day) => refusedPaths(() => parseUpdateStudent({ licenseExpirationDate: day })),
  ],
  ['createMyStudent', 'dob', (day) => zodPaths(dateOfBirth.safeParse(day)).map(() => 'dob')],
  [
    'addInstructor',
    'privateInfo.licenseExpirationDate',
    (day) =>
      zodPaths(addInstructorInput.safeParse({ privateInfo: { licenseExpirationDate: day } })),
  ],
  [
    'updateInstructor',
    'privateInfo.licenseExpirationDate',
    (day) =>
      zodPaths(
        updateInstructorInput.safeParse({ id: ID, privateInfo: { licenseExpirationDate: day } }),
      ),
  ],
  [
    'applyForScholarship',
    'dob',
    (day) =>
      Object.keys(
        checkScholarshipApplication(
          { userName: 'A', email: 'a@b.co', dob: day, scholarshipAnswer: '' },
          '2030-01-01',
        ).problems,
      ),
  ],
  [
    'patchSeatTime',
    'day',
    (day) =>
      patchProblems(
        { day, seconds: 60, reason: 'r' },
        { enrolledDay: '2000-01-01', today: '2030-01-01', dayRawSeconds: 0, dayPatchSeconds: 0 },
      ).map((problem) => problem.field),
  ],
  [
    'importLegacyBalances',
    'day',
    (day) => {
      const result = validateLegacyRecord({
        studentId: ID,
        day,
        drivingMinutes: 0,
        observationMinutes: 0,
        fundsCents: 0,
        expiredMinutes: 0,
      });
      return result.ok ? [] : [result.reason.split(':')[0]!];
    },
  ],
  [
    'putAvailabilityException',
    'input.date',
    (day) =>
      refusedPaths(() =>
        putAvailabilityException(platform, viewer, {
          instructorId: ID,
          date: day,
          isAvailable: false,
        }),
      ),
  ],
  [
    'instructorAvailability',
    'from',
    (day) => refusedPaths(() => instructorAvailability(platform, viewer, ID, day)),
  ],
  [
    'apiCallCountByDate',
    'from',
    (day) => refusedPaths(() => apiCallCountByDate(platform, { from: day, to: '2024-03-01' })),
  ],
  [
    'apiCallCountByOperation',
    'to',
    (day) => refusedPaths(() => apiCallCountByOperation(platform, { from: '2024-02-01', to: day })),
  ],
  [
    'cohorts',
    'minEndDate',
    (day) => refusedPaths(() => listCohorts(untouched, null, { minEndDate: day })),
  ],
  [
    'createCohort',
    'input.startDate',
    (day) =>
      refusedPaths(() =>
        createCohort(platform, viewer, {
          courseId: ID,
          name: 'C',
          startDate: day,
          endDate: '2030-01-01',
          maxEnrollees: 10,
        }),
      ),
  ],
  [
    'updateCohort',
    'input.endDate',
    (day) => refusedPaths(() => updateCohort(platform, viewer, ID, { endDate: day })),
  ],
];

describe('date-only inputs', () => {
  it.each(inputs)(
    '%s refuses impossible days in %s and takes a leap day',
    async (_name, path, check) => {
      for (const day of IMPOSSIBLE)
        expect([day, await check(day)]).toEqual([day, expect.arrayContaining([path])]);
      expect(await check(LEAP_DAY)).not.toContain(path);
    },
  );
});
