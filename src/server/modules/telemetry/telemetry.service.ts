// Reading API telemetry: per-day totals (every day of the range, zeros included, so a chart shows
// quiet days) and per-operation totals. Admin only, checked by the GraphQL permission
// `apiTelemetry.read`.
import { isCalendarDate } from '../../../domain/calendar-date.ts';
import { daysBetween } from '../../../domain/school-day.ts';
import { validationError, type FieldProblem } from '../../graphql/errors.ts';
import type { Platform } from '../../platform.ts';
import { countsByDay, countsByOperation } from './telemetry.repository.ts';

/** A longer range would make a chart nobody can read and a response nobody needs. */
export const MAX_RANGE_DAYS = 366;

export interface DayRange {
  from: string;
  to: string;
}

function checkRange(range: DayRange): void {
  const problems: FieldProblem[] = [];
  if (!isCalendarDate(range.from))
    problems.push({ path: 'from', message: 'must be a date YYYY-MM-DD' });
  if (!isCalendarDate(range.to))
    problems.push({ path: 'to', message: 'must be a date YYYY-MM-DD' });
  if (problems.length === 0) {
    const days = daysBetween(range.from, range.to).length;
    if (days === 0) problems.push({ path: 'to', message: 'must not be before from' });
    if (days > MAX_RANGE_DAYS) {
      problems.push({ path: 'to', message: `the range is at most ${MAX_RANGE_DAYS} days` });
    }
  }
  if (problems.length > 0) throw validationError(problems);
}

/** One entry per day of the range (SPEC §3 "API call count": id is the date, count). */
export async function apiCallCountByDate(
  platform: Pick<Platform, 'db'>,
  range: DayRange & { operationName?: string | undefined },
): Promise<{ id: string; count: number }[]> {
  checkRange(range);
  const rows = await countsByDay(platform.db.db, range);
  const byDay = new Map(rows.map((row) => [row.day, row.count]));
  return daysBetween(range.from, range.to).map((day) => ({ id: day, count: byDay.get(day) ?? 0 }));
}

export async function apiCallCountByOperation(
  platform: Pick<Platform, 'db'>,
  range: DayRange,
): Promise<{ operationName: string; count: number }[]> {
  checkRange(range);
  return countsByOperation(platform.db.db, { ...range, limit: 100 });
}
