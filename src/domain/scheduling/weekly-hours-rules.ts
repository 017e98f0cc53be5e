// The rules an instructor's week must follow before it is stored (docs/availability.md): spans
// are minutes from local midnight, half-open [start, end), inside one day; the spans of a weekday
// may not overlap; a recurring break lies inside that weekday's working hours and overlaps no
// other break. Each problem names the field at fault, e.g. `spans.2.endMinute`.

export interface WeeklySpan {
  /** 1 = Monday … 7 = Sunday (ISO weekday). */
  weekday: number;
  startMinute: number;
  endMinute: number;
}

export interface WeeklyBreak extends WeeklySpan {
  kind: string;
}

export interface RuleProblem {
  path: string;
  message: string;
}

export const MINUTES_PER_DAY = 1440;

/** Range checks of one span; the paths are relative to the list (`<list>.<index>.<field>`). */
function spanProblems(list: string, index: number, span: WeeklySpan): RuleProblem[] {
  const at = (field: string) => `${list}.${index}.${field}`;
  const problems: RuleProblem[] = [];
  if (!Number.isInteger(span.weekday) || span.weekday < 1 || span.weekday > 7) {
    problems.push({ path: at('weekday'), message: 'must be 1 (Monday) to 7 (Sunday)' });
  }
  if (
    !Number.isInteger(span.startMinute) ||
    span.startMinute < 0 ||
    span.startMinute >= MINUTES_PER_DAY
  ) {
    problems.push({ path: at('startMinute'), message: 'must be a minute from 0 to 1439' });
  }
  if (!Number.isInteger(span.endMinute) || span.endMinute < 1 || span.endMinute > MINUTES_PER_DAY) {
    problems.push({ path: at('endMinute'), message: 'must be a minute from 1 to 1440' });
  } else if (span.endMinute <= span.startMinute) {
    problems.push({ path: at('endMinute'), message: 'must be after the start' });
  }
  return problems;
}

/** Per item, the index of an earlier item of the same weekday it overlaps (or null). */
function overlapsEarlier(spans: readonly WeeklySpan[]): (number | null)[] {
  return spans.map((span, index) => {
    for (let other = 0; other < index; other += 1) {
      const earlier = spans[other]!;
      if (
        earlier.weekday === span.weekday &&
        span.startMinute < earlier.endMinute &&
        earlier.startMinute < span.endMinute
      ) {
        return other;
      }
    }
    return null;
  });
}

/** Problems with a whole week of working spans (an empty list is a week off, which is valid). */
export function weeklyHoursProblems(spans: readonly WeeklySpan[]): RuleProblem[] {
  const ranges = spans.flatMap((span, index) => spanProblems('spans', index, span));
  if (ranges.length > 0) return ranges;
  return overlapsEarlier(spans).flatMap((other, index) =>
    other === null
      ? []
      : [{ path: `spans.${index}.startMinute`, message: `overlaps span ${other + 1} that day` }],
  );
}

/** Whether [start, end) lies inside one working span of that weekday. */
export function withinWorkingHours(hours: readonly WeeklySpan[], span: WeeklySpan): boolean {
  return hours.some(
    (working) =>
      working.weekday === span.weekday &&
      working.startMinute <= span.startMinute &&
      span.endMinute <= working.endMinute,
  );
}

/** Problems with the recurring breaks, given the (valid) working hours they must sit inside. */
export function breakProblems(
  breaks: readonly WeeklyBreak[],
  hours: readonly WeeklySpan[],
  kinds: readonly string[],
): RuleProblem[] {
  const problems = breaks.flatMap((entry, index) => [
    ...spanProblems('breaks', index, entry),
    ...(kinds.includes(entry.kind)
      ? []
      : [{ path: `breaks.${index}.kind`, message: `must be one of ${kinds.join(', ')}` }]),
  ]);
  if (problems.length > 0) return problems;
  const overlaps = overlapsEarlier(breaks);
  return breaks.flatMap((entry, index) => {
    const other = overlaps[index];
    if (other !== null && other !== undefined) {
      return [{ path: `breaks.${index}.startMinute`, message: `overlaps break ${other + 1}` }];
    }
    if (!withinWorkingHours(hours, entry)) {
      return [{ path: `breaks.${index}.startMinute`, message: 'must lie inside working hours' }];
    }
    return [];
  });
}

/** "08:30" for 510; 1440 reads "24:00" (the end of the day). */
export function formatMinuteOfDay(minute: number): string {
  const hours = Math.floor(minute / 60);
  const minutes = minute % 60;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}
