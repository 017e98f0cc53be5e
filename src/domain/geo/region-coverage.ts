// Which instructors serve each region (the coverage map): an instructor covers every region in
// their service regions. Regions nobody serves stay in the list with a count of 0, so the map
// shows the gaps as well as the coverage.

export interface CoverageInstructor {
  id: string;
  name: string;
  serviceRegionIds: readonly string[];
}

export interface RegionCoverage {
  regionId: string;
  instructorCount: number;
  /** By name, then id, so the list reads the same every time. */
  instructors: { id: string; name: string }[];
}

export function regionCoverage(
  regionIds: readonly string[],
  instructors: readonly CoverageInstructor[],
): RegionCoverage[] {
  const byRegion = new Map<string, { id: string; name: string }[]>(regionIds.map((id) => [id, []]));
  for (const instructor of instructors) {
    for (const regionId of new Set(instructor.serviceRegionIds)) {
      byRegion.get(regionId)?.push({ id: instructor.id, name: instructor.name });
    }
  }
  return regionIds.map((regionId) => {
    const list = (byRegion.get(regionId) ?? []).sort(
      (a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
    );
    return { regionId, instructorCount: list.length, instructors: list };
  });
}
