// Attendance of a student at one cohort session (SPEC §3). A student enrolled in a cohort has
// Not_Set at every session until staff mark it; nothing is stored for Not_Set.
export const ATTENDANCE_VALUES = ['Absent', 'Made_Up', 'Not_Set', 'Present'] as const;
export type Attendance = (typeof ATTENDANCE_VALUES)[number];

export const DEFAULT_ATTENDANCE: Attendance = 'Not_Set';

export const COHORT_ATTENDANCE_LABELS: Readonly<Record<Attendance, string>> = {
  Absent: 'Absent',
  Made_Up: 'Made up',
  Not_Set: 'Not set',
  Present: 'Present',
};

export const attendanceLabel = (value: Attendance): string => COHORT_ATTENDANCE_LABELS[value];

export const isAttendance = (value: unknown): value is Attendance =>
  typeof value === 'string' && (ATTENDANCE_VALUES as readonly string[]).includes(value);
