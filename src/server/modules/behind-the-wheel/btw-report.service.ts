// The behind-the-wheel report (docs/behind-the-wheel.md "Report"): every student whose licence
// state has a requirement at their age (or had one when they drove), with the region their home
// lies in and their progress, filtered to a region and to "within N hours of completing". A
// student's region is the region holding their home's stored position (else their ZIP code's
// centre), chosen as the quote chooses it (`chooseRegion`: the smallest region holding the
// point); students outside every region are listed under no region.
import { BTW_RULES } from '../../../domain/behind-the-wheel/btw-rules.ts';
import {
  studentBtwProgress,
  type StudentBtwProgress,
} from '../../../domain/behind-the-wheel/student-btw-progress.ts';
import {
  isWithinHoursOfCompleting,
  withinHoursProblem,
} from '../../../domain/behind-the-wheel/within-hours-filter.ts';
import type { GeoPoint } from '../../../domain/geo/geometry.ts';
import { chooseRegion } from '../../../domain/geo/region-choice.ts';
import type { Executor } from '../../db/client.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { validationError } from '../../graphql/errors.ts';
import { coordinatesOfZip } from '../../geo/zip-coordinates.ts';
import { regionsRepository, type RegionCandidate } from '../regions/regions.repository.ts';
import { btwRepository, type BtwStudent, type StudentPlace } from './btw.repository.ts';

export interface BtwReportFilter {
  regionId?: string | null;
  withinHours?: number | null;
}

export interface BtwReportRow {
  student: BtwStudent;
  region: RegionCandidate | null;
  result: StudentBtwProgress;
}

function positionOf(student: BtwStudent): GeoPoint | null {
  if (student.latitude !== null && student.longitude !== null)
    return { latitude: student.latitude, longitude: student.longitude };
  const zip = student.zipcode ? coordinatesOfZip(student.zipcode) : null;
  return zip ? { latitude: zip.latitude, longitude: zip.longitude } : null;
}

function validate(filter: BtwReportFilter, regions: readonly RegionCandidate[]) {
  const problems = [];
  if (
    filter.regionId &&
    !(isUuid(filter.regionId) && regions.some((r) => r.id === filter.regionId))
  )
    problems.push({ path: 'regionId', message: 'is not a region' });
  const hoursProblem = filter.withinHours == null ? null : withinHoursProblem(filter.withinHours);
  if (hoursProblem) problems.push({ path: 'withinHours', message: hoursProblem });
  if (problems.length > 0) throw validationError(problems);
}

export async function btwReport(
  db: Executor,
  filter: BtwReportFilter,
  now: Date = new Date(),
): Promise<BtwReportRow[]> {
  const regions = await regionsRepository.listAll(db);
  validate(filter, regions);
  const states = [...new Set(BTW_RULES.map((rule) => rule.state))];
  const students = await btwRepository.studentsOfStates(db, states);
  const placesByStudent = new Map<string, StudentPlace[]>();
  for (const place of await btwRepository.attendedPlacesOfStates(db, states, now)) {
    const list = placesByStudent.get(place.studentId) ?? [];
    list.push(place);
    placesByStudent.set(place.studentId, list);
  }
  const rows: BtwReportRow[] = students.map((student) => {
    const point = positionOf(student);
    return {
      student,
      region: point ? chooseRegion(regions, point) : null,
      result: studentBtwProgress(student, placesByStudent.get(student.id) ?? [], now),
    };
  });
  const { regionId, withinHours } = filter;
  return rows
    .filter((row) => row.result.status !== 'NotRequiredAtAge')
    .filter((row) => !regionId || row.region?.id === regionId)
    .filter((row) => withinHours == null || isWithinHoursOfCompleting(row.result, withinHours))
    .sort(
      (a, b) =>
        Number(a.region === null) - Number(b.region === null) ||
        (a.region?.name ?? '').localeCompare(b.region?.name ?? ''),
    );
}
