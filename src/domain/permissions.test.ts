import { describe, expect, it } from 'vitest';
import {
  can,
  describeAudience,
  ownRecordsRule,
  PERMISSION_NAMES,
  PERMISSIONS,
} from './permissions.ts';

describe('permission matrix', () => {
  it('needs a signed-in user for signedIn permissions', () => {
    expect(can(null, 'account.readOwn')).toBe(false);
    expect(can([], 'account.readOwn')).toBe(true);
  });

  it('keeps staff permissions from students and signed-out callers', () => {
    expect(can(null, 'backOffice.read')).toBe(false);
    expect(can([], 'backOffice.read')).toBe(false);
    expect(can(['Trainee'], 'backOffice.read')).toBe(true);
  });

  it('grants Admin everything and other roles only what they are listed for', () => {
    for (const permission of PERMISSION_NAMES) expect(can(['Admin'], permission)).toBe(true);
    expect(can(['RegionalManager'], 'users.updateRoles')).toBe(false);
    expect(can(['Trainee', 'SyncCheckAdmin'], 'auditLog.read')).toBe(false);
  });

  it('describes audiences in role order with Admin first', () => {
    expect(describeAudience(PERMISSIONS['users.updateRoles'].audience)).toBe('Admin');
    expect(describeAudience('signedIn')).toBe('any signed-in user');
    expect(describeAudience(['Trainee', 'Instructor'])).toBe('Admin, Instructor, Trainee');
  });

  it('names a permission of the matrix as the exception of every own-records rule', () => {
    const rules = PERMISSION_NAMES.flatMap((name) => ownRecordsRule(name) ?? []);
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) expect(PERMISSION_NAMES).toContain(rule.unless);
    expect(ownRecordsRule('students.readOne')).toEqual({
      record: 'student',
      unless: 'students.read',
    });
    expect(ownRecordsRule('users.read')).toBeUndefined();
  });
});
