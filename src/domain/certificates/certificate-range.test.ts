import { describe, expect, it } from 'vitest';
import { certificateRangeProblems, MAX_CERTIFICATE_NUMBER } from './certificate-range.ts';

const fields = (problems: { field: string }[]) => problems.map((problem) => problem.field);

describe('certificateRangeProblems', () => {
  it('accepts a prefix and an ordered range of whole numbers', () => {
    expect(certificateRangeProblems({ prefix: 'DE-', valMin: 1, valMax: 1 }, null)).toEqual([]);
    expect(certificateRangeProblems({ prefix: 'DE-', valMin: 0, valMax: 9 }, null)).toEqual([]);
  });

  it('refuses a blank prefix', () => {
    expect(fields(certificateRangeProblems({ prefix: '  ', valMin: 1, valMax: 2 }, null))).toEqual([
      'prefix',
    ]);
  });

  it('refuses negative, fractional and oversized bounds', () => {
    expect(fields(certificateRangeProblems({ prefix: 'A', valMin: -1, valMax: 2 }, null))).toEqual([
      'valMin',
    ]);
    expect(fields(certificateRangeProblems({ prefix: 'A', valMin: 1, valMax: 2.5 }, null))).toEqual(
      ['valMax'],
    );
    expect(
      fields(
        certificateRangeProblems(
          { prefix: 'A', valMin: 1, valMax: MAX_CERTIFICATE_NUMBER + 1 },
          null,
        ),
      ),
    ).toEqual(['valMax']);
  });

  it('refuses valMin above valMax, naming valMax', () => {
    expect(fields(certificateRangeProblems({ prefix: 'A', valMin: 5, valMax: 4 }, null))).toEqual([
      'valMax',
    ]);
  });

  it('refuses narrowing the range below numbers already issued', () => {
    const issued = { lowest: 10, highest: 20 };
    expect(
      fields(certificateRangeProblems({ prefix: 'A', valMin: 11, valMax: 30 }, issued)),
    ).toEqual(['valMin']);
    expect(
      fields(certificateRangeProblems({ prefix: 'A', valMin: 10, valMax: 19 }, issued)),
    ).toEqual(['valMax']);
    expect(certificateRangeProblems({ prefix: 'A', valMin: 1, valMax: 20 }, issued)).toEqual([]);
  });
});
