// User management (People, Admin only): every account with its roles, two-factor, disabled state
// and last activity; filters by a role to include or exclude and by name or email; roles edited
// in a dialog, accounts disabled and enabled after a confirmation. Filters and page live in the
// address, so the back button and bookmarks restore a view.
import { useQuery } from '@apollo/client/react';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import { PAGE_SIZES, pagingSummary, type PageSize } from '../../ui/list-paging.ts';
import { DisableUserDialog } from './disable-user-dialog.tsx';
import { EditRolesDialog } from './edit-roles-dialog.tsx';
import { UsersFilters } from './users-filters.tsx';
import { UsersCards, UsersTable, type UserActions, type UserRow } from './users-list.tsx';
import {
  EMPTY_USERS_SEARCH,
  readUsersSearch,
  usersVariables,
  writeUsersSearch,
  type UsersSearch,
} from './users-search.ts';
import { USERS_WITH_ROLES_QUERY } from './users.queries.ts';
import { ListResultsStatus } from '../../ui/list-results-status.tsx';

const RESULTS_HEADING_ID = 'users-results';
/** Typing pauses this long before the list follows, so each keystroke is not a request. */
const SEARCH_DELAY_MS = 350;

export function UsersPage() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const viewer = useStaffUser();
  const [params, setParams] = useSearchParams();
  const search = readUsersSearch(params);
  const [term, setTerm] = useState(search.term);
  const [editing, setEditing] = useState<UserRow | null>(null);
  const [toggling, setToggling] = useState<UserRow | null>(null);
  const { data, previousData, loading, error, refetch } = useQuery(USERS_WITH_ROLES_QUERY, {
    variables: usersVariables(search),
  });
  const connection = (data ?? previousData)?.usersWithRoles;
  const users = connection?.edges.map((edge) => edge.node) ?? [];
  const total = connection?.totalCount ?? 0;

  const show = (next: UsersSearch, replace = false) =>
    setParams(writeUsersSearch(next), { preventScrollReset: true, replace });

  // The box follows the address (back button, a new link); typing follows after a pause.
  useEffect(() => setTerm(search.term), [search.term]);
  useEffect(() => {
    if (term.trim() === search.term.trim()) return;
    const timer = setTimeout(() => show({ ...search, term, page: 0 }, true), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // Only the typed term starts the timer.
  }, [term]);

  const filtered = Boolean(search.term.trim() || search.includeRole || search.excludeRole);
  const summary = !connection
    ? 'Loading users…'
    : filtered && total === 0
      ? 'No user matches these filters.'
      : pagingSummary(search, users.length, total, { one: 'user', many: 'users' });

  const actions: UserActions = {
    viewerId: viewer.id,
    onEditRoles: setEditing,
    onToggleDisabled: setToggling,
  };

  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Users
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        Every account that can sign in: staff with their roles, students and parents. Role changes
        and disabling apply to the person&apos;s next request and are kept in the audit log. Last
        activity is in Pacific time.
      </Typography>

      <UsersFilters
        term={term}
        onTermChange={setTerm}
        onSearch={() => show({ ...search, term, page: 0 })}
        value={search}
        onChange={(filters) => show({ ...search, ...filters, page: 0 })}
        onClear={() => {
          setTerm('');
          show({ ...EMPTY_USERS_SEARCH, size: search.size });
        }}
      />

      <ListResultsStatus
        headingId={RESULTS_HEADING_ID}
        heading={filtered ? 'Matching users' : 'All users'}
        summary={summary}
        loading={loading}
        rowsName="users"
        errorText="The users could not be loaded."
        error={error}
        onRetry={() => void refetch()}
      />

      {users.length > 0 &&
        (wide ? (
          <UsersTable users={users} captionId={RESULTS_HEADING_ID} actions={actions} />
        ) : (
          <UsersCards users={users} captionId={RESULTS_HEADING_ID} actions={actions} />
        ))}

      {total > 0 && (
        <TablePagination
          component="div"
          count={total}
          page={search.page}
          rowsPerPage={search.size}
          rowsPerPageOptions={[...PAGE_SIZES]}
          onPageChange={(_event, page) => show({ ...search, page })}
          onRowsPerPageChange={(event) =>
            show({ ...search, page: 0, size: Number(event.target.value) as PageSize })
          }
          labelRowsPerPage={wide ? 'Users per page:' : 'Per page:'}
        />
      )}

      <EditRolesDialog
        user={editing}
        viewerId={viewer.id}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void refetch();
        }}
      />
      <DisableUserDialog
        user={toggling}
        onClose={() => setToggling(null)}
        onDone={() => {
          setToggling(null);
          void refetch();
        }}
      />
    </>
  );
}
