import { describe, expect, it } from 'vitest';
import { NOTHING_RATED, reportEmailRefusal } from './skill-report-sendable.ts';

describe('reportEmailRefusal', () => {
  it('refuses a report with nothing rated, or none at all', () => {
    expect(reportEmailRefusal({ ratings: [] })).toBe(NOTHING_RATED);
    expect(reportEmailRefusal(null)).toBe(NOTHING_RATED);
  });

  it('lets a report with a rating be sent', () => {
    expect(reportEmailRefusal({ ratings: [{ label: 'Lane changes', rating: 'Todo' }] })).toBeNull();
  });
});
