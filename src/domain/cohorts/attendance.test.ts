import { describe, expect, it } from 'vitest';
import { ATTENDANCE_VALUES, attendanceLabel, isAttendance } from './attendance.ts';

describe('attendance', () => {
  it('knows the four SPEC values and nothing else', () => {
    expect(ATTENDANCE_VALUES).toEqual(['Absent', 'Made_Up', 'Not_Set', 'Present']);
    expect(isAttendance('Made_Up')).toBe(true);
    expect(isAttendance('present')).toBe(false);
    expect(isAttendance(null)).toBe(false);
  });

  it('labels values for people', () => {
    expect(attendanceLabel('Made_Up')).toBe('Made up');
    expect(attendanceLabel('Not_Set')).toBe('Not set');
  });
});
