// Meeting points (Places): the fixed places of one state where lessons can start, chosen with the
// state select (kept in the address, ?state=CO). Admins and regional managers
// (meetingPoints.write) add, edit and delete them.
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy } from 'react';
import { useSearchParams } from 'react-router';
import { LESSON_TYPE_NAME_LABELS, type LessonTypeName } from '../../../domain/lesson-type-names.ts';
import { can } from '../../../domain/permissions.ts';
import { findUsState, SUPPORTED_STATE_CODES, US_STATES } from '../../../domain/us-states.ts';
import { ListResultsStatus } from '../../ui/list-results-status.tsx';
import { useEditing } from '../../ui/use-editing.tsx';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import { useConfirmedDelete } from '../../ui/confirmed-delete.tsx';
import type { MeetingPointView } from './meeting-point-form.ts';
import { DELETE_MEETING_POINT_MUTATION, MEETING_POINTS_QUERY } from './state-configs.queries.ts';
import { CardList, EditDeleteButtons } from '../../ui/card-list.tsx';

// The form and its rules load when the dialog opens, not with the list.
const MeetingPointDialog = lazy(() =>
  import('./meeting-point-dialog.tsx').then((module) => ({ default: module.MeetingPointDialog })),
);

const HEADING_ID = 'meeting-points-results';

export function MeetingPointsPage() {
  const { roles } = useStaffUser();
  const canWrite = can(roles, 'meetingPoints.write');
  const [params, setParams] = useSearchParams();
  const asked = (params.get('state') ?? '').toUpperCase();
  const state = findUsState(asked) ? asked : SUPPORTED_STATE_CODES[0];
  const stateName = findUsState(state)?.name ?? state;
  const { data, loading, error, refetch } = useQuery(MEETING_POINTS_QUERY, {
    variables: { state },
  });
  const [deletePoint] = useMutation(DELETE_MEETING_POINT_MUTATION);
  const editing = useEditing<MeetingPointView>(refetch);
  const points = data?.stateMeetingPoints ?? [];
  const deletion = useConfirmedDelete({
    what: 'meeting point',
    nameOf: (point: MeetingPointView) => point.label,
    remove: (point) => deletePoint({ variables: { id: point.id } }),
    explanation:
      'The meeting point is removed for good; staff and students can no longer choose it.',
    onDeleted: refetch,
  });

  return (
    <>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: 1,
        }}
      >
        <Typography variant="h1">Meeting points</Typography>
        {canWrite && (
          <Button variant="contained" onClick={() => editing.open('new')}>
            New meeting point
          </Button>
        )}
      </Box>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        Fixed places where lessons start, per state, with the lesson types each does not take.
      </Typography>
      <TextField
        select
        label="State"
        size="small"
        value={state}
        onChange={(event) => setParams({ state: event.target.value }, { preventScrollReset: true })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 240, mb: 3 }}
      >
        {US_STATES.map((entry) => (
          <option key={entry.code} value={entry.code}>
            {entry.name} ({entry.code})
          </option>
        ))}
      </TextField>

      <ListResultsStatus
        headingId={HEADING_ID}
        heading={`Meeting points in ${stateName}`}
        summary={
          data
            ? `${points.length} ${points.length === 1 ? 'meeting point' : 'meeting points'}`
            : 'Loading meeting points…'
        }
        loading={loading}
        rowsName="meeting points"
        errorText="The meeting points could not be loaded."
        error={error}
        onRetry={() => void refetch()}
      />

      <CardList labelledBy={HEADING_ID}>
        {points.map((point) => (
          <Paper component="li" key={point.id} variant="outlined" sx={{ p: 2 }}>
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              {point.label}
            </Typography>
            <Typography variant="body2">{point.address}</Typography>
            {point.description && (
              <Typography variant="body2" color="text.secondary">
                {point.description}
              </Typography>
            )}
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {point.restrictedLessonTypes.length > 0
                ? `Not for: ${point.restrictedLessonTypes.map((type) => LESSON_TYPE_NAME_LABELS[type as LessonTypeName]).join(', ')}`
                : 'All lesson types'}
            </Typography>
            {point.latitude != null && point.longitude != null ? (
              <Typography variant="body2" color="text.secondary">
                {point.latitude}, {point.longitude}
              </Typography>
            ) : (
              // Saved before every point had a position: it cannot be offered to a booking.
              <Typography variant="body2" sx={{ fontWeight: 600, color: '#8a4b00' }}>
                Not on the map: no position yet. Edit it to place it from its ZIP code or by its
                pin.
              </Typography>
            )}
            {canWrite && (
              <EditDeleteButtons
                name={point.label}
                onEdit={() => editing.open(point)}
                onDelete={() => deletion.ask(point)}
              />
            )}
          </Paper>
        ))}
      </CardList>
      {editing.dialog((item, handlers) => (
        <MeetingPointDialog state={state} point={item} {...handlers} />
      ))}
      {deletion.dialog}
    </>
  );
}
