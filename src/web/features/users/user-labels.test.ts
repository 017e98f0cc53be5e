import { describe, expect, it } from 'vitest';
import { lastActiveLabel, roleLabel } from './user-labels.ts';

describe('user labels', () => {
  it('spaces the words of role names', () => {
    expect(roleLabel('ClassroomManager')).toBe('Classroom Manager');
    expect(roleLabel('SyncCheckAdmin')).toBe('Sync Check Admin');
    expect(roleLabel('Admin')).toBe('Admin');
  });

  it('prints last activity in Pacific time, or Never', () => {
    expect(lastActiveLabel('2026-07-04T19:05:00.000Z')).toBe('Jul 4, 2026, 12:05pm');
    expect(lastActiveLabel(null)).toBe('Never');
    expect(lastActiveLabel('garbage')).toBe('Never');
  });
});
