import { describe, expect, it } from 'vitest';
import {
  certificateNumberWidth,
  formatCertificateNumber,
  nextCertificateNumber,
  remainingCertificateNumbers,
} from './certificate-number.ts';

describe('formatCertificateNumber', () => {
  it('pads the number to the digits of valMax', () => {
    expect(formatCertificateNumber('CA-', 1, 999_999)).toBe('CA-000001');
    expect(formatCertificateNumber('DE-', 100_000, 199_999)).toBe('DE-100000');
    expect(formatCertificateNumber('X', 7, 9)).toBe('X7');
  });

  it('never cuts a number longer than the width', () => {
    expect(formatCertificateNumber('A', 12_345, 99)).toBe('A12345');
  });

  it('counts the digits of valMax', () => {
    expect(certificateNumberWidth(0)).toBe(1);
    expect(certificateNumberWidth(10)).toBe(2);
    expect(certificateNumberWidth(999_999)).toBe(6);
  });
});

describe('nextCertificateNumber', () => {
  const range = { valMin: 100, valMax: 102 };

  it('starts at valMin and continues after the last number issued', () => {
    expect(nextCertificateNumber(range, null)).toBe(100);
    expect(nextCertificateNumber(range, 100)).toBe(101);
    expect(nextCertificateNumber(range, 101)).toBe(102);
  });

  it('answers null when the range is used up', () => {
    expect(nextCertificateNumber(range, 102)).toBeNull();
    expect(nextCertificateNumber({ valMin: 5, valMax: 4 }, null)).toBeNull();
  });

  it('never goes back below the last number issued when valMin is lowered', () => {
    expect(nextCertificateNumber({ valMin: 1, valMax: 102 }, 101)).toBe(102);
  });

  it('counts what is left', () => {
    expect(remainingCertificateNumbers(range, null)).toBe(3);
    expect(remainingCertificateNumbers(range, 101)).toBe(1);
    expect(remainingCertificateNumbers(range, 102)).toBe(0);
  });
});
