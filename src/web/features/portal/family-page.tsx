// "My family" (/portal/family): the student records the account holds — its own, if any, and each
// teen it manages as a parent — with their key facts, and the form to add a teen.
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { DATE_FORMAT, formatDate } from '../../../domain/date-format.ts';
import { findUsState } from '../../../domain/us-states.ts';
import type { PortalFamilyQuery } from '../../gql/graphql.ts';
import { useCurrentUser } from '../../lib/current-user.ts';
import { errorMessageOf } from '../../ui/snackbars/error-message.ts';
import { PORTAL_AFTER_SIGN_IN } from '../sign-in/safe-next-path.ts';
import { AddTeenForm } from './add-teen-form.tsx';
import { PORTAL_FAMILY_QUERY } from './portal.queries.ts';

type FamilyMember = PortalFamilyQuery['myStudents'][number];

const LIST_HEADING_ID = 'family-members-heading';

/** Read by screen readers only: which teen a repeated link is about. */
const visuallyHidden = {
  position: 'absolute',
  // Strings: in sx a bare 1 means 100 %.
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function Fact(props: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {props.label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {props.value}
      </Typography>
    </Box>
  );
}

function MemberCard({ member, isSelf }: { member: FamilyMember; isSelf: boolean }) {
  const headingId = `family-member-${member.id}`;
  const born = member.dob
    ? `${formatDate(member.dob, DATE_FORMAT)} (age ${Math.floor(member.age)})`
    : 'Not given';
  const state = member.usStateId
    ? (findUsState(member.usStateId)?.name ?? member.usStateId)
    : 'Not given';
  const signIn = isSelf
    ? 'This account'
    : (member.signInEmail ?? 'None: you manage this record from your account');
  return (
    <Paper component="li" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} component="h3" sx={{ fontWeight: 600, fontSize: '1.125rem' }}>
        {member.name}
        {isSelf && (
          <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
            {' '}
            (you)
          </Box>
        )}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
          my: 1.5,
        }}
      >
        <Fact label="Born" value={born} />
        <Fact label="State" value={state} />
        <Fact label="Own sign-in" value={signIn} />
      </Box>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        <Link component={RouterLink} to={PORTAL_AFTER_SIGN_IN}>
          Lessons<Box component="span" sx={visuallyHidden}>{` of ${member.name}`}</Box>
        </Link>
        <Link component={RouterLink} to="/portal/courses">
          Online courses<Box component="span" sx={visuallyHidden}>{` of ${member.name}`}</Box>
        </Link>
      </Stack>
    </Paper>
  );
}

export function FamilyPage() {
  const { user } = useCurrentUser();
  const { data, loading, error } = useQuery(PORTAL_FAMILY_QUERY);
  const members = data?.myStudents ?? [];
  return (
    <Stack spacing={3}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2rem' } }}>
        My family
      </Typography>
      <Typography color="text.secondary">
        A parent manages each of their teens from one account: add a teen below, then book their
        lessons and follow their lessons, online courses and certificates here.
      </Typography>
      <Box component="section" aria-labelledby={LIST_HEADING_ID}>
        <Typography id={LIST_HEADING_ID} variant="h2" sx={{ fontSize: '1.375rem', mb: 1.5 }}>
          Students on this account
        </Typography>
        {loading && !data && <Typography role="status">Loading…</Typography>}
        {error && !data && <Alert severity="error">{errorMessageOf(error)}</Alert>}
        {data && members.length === 0 && (
          <Typography color="text.secondary">
            No student yet. Add your teen below, or book a lesson for yourself.
          </Typography>
        )}
        {members.length > 0 && (
          <Stack
            component="ul"
            spacing={2}
            aria-labelledby={LIST_HEADING_ID}
            sx={{ m: 0, p: 0, listStyle: 'none' }}
          >
            {members.map((member) => (
              <MemberCard
                key={member.id}
                member={member}
                isSelf={user !== null && member.userId === user.id}
              />
            ))}
          </Stack>
        )}
      </Box>
      <AddTeenForm />
    </Stack>
  );
}
