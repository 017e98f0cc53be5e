import { describe, expect, it } from 'vitest';
import { checkState, conflictSubject, formatSyncValue, progressPercent } from './sync-labels.ts';
import { readSseBlocks } from './sync-progress-stream.ts';

describe('sync labels', () => {
  it('shows funds in dollars and the other kinds in minutes', () => {
    expect(formatSyncValue('studentFundsBalance', -2550)).toBe('-$25.50');
    expect(formatSyncValue('studentExpiredMinutes', 1200)).toBe('1,200 min');
    expect(formatSyncValue('studentProductBalance', null)).toBe('—');
  });

  it('names the product type of a product balance conflict', () => {
    expect(conflictSubject('studentProductBalance', 'drivingMinute')).toBe(
      'Product balance: driving minutes',
    );
    expect(conflictSubject('studentFundsBalance', null)).toBe('Funds balance');
  });

  it('counts progress in whole percent, never past 100', () => {
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(999, 1000)).toBe(99);
    expect(progressPercent(1000, 1000)).toBe(100);
  });

  it('words the state of a check', () => {
    expect(checkState({ isRunning: true, isCancelled: false, cancelRequested: true })).toBe(
      'Cancelling',
    );
    expect(checkState({ isRunning: false, isCancelled: true, cancelRequested: true })).toBe(
      'Cancelled',
    );
    expect(checkState({ isRunning: false, isCancelled: false, cancelRequested: false })).toBe(
      'Completed',
    );
  });
});

describe('readSseBlocks', () => {
  it('returns complete next events and keeps the unfinished rest', () => {
    const { payloads, rest } = readSseBlocks(
      ':\n\nevent: next\ndata: {"data":{"a":1}}\n\nevent: complete\ndata:\n\nevent: next\ndata: {"da',
    );
    expect(payloads).toEqual([{ data: { a: 1 } }]);
    expect(rest).toBe('event: next\ndata: {"da');
  });
});
