import { describe, expect, it } from 'vitest';
import { availabilityReadReach, availabilityWriteReach } from './availability-access.ts';

describe('availability reach', () => {
  it('lets Admin and RegionalManager change anyone, an Instructor only themself', () => {
    expect(availabilityWriteReach(['Admin'])).toBe('any');
    expect(availabilityWriteReach(['Instructor', 'RegionalManager'])).toBe('any');
    expect(availabilityWriteReach(['Instructor'])).toBe('own');
    expect(availabilityWriteReach(['Trainee'])).toBe('none');
    expect(availabilityWriteReach([])).toBe('none');
  });

  it('lets other staff read anyone, an Instructor alone only themself', () => {
    expect(availabilityReadReach(['Trainee'])).toBe('any');
    expect(availabilityReadReach(['Instructor', 'ClassroomManager'])).toBe('any');
    expect(availabilityReadReach(['Instructor'])).toBe('own');
    expect(availabilityReadReach([])).toBe('none');
  });
});
