// One page of accounts: a table on wider screens, cards at phone width, with the same fields and
// actions. Colour is never the only cue: every state is also written out.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { UsersWithRolesQuery } from '../../gql/graphql.ts';
import { lastActiveLabel, NO_STAFF_ROLE, roleLabel } from './user-labels.ts';

export type UserRow = UsersWithRolesQuery['usersWithRoles']['edges'][number]['node'];

export interface UserActions {
  /** The signed-in Admin: they cannot disable themselves. */
  viewerId: string;
  onEditRoles: (user: UserRow) => void;
  onToggleDisabled: (user: UserRow) => void;
}

function RoleChips({ user }: { user: UserRow }) {
  if (user.roles.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        {NO_STAFF_ROLE}
      </Typography>
    );
  }
  return (
    <Box
      component="ul"
      aria-label={`Roles of ${user.name}`}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}
    >
      {user.roles.map((role) => (
        <li key={role}>
          <Chip label={roleLabel(role)} size="small" color="primary" variant="outlined" />
        </li>
      ))}
    </Box>
  );
}

function StatusChip({ user }: { user: UserRow }) {
  return user.isDisabled ? (
    <Chip label="Disabled" size="small" sx={{ bgcolor: '#fdb8c0', color: 'text.primary' }} />
  ) : (
    <Chip label="Active" size="small" sx={{ bgcolor: '#E8EAED', color: 'text.primary' }} />
  );
}

const twoFactor = (user: UserRow) => (user.isTwoFactorEnabled ? 'On' : 'Off');

function Actions({ user, actions }: { user: UserRow; actions: UserActions }) {
  const self = user.id === actions.viewerId;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Button
        size="small"
        variant="outlined"
        aria-label={`Edit roles of ${user.name}`}
        onClick={() => actions.onEditRoles(user)}
      >
        Edit roles
      </Button>
      {!self && (
        <Button
          size="small"
          variant="outlined"
          color={user.isDisabled ? 'primary' : 'error'}
          aria-label={`${user.isDisabled ? 'Enable' : 'Disable'} ${user.name}`}
          onClick={() => actions.onToggleDisabled(user)}
        >
          {user.isDisabled ? 'Enable' : 'Disable'}
        </Button>
      )}
    </Box>
  );
}

export function UsersTable(props: {
  users: readonly UserRow[];
  captionId: string;
  actions: UserActions;
}) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-labelledby={props.captionId}>
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Roles</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>Two-factor</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Last active</TableCell>
            <TableCell>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {props.users.map((user) => (
            <TableRow key={user.id} sx={{ verticalAlign: 'top' }}>
              <TableCell sx={{ minWidth: 200 }}>
                <Box sx={{ fontWeight: 600 }}>
                  {user.name}
                  {user.id === props.actions.viewerId && ' (you)'}
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {user.email}
                </Typography>
              </TableCell>
              <TableCell sx={{ maxWidth: 260 }}>
                <RoleChips user={user} />
              </TableCell>
              <TableCell>{twoFactor(user)}</TableCell>
              <TableCell>
                <StatusChip user={user} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {user.lastActive ? (
                  <time dateTime={user.lastActive}>{lastActiveLabel(user.lastActive)}</time>
                ) : (
                  'Never'
                )}
              </TableCell>
              <TableCell>
                <Actions user={user} actions={props.actions} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function UsersCards(props: {
  users: readonly UserRow[];
  captionId: string;
  actions: UserActions;
}) {
  return (
    <Box
      component="ul"
      aria-labelledby={props.captionId}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 1.5,
      }}
    >
      {props.users.map((user) => (
        <Paper component="li" key={user.id} variant="outlined" sx={{ p: 2 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <Typography component="h3" sx={{ fontWeight: 600, fontSize: '1rem' }}>
              {user.name}
              {user.id === props.actions.viewerId && ' (you)'}
            </Typography>
            <StatusChip user={user} />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Typography>
          <Box sx={{ my: 1 }}>
            <RoleChips user={user} />
          </Box>
          <Box
            component="dl"
            sx={{
              m: 0,
              mb: 1.5,
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              columnGap: 1.5,
              typography: 'body2',
            }}
          >
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              Two-factor
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              {twoFactor(user)}
            </Box>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              Last active
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              {lastActiveLabel(user.lastActive)}
            </Box>
          </Box>
          <Actions user={user} actions={props.actions} />
        </Paper>
      ))}
    </Box>
  );
}
