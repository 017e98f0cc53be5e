// The tabs of the student details screen (SPEC §2) and how the address holds the open one
// (?tab=notes) and the change log's filter and page under names of its own
// (?tab=change-log&log=Manual&logPage=2&logSize=20), apart from the ledger tab's.
import { LOG_FILTERS, type LogFilter } from '../../../domain/log-filter.ts';
import type { Permission } from '../../../domain/permissions.ts';
import { FIRST_PAGE, readPaging, writePaging, type Paging } from '../../ui/list-paging.ts';

export const STUDENT_TABS = [
  { id: 'details', label: 'Details' },
  { id: 'lessons', label: 'Lessons' },
  { id: 'skill-reports', label: 'Skill reports' },
  { id: 'online-courses', label: 'Online courses' },
  { id: 'notes', label: 'Notes' },
  { id: 'booking-alerts', label: 'Booking alerts' },
  { id: 'certificates', label: 'Certificates' },
  { id: 'ledger', label: 'Ledger', permission: 'ledger.read' },
  { id: 'change-log', label: 'Change log' },
  { id: 'legal', label: 'Legal & permissions' },
] as const satisfies readonly { id: string; label: string; permission?: Permission }[];

export type StudentTabId = (typeof STUDENT_TABS)[number]['id'];

export const DEFAULT_TAB: StudentTabId = 'details';

const isTab = (value: string | null): value is StudentTabId =>
  STUDENT_TABS.some((tab) => tab.id === value);

/** The open tab; an unknown or missing one opens the details. */
export function readStudentTab(params: URLSearchParams): StudentTabId {
  const tab = params.get('tab');
  return isTab(tab) ? tab : DEFAULT_TAB;
}

/** The address of a tab: the tab alone (a tab's own filters start fresh), no ?tab for details. */
export function writeStudentTab(tab: StudentTabId): URLSearchParams {
  return new URLSearchParams(tab === DEFAULT_TAB ? {} : { tab });
}

export interface ChangeLogSearch extends Paging {
  filter: LogFilter;
}

export const DEFAULT_CHANGE_LOG_SEARCH: ChangeLogSearch = { filter: 'All', ...FIRST_PAGE };

export function readChangeLogSearch(params: URLSearchParams): ChangeLogSearch {
  const log = params.get('log');
  const filter = LOG_FILTERS.find((value) => value === log) ?? 'All';
  return { filter, ...readPaging(params, 'logPage', 'logSize') };
}

export function writeChangeLogSearch(search: ChangeLogSearch): URLSearchParams {
  const params = writeStudentTab('change-log');
  if (search.filter !== 'All') params.set('log', search.filter);
  return writePaging(params, search, 'logPage', 'logSize');
}
