// Validation of a certificate type's numbering (docs/certificates.md): a non-blank prefix and a
// range of non-negative whole numbers with valMin ≤ valMax. Once numbers are issued the range may
// grow but never shrink past them: valMin stays at or below the lowest number issued and valMax
// at or above the highest, so no issued certificate ever falls outside its type's range.

import { isBlank } from '../is-blank.ts';

/** PostgreSQL `integer` holds up to this; a range must fit the counter column. */
export const MAX_CERTIFICATE_NUMBER = 2_147_483_647;

export interface CertificateRangeInput {
  prefix: string;
  valMin: number;
  valMax: number;
}

export interface IssuedNumbers {
  lowest: number;
  highest: number;
}

export interface RangeProblem {
  field: 'prefix' | 'valMin' | 'valMax';
  message: string;
}

const wholeNumberProblem = (value: number): string | null => {
  if (!Number.isInteger(value)) return 'must be a whole number';
  if (value < 0) return 'must not be negative';
  if (value > MAX_CERTIFICATE_NUMBER) return `must be at most ${MAX_CERTIFICATE_NUMBER}`;
  return null;
};

/** Every problem of a type's prefix and range; empty when it may be saved. */
export function certificateRangeProblems(
  input: CertificateRangeInput,
  issued: IssuedNumbers | null,
): RangeProblem[] {
  const problems: RangeProblem[] = [];
  if (isBlank(input.prefix)) problems.push({ field: 'prefix', message: 'is required' });
  const minProblem = wholeNumberProblem(input.valMin);
  const maxProblem = wholeNumberProblem(input.valMax);
  if (minProblem) problems.push({ field: 'valMin', message: minProblem });
  if (maxProblem) problems.push({ field: 'valMax', message: maxProblem });
  if (minProblem || maxProblem) return problems;
  if (input.valMin > input.valMax) {
    problems.push({ field: 'valMax', message: 'must be at least the minimum value' });
    return problems;
  }
  if (issued && input.valMin > issued.lowest) {
    problems.push({
      field: 'valMin',
      message: `must be at most ${issued.lowest}: that number is already issued`,
    });
  }
  if (issued && input.valMax < issued.highest) {
    problems.push({
      field: 'valMax',
      message: `must be at least ${issued.highest}: that number is already issued`,
    });
  }
  return problems;
}
