import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CHANGE_LOG_SEARCH,
  readChangeLogSearch,
  readStudentTab,
  STUDENT_TABS,
  writeChangeLogSearch,
  writeStudentTab,
} from './student-tabs.ts';

const params = (query: string) => new URLSearchParams(query);

describe('student tabs in the address', () => {
  it('has every tab of SPEC §2 plus the details and the ledger', () => {
    expect(STUDENT_TABS.map((tab) => tab.id)).toEqual([
      'details',
      'lessons',
      'skill-reports',
      'online-courses',
      'notes',
      'booking-alerts',
      'certificates',
      'ledger',
      'change-log',
      'legal',
    ]);
  });

  it('reads the tab, and opens the details for anything unknown', () => {
    expect(readStudentTab(params('tab=notes'))).toBe('notes');
    expect(readStudentTab(params('tab=legal&x=1'))).toBe('legal');
    expect(readStudentTab(params('tab=Notes'))).toBe('details');
    expect(readStudentTab(params(''))).toBe('details');
  });

  it('writes only the tab, and nothing for the details', () => {
    expect(writeStudentTab('booking-alerts').toString()).toBe('tab=booking-alerts');
    expect(writeStudentTab('details').toString()).toBe('');
  });
});

describe('change log search', () => {
  it('reads the filter and page, with All and the first page by default', () => {
    expect(readChangeLogSearch(params('tab=change-log&log=Manual&logPage=2&logSize=10'))).toEqual({
      filter: 'Manual',
      page: 1,
      size: 10,
    });
    expect(readChangeLogSearch(params('log=manual'))).toEqual(DEFAULT_CHANGE_LOG_SEARCH);
  });

  it('writes the tab with the filter and page, and round-trips', () => {
    expect(writeChangeLogSearch(DEFAULT_CHANGE_LOG_SEARCH).toString()).toBe('tab=change-log');
    const search = { filter: 'Cancels' as const, page: 3, size: 20 as const };
    const written = writeChangeLogSearch(search);
    expect(written.toString()).toBe('tab=change-log&log=Cancels&logPage=4&logSize=20');
    expect(readChangeLogSearch(written)).toEqual(search);
  });
});
