import { describe, expect, it } from 'vitest';
import { moveOutcome, type MoveCase } from './lesson-move-policy.ts';

const start = new Date('2030-05-10T16:00:00Z');
const hoursBefore = (hours: number) => new Date(start.getTime() - hours * 3_600_000);
const base: MoveCase = {
  requestedBy: 'Student',
  startTime: start,
  now: hoursBefore(100),
  windowHours: 48,
  feeCents: 3500,
  waived: false,
};

describe('moveOutcome', () => {
  it('a student asking before the window moves for free', () => {
    expect(moveOutcome(base)).toMatchObject({ late: false, returnsMinutes: true, feeCents: 0 });
  });

  it('a student asking inside the window forfeits the old minutes and pays the fee', () => {
    expect(moveOutcome({ ...base, now: hoursBefore(20) })).toMatchObject({
      late: true,
      penalised: true,
      returnsMinutes: false,
      feeCents: 3500,
    });
  });

  it('exactly the window before the start is still in time', () => {
    expect(moveOutcome({ ...base, now: hoursBefore(48) }).late).toBe(false);
  });

  it('staff waiving it make a late move free', () => {
    expect(moveOutcome({ ...base, now: hoursBefore(20), waived: true })).toMatchObject({
      late: true,
      returnsMinutes: true,
      feeCents: 0,
    });
  });

  it('the school moving it is free however late', () => {
    expect(moveOutcome({ ...base, requestedBy: 'School', now: hoursBefore(1) })).toMatchObject({
      late: false,
      penalised: false,
      returnsMinutes: true,
      feeCents: 0,
    });
  });
});
