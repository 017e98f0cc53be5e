import { describe, expect, it } from 'vitest';
import { isStaffRole, normaliseRoles, STAFF_ROLES } from './roles.ts';

describe('staff roles', () => {
  it('lists the six roles of the back-office', () => {
    expect(STAFF_ROLES).toEqual([
      'Admin',
      'ClassroomManager',
      'Instructor',
      'RegionalManager',
      'SyncCheckAdmin',
      'Trainee',
    ]);
  });

  it('recognises role names exactly', () => {
    expect(isStaffRole('Admin')).toBe(true);
    expect(isStaffRole('admin')).toBe(false);
    expect(isStaffRole('Student')).toBe(false);
  });

  it('drops unknown and repeated roles and keeps catalogue order', () => {
    expect(normaliseRoles(['Trainee', 'Admin', 'Bogus', 'Admin'])).toEqual(['Admin', 'Trainee']);
    expect(normaliseRoles([])).toEqual([]);
  });
});
