import { describe, expect, it } from 'vitest';
import { formatDay, todayIn } from './format-day.ts';

describe('formatDay', () => {
  it('shows the calendar day whatever the zone', () => {
    expect(formatDay('2026-12-07')).toBe('Mon, Dec 7, 2026');
  });

  it('finds today in the course zone', () => {
    const at = new Date('2026-11-22T05:00:00Z');
    expect(todayIn('America/Chicago', at)).toBe('2026-11-21');
    expect(todayIn('UTC', at)).toBe('2026-11-22');
  });
});
