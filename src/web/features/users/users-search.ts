// The users list keeps its search, role filters and page in the address
// (?q=dana&role=Trainee&without=Admin&page=2), so the back button, bookmarks and a shared link
// restore the same view.
import { isStaffRole, type StaffRole } from '../../../domain/roles.ts';
import {
  FIRST_PAGE,
  pageQueryOf,
  readPaging,
  writePaging,
  type Paging,
} from '../../ui/list-paging.ts';

export interface UsersSearch extends Paging {
  /** Words to find in the name or the email. Empty for everyone. */
  term: string;
  /** Only accounts that have this role. */
  includeRole: StaffRole | null;
  /** Only accounts that do not have this role. */
  excludeRole: StaffRole | null;
}

export const EMPTY_USERS_SEARCH: UsersSearch = {
  term: '',
  includeRole: null,
  excludeRole: null,
  ...FIRST_PAGE,
};

/** Longest term the address carries. */
export const MAX_TERM_LENGTH = 200;

const role = (value: string | null): StaffRole | null =>
  value !== null && isStaffRole(value) ? value : null;

export function readUsersSearch(params: URLSearchParams): UsersSearch {
  return {
    term: (params.get('q') ?? '').slice(0, MAX_TERM_LENGTH),
    includeRole: role(params.get('role')),
    excludeRole: role(params.get('without')),
    ...readPaging(params),
  };
}

export function writeUsersSearch(search: UsersSearch): URLSearchParams {
  const params = new URLSearchParams();
  const term = search.term.trim();
  if (term) params.set('q', term);
  if (search.includeRole) params.set('role', search.includeRole);
  if (search.excludeRole) params.set('without', search.excludeRole);
  return writePaging(params, search);
}

/** True when the same role is both required and excluded: nothing could match. */
export const isContradictory = (search: Pick<UsersSearch, 'includeRole' | 'excludeRole'>) =>
  search.includeRole !== null && search.includeRole === search.excludeRole;

/** Variables of the UsersWithRoles query; filters not set are left out. */
export function usersVariables(search: UsersSearch) {
  const term = search.term.trim();
  return {
    query: {
      ...(term ? { term } : {}),
      ...(search.includeRole ? { includeRole: search.includeRole } : {}),
      ...(search.excludeRole ? { excludeRole: search.excludeRole } : {}),
    },
    pageQuery: pageQueryOf(search),
  };
}
