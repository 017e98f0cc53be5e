// The back-office home: a welcome with the user's name and roles, and a card for each area their
// roles may use, grouped as in the drawer.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router';
import { roleLabel, type StaffRole } from '../../../domain/roles.ts';
import { useFeatureFlag } from '../../lib/feature-flags.ts';
import { visibleAreaGroups } from './admin-areas.ts';
import { ADMIN_WELCOME_QUERY } from './admin-home.queries.ts';
import { ArrowForwardIcon } from './admin-icons.tsx';
import { useStaffUser } from './staff-user.ts';
import { GridList } from '../../ui/grid-list.tsx';

/** The home for the signed-in staff member; the name arrives a moment after the frame. */
export function AdminHomeScreen() {
  const user = useStaffUser();
  const { data } = useQuery(ADMIN_WELCOME_QUERY);
  return (
    <>
      <StaffNotice />
      <AdminHome name={data?.me.name ?? null} email={user.email} roles={user.roles} />
    </>
  );
}

/** Flag keys of the staff notice: an Admin writes the text and switches it on for everyone. */
export const STAFF_NOTICE_FLAGS = {
  show: 'adminHome.showNotice',
  text: 'adminHome.notice',
} as const;

/** A notice for all staff at the top of the back-office home, driven by two feature flags. */
export function StaffNotice() {
  const show = useFeatureFlag(STAFF_NOTICE_FLAGS.show, false);
  const text = useFeatureFlag(STAFF_NOTICE_FLAGS.text, '');
  if (!show || text.trim() === '') return null;
  return (
    <Alert severity="info" sx={{ mb: 3 }} data-testid="staff-notice">
      {text}
    </Alert>
  );
}

export function AdminHome(props: {
  name: string | null;
  email: string;
  roles: readonly StaffRole[];
}) {
  const groups = visibleAreaGroups(props.roles);
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {props.name ? `Welcome, ${props.name}` : 'Welcome'}
      </Typography>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 4 }}
        aria-label="Your account"
        role="group"
      >
        <Typography color="text.secondary" sx={{ mr: 1, overflowWrap: 'anywhere' }}>
          Signed in as {props.email}.
        </Typography>
        <Typography component="span" color="text.secondary">
          {props.roles.length === 1 ? 'Role:' : 'Roles:'}
        </Typography>
        {props.roles.map((role) => (
          <Chip
            key={role}
            label={roleLabel(role)}
            size="small"
            color="primary"
            variant="outlined"
          />
        ))}
      </Box>

      {groups.length === 0 && (
        <Typography>
          No back-office screen is open to your roles yet. New screens appear here as they arrive.
        </Typography>
      )}
      {groups.map(({ group, areas }) => (
        <Box component="section" key={group} aria-labelledby={`home-group-${group}`} sx={{ mb: 4 }}>
          <Typography id={`home-group-${group}`} variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
            {group}
          </Typography>
          <GridList columns={{ xs: '1fr', sm: 'repeat(auto-fill, minmax(280px, 1fr))' }} gap={2}>
            {areas.map((area) => (
              <li key={area.path}>
                <Card variant="outlined" sx={{ height: '100%' }}>
                  <CardActionArea
                    component={RouterLink}
                    to={area.path}
                    sx={{
                      height: '100%',
                      '&.Mui-focusVisible': {
                        outline: '3px solid',
                        outlineColor: 'primary.main',
                        outlineOffset: -3,
                      },
                    }}
                  >
                    <CardContent>
                      <Typography
                        variant="h3"
                        sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}
                      >
                        {area.label}
                        <ArrowForwardIcon fontSize="small" aria-hidden />
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {area.description}
                      </Typography>
                    </CardContent>
                  </CardActionArea>
                </Card>
              </li>
            ))}
          </GridList>
        </Box>
      ))}
    </>
  );
}
