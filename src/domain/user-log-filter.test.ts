import { describe, expect, it } from 'vitest';
import { LOG_FILTERS } from './log-filter.ts';
import { kindsForLogFilter, USER_LOG_KINDS } from './user-log-filter.ts';

describe('kindsForLogFilter', () => {
  it('shows every kind for All and one kind otherwise', () => {
    expect(kindsForLogFilter('All')).toEqual(['Auto', 'Cancels', 'Manual']);
    expect(kindsForLogFilter('Cancels')).toEqual(['Cancels']);
  });

  it('has a filter for every kind', () => {
    for (const kind of USER_LOG_KINDS) expect(LOG_FILTERS).toContain(kind);
  });
});
