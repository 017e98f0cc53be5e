// The cohort and session forms as typed (dates and wall-clock times in the cohort's time zone)
// and what they send: sessions become instants, read in the zone the cohort is taught in.
import { epochToLocal, dayToIsoDate, localToEpoch } from '../../../domain/scheduling/time-zone.ts';

export interface SessionFormValues {
  name: string;
  date: string;
  startTime: string;
  endTime: string;
}

export interface CohortFormValues {
  name: string;
  description: string;
  startDate: string;
  endDate: string;
  timeZone: string;
  maxEnrollees: string;
  isOpen: boolean;
}

export interface EditableCohort {
  id: string;
  name: string;
  description: string;
  startDate: string;
  endDate: string;
  timeZone: string;
  maxEnrollees: number;
  isOpen: boolean;
}

export const emptySession = (date = ''): SessionFormValues => ({
  name: '',
  date,
  startTime: '18:00',
  endTime: '20:00',
});

export function cohortFormValues(
  cohort: EditableCohort | null,
  timeZone: string,
): CohortFormValues {
  return cohort
    ? { ...cohort, maxEnrollees: String(cohort.maxEnrollees) }
    : {
        name: '',
        description: '',
        startDate: '',
        endDate: '',
        timeZone,
        maxEnrollees: '12',
        isOpen: true,
      };
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const minuteOfDay = (time: string) => {
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

export type SessionResult =
  | { ok: true; session: { name: string; startTime: string; endTime: string } }
  | { ok: false; problems: Partial<Record<keyof SessionFormValues, string>> };

/** A session as typed → its instants in `timeZone`, or the problems per field. */
export function sessionResult(values: SessionFormValues, timeZone: string): SessionResult {
  const problems: Partial<Record<keyof SessionFormValues, string>> = {};
  if (!values.name.trim()) problems.name = 'is required';
  if (!DATE.test(values.date)) problems.date = 'is required';
  const start = minuteOfDay(values.startTime);
  const end = minuteOfDay(values.endTime);
  if (start === null) problems.startTime = 'is required';
  if (end === null) problems.endTime = 'is required';
  if (start !== null && end !== null && end <= start) problems.endTime = 'must be after the start';
  if (Object.keys(problems).length > 0 || start === null || end === null) {
    return { ok: false, problems };
  }
  const at = (minute: number) =>
    new Date(localToEpoch(timeZone, values.date, minute) * 60_000).toISOString();
  return {
    ok: true,
    session: { name: values.name.trim(), startTime: at(start), endTime: at(end) },
  };
}

/** The date and wall-clock time of an instant in `timeZone`, for editing a session. */
export function localParts(iso: string, timeZone: string): { date: string; time: string } {
  const { day, minuteOfDay: minute } = epochToLocal(
    timeZone,
    Math.floor(new Date(iso).getTime() / 60_000),
  );
  const hours = String(Math.floor(minute / 60)).padStart(2, '0');
  const minutes = String(minute % 60).padStart(2, '0');
  return { date: dayToIsoDate(day), time: `${hours}:${minutes}` };
}

export type CohortResult =
  | {
      ok: true;
      fields: Omit<CohortFormValues, 'maxEnrollees'> & { maxEnrollees: number };
    }
  | { ok: false; problems: Record<string, string> };

export function cohortResult(values: CohortFormValues): CohortResult {
  const problems: Record<string, string> = {};
  if (!values.name.trim()) problems['name'] = 'is required';
  if (!DATE.test(values.startDate)) problems['startDate'] = 'is required';
  if (!DATE.test(values.endDate)) problems['endDate'] = 'is required';
  else if (DATE.test(values.startDate) && values.endDate < values.startDate) {
    problems['endDate'] = 'must not be before the start date';
  }
  const max = Number(values.maxEnrollees);
  if (!Number.isInteger(max) || max < 1)
    problems['maxEnrollees'] = 'must be a whole number, at least 1';
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return {
    ok: true,
    fields: {
      ...values,
      name: values.name.trim(),
      description: values.description.trim(),
      maxEnrollees: max,
    },
  };
}

/** "3 / 12 enrolled" */
export const seatsLabel = (numEnrolled: number, maxEnrollees: number) =>
  `${numEnrolled} / ${maxEnrollees} enrolled`;

/** A session's time as read in the cohort's zone, e.g. "Tue, Mar 3, 6:00 PM – 8:00 PM". */
export function sessionWhen(session: { startTime: string; endTime: string }, timeZone: string) {
  const date = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
  return `${date.format(new Date(session.startTime))} – ${time.format(new Date(session.endTime))}`;
}
