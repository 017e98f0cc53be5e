import { describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '../../domain/roles.ts';
import { SUPPORTED_STATE_CODES, US_STATES } from '../../domain/us-states.ts';
import {
  DEMO_INSTRUCTORS,
  DEMO_PASSWORD,
  DEMO_STAFF,
  DEMO_STUDENTS,
  DEMO_USERS,
  formatDemoSignIns,
} from './seed.ts';

describe('demo seed content', () => {
  it('has one single-role account for every staff role, the Admin first', () => {
    const singleRole = DEMO_STAFF.filter((user) => user.roles.length === 1);
    expect(singleRole.map((user) => user.roles[0]).sort()).toEqual([...STAFF_ROLES].sort());
    expect(DEMO_USERS[0]!.roles).toEqual(['Admin']);
  });

  it('has an account holding several roles', () => {
    expect(DEMO_STAFF.some((user) => user.roles.length > 1)).toBe(true);
  });

  it('has about four more instructors and six students across supported states', () => {
    expect(DEMO_INSTRUCTORS.length).toBeGreaterThanOrEqual(4);
    for (const instructor of DEMO_INSTRUCTORS) expect(instructor.roles).toEqual(['Instructor']);
    expect(DEMO_STUDENTS.length).toBeGreaterThanOrEqual(6);
    const states = new Set(DEMO_STUDENTS.map((student) => student.state));
    expect(states.size).toBeGreaterThanOrEqual(4);
    for (const student of DEMO_STUDENTS) {
      expect(student.roles).toEqual([]);
      expect(SUPPORTED_STATE_CODES).toContain(student.state);
    }
  });

  it('uses unique, well-formed emails on the demo domain and a usable password', () => {
    const emails = DEMO_USERS.map((user) => user.email);
    expect(new Set(emails).size).toBe(emails.length);
    for (const email of emails) expect(email).toMatch(/^[a-z.]+@roadready\.demo$/);
    expect(DEMO_PASSWORD.length).toBeGreaterThanOrEqual(8);
  });

  it('lists a sign-in per role, the multi-role account, one student and one parent', () => {
    const labelled = DEMO_USERS.filter((user) => user.signInLabel);
    expect(labelled).toHaveLength(STAFF_ROLES.length + 3);
    expect(
      labelled.filter((user) => user.roles.length === 0).map((user) => user.signInLabel),
    ).toEqual(['Student', 'Parent']);
    const text = formatDemoSignIns([
      { role: 'Admin', email: 'admin@roadready.demo', password: DEMO_PASSWORD },
      { role: 'Student', email: 'emma.johnson@roadready.demo', password: DEMO_PASSWORD },
    ]);
    const [admin, student] = text.split('\n');
    expect(admin).toMatch(/^ {2}Admin {4}admin@roadready\.demo +roadready-demo$/);
    expect(admin!.indexOf('roadready-demo')).toBe(student!.indexOf('roadready-demo'));
  });

  it('seeds the US states list with the 11 supported states', () => {
    expect(US_STATES.filter((state) => state.isSupported)).toHaveLength(11);
  });
});
