// Per local day: raw time, staff patches, adjusted = max(0, raw + patches), and credited =
// min(adjusted, daily cap). Patches change measured time and the cap applies afterwards, so a
// patch never credits more than the state allows on a day; time above the cap is not carried
// to another day (docs/seat-time.md "Per day and in total").

export interface DayPatch {
  day: string;
  seconds: number;
}

export interface DaySeatTime {
  day: string;
  rawSeconds: number;
  patchSeconds: number;
  adjustedSeconds: number;
  creditedSeconds: number;
  capReached: boolean;
}

export function dailySeatTime(
  raw: ReadonlyMap<string, number>,
  patches: readonly DayPatch[],
  dailyCapSeconds: number | null,
): DaySeatTime[] {
  const patched = new Map<string, number>();
  for (const patch of patches)
    patched.set(patch.day, (patched.get(patch.day) ?? 0) + patch.seconds);
  const days = [...new Set([...raw.keys(), ...patched.keys()])].toSorted();
  return days.map((day) => {
    const rawSeconds = raw.get(day) ?? 0;
    const patchSeconds = patched.get(day) ?? 0;
    const adjustedSeconds = Math.max(0, rawSeconds + patchSeconds);
    const creditedSeconds =
      dailyCapSeconds === null ? adjustedSeconds : Math.min(adjustedSeconds, dailyCapSeconds);
    return {
      day,
      rawSeconds,
      patchSeconds,
      adjustedSeconds,
      creditedSeconds,
      capReached: dailyCapSeconds !== null && adjustedSeconds >= dailyCapSeconds,
    };
  });
}
