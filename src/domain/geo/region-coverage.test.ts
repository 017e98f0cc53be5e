import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { regionCoverage } from './region-coverage.ts';

describe('regionCoverage', () => {
  it('counts each instructor once per region they serve, and keeps uncovered regions', () => {
    const coverage = regionCoverage(
      ['north', 'south', 'east'],
      [
        { id: 'i2', name: 'Zoe', serviceRegionIds: ['north', 'south', 'north'] },
        { id: 'i1', name: 'Ann', serviceRegionIds: ['north', 'elsewhere'] },
      ],
    );
    expect(coverage).toEqual([
      {
        regionId: 'north',
        instructorCount: 2,
        instructors: [
          { id: 'i1', name: 'Ann' },
          { id: 'i2', name: 'Zoe' },
        ],
      },
      { regionId: 'south', instructorCount: 1, instructors: [{ id: 'i2', name: 'Zoe' }] },
      { regionId: 'east', instructorCount: 0, instructors: [] },
    ]);
  });

  it('never counts more instructors than there are, and sums to the memberships', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { maxLength: 6 }), {
          maxLength: 8,
        }),
        (memberships) => {
          const instructors = memberships.map((serviceRegionIds, index) => ({
            id: `i${index}`,
            name: `Instructor ${index}`,
            serviceRegionIds,
          }));
          const coverage = regionCoverage(['a', 'b', 'c'], instructors);
          const expected = memberships.reduce(
            (sum, ids) => sum + new Set(ids.filter((id) => id !== 'd')).size,
            0,
          );
          expect(coverage.reduce((sum, region) => sum + region.instructorCount, 0)).toBe(expected);
          for (const region of coverage) {
            expect(region.instructorCount).toBeLessThanOrEqual(instructors.length);
          }
        },
      ),
    );
  });
});
