// The students list keeps its search term and page in the address (?q=maria&page=2&size=20), so
// the back button, bookmarks and a link from a colleague restore the same view.
import {
  FIRST_PAGE,
  pageQueryOf,
  readPaging,
  writePaging,
  type Paging,
} from '../../ui/list-paging.ts';

export interface StudentsSearch extends Paging {
  /** What staff typed: name, email, phone or licence number. Empty for everyone. */
  term: string;
}

export const EMPTY_STUDENTS_SEARCH: StudentsSearch = { term: '', ...FIRST_PAGE };

/** Longest term the address carries; the server ignores nothing, but a URL has limits. */
export const MAX_TERM_LENGTH = 200;

export function readStudentsSearch(params: URLSearchParams): StudentsSearch {
  const term = (params.get('q') ?? '').slice(0, MAX_TERM_LENGTH);
  return { term, ...readPaging(params) };
}

export function writeStudentsSearch(search: StudentsSearch): URLSearchParams {
  const params = new URLSearchParams();
  const term = search.term.trim();
  if (term) params.set('q', term);
  return writePaging(params, search);
}

/** Variables of the Students query: no term at all lists everyone (by name). */
export function studentsVariables(search: StudentsSearch) {
  const term = search.term.trim();
  return { ...(term ? { term } : {}), pageQuery: pageQueryOf(search) };
}
