// Local wall clock ↔ epoch minutes for IANA zones, without a date object per slot
// (docs/scheduling.md "Time zones and daylight saving"). Offsets are cached per zone and per
// day number; a day's entry also records the instant of a daylight-saving change near it, so
// every conversion after the first is arithmetic and one map lookup.

export const MINUTES_PER_DAY = 1440;

/** Sampling window around a day: wide enough to cover every real UTC offset (−12 h … +14 h). */
const WINDOW = 18 * 60;

interface DayOffsets {
  /** Offset (local − UTC, minutes) before `change`, or for the whole window when no change. */
  readonly before: number;
  readonly after: number;
  /** Epoch minute of the first instant with offset `after`; null when the window has none. */
  readonly change: number | null;
}

interface ZoneCache {
  readonly format: Intl.DateTimeFormat;
  readonly days: Map<number, DayOffsets>;
}

const zones = new Map<string, ZoneCache>();

function zoneCache(timeZone: string): ZoneCache {
  let cache = zones.get(timeZone);
  if (!cache) {
    cache = {
      format: new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
      }),
      days: new Map(),
    };
    zones.set(timeZone, cache);
  }
  return cache;
}

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

function offsetFromIntl(format: Intl.DateTimeFormat, epochMinute: number): number {
  const fields: Record<string, number> = {};
  for (const part of format.formatToParts(new Date(epochMinute * 60_000))) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const localMinute =
    Date.UTC(fields.year!, fields.month! - 1, fields.day, fields.hour, fields.minute) / 60_000;
  return localMinute - epochMinute;
}

function dayOffsets(timeZone: string, day: number): DayOffsets {
  const cache = zoneCache(timeZone);
  const cached = cache.days.get(day);
  if (cached) return cached;
  const low = day * MINUTES_PER_DAY - WINDOW;
  const high = (day + 1) * MINUTES_PER_DAY + WINDOW;
  const before = offsetFromIntl(cache.format, low);
  const after = offsetFromIntl(cache.format, high);
  let change: number | null = null;
  if (before !== after) {
    // Offsets change on whole minutes: binary search the first minute with the new offset.
    let lo = low;
    let hi = high;
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (offsetFromIntl(cache.format, mid) === before) lo = mid;
      else hi = mid;
    }
    change = hi;
  }
  const entry = { before, after, change };
  cache.days.set(day, entry);
  return entry;
}

/** The UTC offset (local − UTC, in minutes) in force at `epochMinute`. */
export function offsetAt(timeZone: string, epochMinute: number): number {
  const { before, after, change } = dayOffsets(timeZone, Math.floor(epochMinute / MINUTES_PER_DAY));
  return change === null || epochMinute < change ? before : after;
}

/** The first epoch minute after `epochMinute` where the offset changes, within the next day. */
function nextOffsetChange(timeZone: string, epochMinute: number): number | null {
  const day = Math.floor(epochMinute / MINUTES_PER_DAY);
  for (const candidate of [dayOffsets(timeZone, day), dayOffsets(timeZone, day + 1)]) {
    if (candidate.change !== null && candidate.change > epochMinute) return candidate.change;
  }
  return null;
}

/**
 * An epoch minute after `epochMinute` up to which the offset certainly stays what it is at
 * `epochMinute`: the next daylight-saving change, or the end of the following UTC day when
 * there is none that soon. Lets a caller stepping through aligned starts add the step instead
 * of converting every start.
 */
export function offsetStableUntil(timeZone: string, epochMinute: number): number {
  return (
    nextOffsetChange(timeZone, epochMinute) ??
    (Math.floor(epochMinute / MINUTES_PER_DAY) + 2) * MINUTES_PER_DAY
  );
}

function modulo(value: number, divisor: number): number {
  return ((value % divisor) + divisor) % divisor;
}

/** Whether the local minute of day of `epochMinute` is a multiple of `step`. */
export function isAlignedToLocalStep(timeZone: string, epochMinute: number, step: number): boolean {
  return modulo(epochMinute + offsetAt(timeZone, epochMinute), step) === 0;
}

/**
 * The first epoch minute ≥ `epochMinute` whose local minute of day is a multiple of `step`
 * (`step` divides 1440). Across a daylight-saving change the grid follows the new offset, so
 * the repeated fall-back hour has its own starts and the skipped spring hour has none.
 */
export function nextAlignedMinute(timeZone: string, epochMinute: number, step: number): number {
  let from = epochMinute;
  for (;;) {
    const offset = offsetAt(timeZone, from);
    const candidate = from + modulo(-(from + offset), step);
    if (offsetAt(timeZone, candidate) === offset) return candidate;
    const change = nextOffsetChange(timeZone, from);
    if (change === null || change > candidate) return candidate;
    from = change;
  }
}

/**
 * The epoch minute of local `day` (days since 1970-01-01) at `minuteOfDay` (0 … 1440).
 * A time in the spring-forward gap moves forward to the first valid minute; a time in the
 * repeated fall-back hour is its first (daylight) occurrence.
 */
export function localDayMinuteToEpoch(timeZone: string, day: number, minuteOfDay: number): number {
  const local = day * MINUTES_PER_DAY + minuteOfDay;
  const { before, after, change } = dayOffsets(timeZone, day);
  if (change === null) return local - before;
  const early = local - before;
  if (early < change) return early;
  const late = local - after;
  if (late >= change) return late;
  return change;
}

/**
 * The epoch minute of local midnight starting `day` when no UTC offset change falls near it (then
 * minute m of the day is that plus m, exactly as localDayMinuteToEpoch computes it); null on and
 * around a daylight-saving change, where each minute needs localDayMinuteToEpoch.
 */
export function steadyDayStart(timeZone: string, day: number): number | null {
  const { before, change } = dayOffsets(timeZone, day);
  return change === null ? day * MINUTES_PER_DAY - before : null;
}

/** The epoch minute of local ISO `date` at `minuteOfDay`; see localDayMinuteToEpoch. */
export function localToEpoch(timeZone: string, date: string, minuteOfDay: number): number {
  return localDayMinuteToEpoch(timeZone, isoDateToDay(date), minuteOfDay);
}

/** The local day number (days since 1970-01-01) and minute of day of an epoch minute. */
export function epochToLocal(
  timeZone: string,
  epochMinute: number,
): { day: number; minuteOfDay: number } {
  const local = epochMinute + offsetAt(timeZone, epochMinute);
  const day = Math.floor(local / MINUTES_PER_DAY);
  return { day, minuteOfDay: local - day * MINUTES_PER_DAY };
}

/** The local ISO date ('YYYY-MM-DD') of an epoch minute. */
export function localDateOf(timeZone: string, epochMinute: number): string {
  return dayToIsoDate(epochToLocal(timeZone, epochMinute).day);
}

/** 1 = Monday … 7 = Sunday for a day number (1970-01-01 was a Thursday). */
export function weekdayOfDay(day: number): number {
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

/** The local weekday (1 = Monday … 7 = Sunday) of an epoch minute. */
export function localWeekdayOf(timeZone: string, epochMinute: number): number {
  return weekdayOfDay(epochToLocal(timeZone, epochMinute).day);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// Days from civil and back (proleptic Gregorian), pure integer arithmetic.
/** Days since 1970-01-01 of an ISO date 'YYYY-MM-DD'. */
export function isoDateToDay(date: string): number {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Not an ISO date: ${date}`);
  let year = Number(match[1]);
  const month = Number(match[2]);
  const dayOfMonth = Number(match[3]);
  year -= month <= 2 ? 1 : 0;
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + dayOfMonth - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** ISO date 'YYYY-MM-DD' of a day number. */
export function dayToIsoDate(day: number): string {
  const z = day + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36524) -
      Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const dayOfMonth = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`;
}

/** Epoch minute of a JavaScript Date, for the server's edges (never per slot). */
export function epochMinuteOf(date: Date): number {
  return Math.floor(date.getTime() / 60_000);
}

/** The Date of an epoch minute, for the server's edges (never per slot). */
export function dateOfEpochMinute(epochMinute: number): Date {
  return new Date(epochMinute * 60_000);
}
