// The waiting list of a region in the back-office (docs/waitlist.md): who waits for which lesson,
// their days and hours, in line order, with the time held for each when there is one. Staff with
// `waitlist.manage` take an entry off the list (its held time goes back). The region and whether
// closed entries show are in the address, so a link shares the view.
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { can } from '../../../domain/permissions.ts';
import { WAITLIST_STATUSES } from '../../../domain/scheduling/waitlist-status.ts';
import { useCurrentUser } from '../../lib/current-user.ts';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { errorMessageOf } from '../../ui/snackbars/error-message.ts';
import { WaitlistEntryCard } from './waitlist-entry-card.tsx';
import { CANCEL_WAITLIST_ENTRY_MUTATION } from './portal-waitlist.queries.ts';
import { REGION_WAITLIST_QUERY, WAITLIST_REGIONS_QUERY } from './waitlist.queries.ts';

export function WaitlistPage() {
  const [params, setParams] = useSearchParams();
  const { user } = useCurrentUser();
  const regions = useQuery(WAITLIST_REGIONS_QUERY);
  const options = regions.data?.waitlistRegions ?? [];
  const region = options.find((option) => option.id === params.get('region')) ?? options[0];
  const withClosed = params.get('closed') === 'yes';
  const line = useQuery(REGION_WAITLIST_QUERY, {
    variables: {
      regionId: region?.id ?? '',
      statuses: withClosed ? [...WAITLIST_STATUSES] : null,
    },
    skip: !region,
  });
  const [cancel, { loading: cancelling }] = useMutation(CANCEL_WAITLIST_ENTRY_MUTATION);
  const { reportMutation } = useSnackbar();
  const mayManage = user !== null && can(user.roles, 'waitlist.manage');
  const entries = line.data?.waitlist ?? [];

  const change = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(name, value);
        return next;
      },
      { replace: true },
    );
  const takeOff = async (id: string) => {
    const done = await reportMutation(cancel({ variables: { id } }), {
      success: 'Taken off the waiting list; a time held for it is free again.',
    });
    if (done) await Promise.all([line.refetch(), regions.refetch()]);
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h1">Waiting list</Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 760 }}>
        Customers who found no time that suits them, first in line first. When a time that fits
        opens, the first one gets it held for an hour and an email to book it.
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <TextField
          select
          label="Region"
          size="small"
          value={region?.id ?? ''}
          onChange={(event) => change('region', event.target.value)}
          sx={{ minWidth: 240 }}
        >
          {options.map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.name} ({option.state}): {option.waiting} waiting
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Switch
              checked={withClosed}
              onChange={(event) => change('closed', event.target.checked ? 'yes' : 'no')}
            />
          }
          label="Show booked, ended and cancelled"
        />
      </Stack>
      {(regions.loading || line.loading) && (
        <LinearProgress aria-label="Loading the waiting list" />
      )}
      {(regions.error ?? line.error) && (
        <Alert severity="error">{errorMessageOf(regions.error ?? line.error)}</Alert>
      )}
      {line.data && entries.length === 0 && (
        <Typography role="status">Nobody is waiting in {region?.name}.</Typography>
      )}
      {entries.length > 0 && (
        <Typography role="status" color="text.secondary">
          {entries.length} {entries.length === 1 ? 'entry' : 'entries'}
        </Typography>
      )}
      <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {entries.map((entry) => (
          <WaitlistEntryCard
            key={entry.id}
            entry={entry}
            showCustomer
            bookLink={false}
            onLeave={
              mayManage && (entry.status === 'Waiting' || entry.status === 'Offered')
                ? (id) => void takeOff(id)
                : null
            }
            leaveLabel="Take off the list"
            busy={cancelling}
          />
        ))}
      </Stack>
    </Stack>
  );
}
