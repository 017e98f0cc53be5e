// "Waiting for a time" in the portal (docs/waitlist.md): the account's open waiting-list entries,
// the time held for one when it is, a link to book it, and a way to leave the list. Nothing is
// shown to an account that waits for nothing, so the entry cards load only when there are some,
// not with the portal's first screen.
import { useMutation, useQuery } from '@apollo/client/react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { OPEN_WAITLIST_STATUSES } from '../../../domain/scheduling/waitlist-status.ts';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { CANCEL_WAITLIST_ENTRY_MUTATION, MY_WAITLIST_QUERY } from './portal-waitlist.queries.ts';

const WaitlistEntryCard = lazy(() =>
  import('./waitlist-entry-card.tsx').then((module) => ({ default: module.WaitlistEntryCard })),
);

export function PortalWaitlist() {
  const { data, refetch } = useQuery(MY_WAITLIST_QUERY);
  const [cancel, { loading }] = useMutation(CANCEL_WAITLIST_ENTRY_MUTATION);
  const { reportMutation } = useSnackbar();
  const open = (data?.myWaitlist ?? []).filter((entry) =>
    OPEN_WAITLIST_STATUSES.includes(entry.status),
  );
  if (open.length === 0) return null;
  const leave = async (id: string) => {
    const done = await reportMutation(cancel({ variables: { id } }), {
      success: 'You left the waiting list.',
    });
    if (done) await refetch();
  };
  return (
    <Stack component="section" spacing={1.5} aria-labelledby="portal-waitlist">
      <Typography id="portal-waitlist" variant="h2" sx={{ fontSize: '1.375rem' }}>
        Waiting for a time
      </Typography>
      <Typography color="text.secondary">
        When a time you asked for opens, we hold it for you and email you a link to book it.
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        <Suspense fallback={null}>
          {open.map((entry) => (
            <WaitlistEntryCard
              key={entry.id}
              entry={entry}
              showCustomer={false}
              bookLink
              onLeave={(id) => void leave(id)}
              leaveLabel="Leave the waiting list"
              busy={loading}
            />
          ))}
        </Suspense>
      </Stack>
    </Stack>
  );
}
