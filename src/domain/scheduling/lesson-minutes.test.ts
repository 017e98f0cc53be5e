import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lessonUse, useDifference, useItems } from './lesson-minutes.ts';

describe('lessonUse', () => {
  it('a standard lesson drives its whole length', () => {
    expect(lessonUse('Standard', 120, 1)).toEqual({
      drivingMinutes: 120,
      observationMinutes: 0,
      testUnits: 0,
    });
    expect(useItems(lessonUse('OneHour', 60, 1))).toEqual([
      { productType: 'drivingMinute', quantity: 60 },
    ]);
  });

  it('a shared lesson of two: each drives half and observes half', () => {
    expect(lessonUse('Shared', 120, 2)).toEqual({
      drivingMinutes: 60,
      observationMinutes: 60,
      testUnits: 0,
    });
    expect(lessonUse('OneHourShared', 45, 2)).toEqual({
      drivingMinutes: 22,
      observationMinutes: 23,
      testUnits: 0,
    });
  });

  it('a shared type booked for one student is theirs to drive', () => {
    expect(lessonUse('Shared', 120, 1).drivingMinutes).toBe(120);
  });

  it('road and DMV tests use one road-test unit', () => {
    for (const type of ['RoadTest', 'RoadTestWithCar', 'RoadTest15', 'DmvTest'] as const)
      expect(useItems(lessonUse(type, 60, 1))).toEqual([{ productType: 'fee', quantity: 1 }]);
  });

  it('refuses two students on a type that is not shared, and bad lengths', () => {
    expect(() => lessonUse('Standard', 120, 2)).toThrow(RangeError);
    expect(() => lessonUse('Standard', 0, 1)).toThrow(RangeError);
    expect(() => lessonUse('Shared', 120, 3)).toThrow(RangeError);
  });

  it('each place of a shared lesson adds up to the whole lesson', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 720 }), (duration) => {
        const use = lessonUse('Shared', duration, 2);
        expect(use.drivingMinutes + use.observationMinutes).toBe(duration);
        expect(Math.abs(use.drivingMinutes - use.observationMinutes)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('useDifference', () => {
  it('moves exactly the difference, in one direction per product', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 720 }),
        fc.integer({ min: 1, max: 720 }),
        fc.boolean(),
        (a, b, shared) => {
          const count = shared ? 2 : 1;
          const type = shared ? 'Shared' : 'Standard';
          const before = lessonUse(type, a, count);
          const after = lessonUse(type, b, count);
          const { take, give } = useDifference(before, after);
          const net = (type: string) =>
            (take.find((i) => i.productType === type)?.quantity ?? 0) -
            (give.find((i) => i.productType === type)?.quantity ?? 0);
          expect(net('drivingMinute')).toBe(after.drivingMinutes - before.drivingMinutes);
          expect(net('observationMinute')).toBe(
            after.observationMinutes - before.observationMinutes,
          );
          for (const item of take)
            expect(give.some((g) => g.productType === item.productType)).toBe(false);
        },
      ),
    );
  });
});
