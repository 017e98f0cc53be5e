// User management (People, Admin only): every account with its roles, two-factor, disabled state
// and last activity; filters by a role to include or exclude and by name or email; roles edited
// in a dialog, accounts disabled and enabled after a confirmation. Filters and page live in the
// address, so the back button and bookmarks restore a view.
import { useQuery } from '@apollo/client/react';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import { pagingSummary } from '../../ui/list-paging.ts';
import { ListPagination } from '../../ui/list-pagination.tsx';
import { useAddressSearch } from '../../ui/use-address-search.ts';
import { useDebouncedSearchTerm } from '../../ui/use-debounced-search-term.ts';
import { DisableUserDialog } from './disable-user-dialog.tsx';
import { EditRolesDialog } from './edit-roles-dialog.tsx';
import { UsersFilters } from './users-filters.tsx';
import { UsersCards, UsersTable, type UserActions, type UserRow } from './users-list.tsx';
import { readUsersSearch, usersVariables, writeUsersSearch } from './users-search.ts';
import { USERS_WITH_ROLES_QUERY } from './users.queries.ts';
import { ListResultsStatus } from '../../ui/list-results-status.tsx';

const RESULTS_HEADING_ID = 'users-results';

export function UsersPage() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const viewer = useStaffUser();
  const [search, show] = useAddressSearch(readUsersSearch, writeUsersSearch);
  const [editing, setEditing] = useState<UserRow | null>(null);
  const [toggling, setToggling] = useState<UserRow | null>(null);
  const { data, previousData, loading, error, refetch } = useQuery(USERS_WITH_ROLES_QUERY, {
    variables: usersVariables(search),
  });
  const connection = (data ?? previousData)?.usersWithRoles;
  const users = connection?.edges.map((edge) => edge.node) ?? [];
  const total = connection?.totalCount ?? 0;

  const [term, setTerm] = useDebouncedSearchTerm(search.term, (typed) =>
    show({ term: typed, page: 0 }, true),
  );

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
        onSearch={() => show({ term, page: 0 })}
        value={search}
        onChange={(filters) => show({ ...filters, page: 0 })}
        onClear={() => {
          setTerm('');
          show({ term: '', includeRole: null, excludeRole: null, page: 0 });
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

      <ListPagination
        paging={search}
        total={total}
        rowsName="users"
        onChange={(paging) => show(paging)}
      />

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
