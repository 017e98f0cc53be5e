// The work of the availability jobs: find the lessons of the next eight weeks that fall outside
// an instructor's available time or overlap one another, keep them as audit findings, and tell
// the regional manager when the availability changes.
import { expandAvailability } from '../../../domain/scheduling/availability-intervals.ts';
import {
  lessonFindings,
  type LessonFinding,
} from '../../../domain/scheduling/lesson-availability-findings.ts';
import { epochMinuteOf } from '../../../domain/scheduling/time-zone.ts';
import { addDays } from '../../../domain/school-day.ts';
import type { Executor } from '../../db/client.ts';
import type { Platform } from '../../platform.ts';
import { toAvailabilityInput } from './availability-input.ts';
import {
  availabilityLessonsRepository,
  type CalendarLesson,
} from './availability-lessons.repository.ts';
import { availabilityRepository, type AvailabilityInstructor } from './availability.repository.ts';

/** How far ahead the audit and the change notice look. */
export const AUDIT_WEEKS = 8;

/** YYYY-MM-DD of an instant in a time zone. */
export function localDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** The lessons from `now` through the next eight weeks, and what is wrong with them. */
async function findProblems(
  db: Executor,
  instructor: AvailabilityInstructor,
  now: Date,
): Promise<{ lessons: CalendarLesson[]; findings: LessonFinding[] }> {
  const today = localDate(now, instructor.timeZone);
  const until = new Date(now.getTime() + (AUDIT_WEEKS * 7 + 1) * 86_400_000);
  const [hours, breaks, exceptions, lessons] = await Promise.all([
    availabilityRepository.weeklyHours(db, instructor.id),
    availabilityRepository.breaks(db, instructor.id),
    availabilityRepository.exceptions(db, instructor.id, addDays(today, -1)),
    availabilityLessonsRepository.lessonsBetween(db, instructor.id, now, until),
  ]);
  const { available } = expandAvailability(
    toAvailabilityInput(instructor.timeZone, hours, breaks, exceptions),
    epochMinuteOf(now),
    epochMinuteOf(until),
  );
  const findings = lessonFindings(
    lessons.map((lesson) => ({
      id: lesson.id,
      start: epochMinuteOf(lesson.start),
      end: epochMinuteOf(lesson.end),
    })),
    available,
  );
  return { lessons, findings };
}

/** Audits one instructor: open findings become exactly what is wrong now. */
export async function auditInstructorAvailability(
  platform: Pick<Platform, 'db'>,
  instructorId: string,
  now = new Date(),
): Promise<{ added: number; resolved: number; open: number } | null> {
  return platform.db.transaction(async (tx) => {
    const instructor = await availabilityRepository.instructor(tx, instructorId);
    if (!instructor) return null;
    const { findings } = await findProblems(tx, instructor, now);
    const counts = await availabilityLessonsRepository.reconcileFindings(
      tx,
      instructorId,
      findings,
      now,
    );
    return { ...counts, open: findings.length };
  });
}

/**
 * Re-audits the instructors (of `instructorIds`, or all) with an open finding whose lesson
 * changed since it was found, so a finding never outlives its cause: a lesson cancelled, moved,
 * shortened or given to another instructor is looked at again before the findings are read.
 * Unchanged findings wait for the nightly audit or the next availability change.
 */
export async function reauditChangedFindings(
  platform: Pick<Platform, 'db'>,
  instructorIds: string[] | null,
  now = new Date(),
): Promise<number> {
  const ids = await availabilityLessonsRepository.instructorsWithChangedFindings(
    platform.db.db,
    instructorIds,
  );
  for (const id of ids) await auditInstructorAvailability(platform, id, now);
  return ids.length;
}

function describeLesson(lesson: CalendarLesson, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(lesson.start);
  const end = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
  }).format(lesson.end);
  const who = lesson.studentNames.length > 0 ? ` · ${lesson.studentNames.join(', ')}` : '';
  return `- ${day} – ${end} · ${lesson.lessonTypeLabel}${who}`;
}

/**
 * Emails (through the outbox) the instructor's regional manager that the availability changed,
 * listing the coming lessons now outside it. Returns the outbox message id, or null when the
 * instructor has no regional manager (or no longer exists).
 */
export async function notifyAvailabilityChange(
  platform: Pick<Platform, 'db' | 'outbox' | 'config'>,
  instructorId: string,
  now = new Date(),
): Promise<string | null> {
  const db = platform.db.db;
  const instructor = await availabilityRepository.instructor(db, instructorId);
  if (!instructor?.regionalManagerId) return null;
  const manager = await availabilityRepository.regionalManager(db, instructor.regionalManagerId);
  if (!manager) return null;
  const { lessons, findings } = await findProblems(db, instructor, now);
  const outside = new Set(
    findings.filter((finding) => finding.kind === 'OUTSIDE_AVAILABILITY').map((f) => f.lessonId),
  );
  const affected = lessons.filter((lesson) => outside.has(lesson.id));
  const link = `${platform.config.PUBLIC_URL}/admin/instructors/${instructor.id}/schedule`;
  const text = [
    `Hello ${manager.name},`,
    '',
    `${instructor.name} changed their availability.`,
    affected.length === 0
      ? `No lesson of the next ${AUDIT_WEEKS} weeks falls outside it.`
      : `These lessons of the next ${AUDIT_WEEKS} weeks now fall outside it (times in ${instructor.timeZone}):`,
    ...affected.map((lesson) => describeLesson(lesson, instructor.timeZone)),
    '',
    `Calendar: ${link}`,
  ].join('\n');
  const queued = await platform.outbox.queue({
    to: manager.email,
    userId: instructor.regionalManagerId,
    subject:
      affected.length === 0
        ? `${instructor.name} changed their availability`
        : `${instructor.name} changed their availability: ${affected.length} lesson${affected.length === 1 ? '' : 's'} outside it`,
    text,
  });
  return queued.id;
}
