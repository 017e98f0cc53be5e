// Meeting points (Places): the fixed places of one state where lessons can start, chosen with the
// state select (kept in the address, ?state=CO). Admins and regional managers
// (meetingPoints.write) add, edit and delete them.
import { useQuery } from '@apollo/client/react';
import Typography from '@mui/material/Typography';
import { LESSON_TYPE_NAME_LABELS, type LessonTypeName } from '../../../domain/lesson-type-names.ts';
import { can } from '../../../domain/permissions.ts';
import { findUsState, SUPPORTED_STATE_CODES, US_STATES } from '../../../domain/us-states.ts';
import { CardList, EditDeleteButtons, RecordCard } from '../../ui/card-list.tsx';
import { choiceFilterOr } from '../../ui/list-address.ts';
import { ChoiceFilter, ListFilters } from '../../ui/list-filters.tsx';
import { ListPageHeader } from '../../ui/list-page-header.tsx';
import { ListResults } from '../../ui/list-results.tsx';
import { lazyDialog, useEditing } from '../../ui/use-editing.tsx';
import { useListAddress } from '../../ui/use-list-address.ts';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import { useConfirmedDeleteById } from '../../ui/confirmed-delete.tsx';
import type { MeetingPointView } from './meeting-point-form.ts';
import { DELETE_MEETING_POINT_MUTATION, MEETING_POINTS_QUERY } from './state-configs.queries.ts';

// The form and its rules load when the dialog opens, not with the list.
const MeetingPointDialog = lazyDialog(
  () => import('./meeting-point-dialog.tsx'),
  'MeetingPointDialog',
);

// The state shown is kept in the address (?state=CO).
const FILTERS = {
  state: choiceFilterOr(
    US_STATES.map((entry) => entry.code),
    SUPPORTED_STATE_CODES[0],
    (raw) => raw.toUpperCase(),
  ),
};

export function MeetingPointsPage() {
  const { roles } = useStaffUser();
  const canWrite = can(roles, 'meetingPoints.write');
  const address = useListAddress(FILTERS);
  const { state } = address.view;
  const stateName = findUsState(state)?.name ?? state;
  const list = useQuery(MEETING_POINTS_QUERY, { variables: { state } });
  const points = list.data?.stateMeetingPoints ?? [];
  const editing = useEditing<MeetingPointView>(list.refetch);
  const deletion = useConfirmedDeleteById({
    what: 'meeting point',
    nameOf: (point: MeetingPointView) => point.label,
    mutation: DELETE_MEETING_POINT_MUTATION,
    explanation:
      'The meeting point is removed for good; staff and students can no longer choose it.',
    onDeleted: list.refetch,
  });

  return (
    <>
      <ListPageHeader
        title="Meeting points"
        description="Fixed places where lessons start, per state, with the lesson types each does not take."
        create={canWrite && { label: 'New meeting point', onClick: () => editing.open('new') }}
      />
      <ListFilters label="Choose a state">
        <ChoiceFilter
          label="State"
          value={state}
          values={US_STATES.map((entry) => entry.code)}
          labelOf={(code) => `${findUsState(code)?.name ?? code} (${code})`}
          onChange={(code) => address.filter({ state: code ?? SUPPORTED_STATE_CODES[0] })}
          minWidth={240}
        />
      </ListFilters>
      <ListResults
        heading={`Meeting points in ${stateName}`}
        noun={{ one: 'meeting point', many: 'meeting points' }}
        query={list}
        rows={list.data && points}
      >
        <CardList>
          {points.map((point) => (
            <RecordCard
              key={point.id}
              title={point.label}
              actions={
                canWrite && (
                  <EditDeleteButtons
                    name={point.label}
                    onEdit={() => editing.open(point)}
                    onDelete={() => deletion.ask(point)}
                  />
                )
              }
            >
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
            </RecordCard>
          ))}
        </CardList>
      </ListResults>
      {editing.dialog((point, handlers) => (
        <MeetingPointDialog state={state} point={point} {...handlers} />
      ))}
      {deletion.dialog}
    </>
  );
}
