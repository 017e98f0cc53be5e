// Lesson types (Scheduling): what a lesson is and how long it lasts (SPEC §3, names from SPEC §9).
// Every staff member reads them; Admins add, change and delete them. A type that lessons use
// cannot be deleted: the server says so (CONFLICT) and the snackbar repeats it.
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LESSON_TYPE_NAME_LABELS, LESSON_TYPE_NAMES } from '../../../domain/lesson-type-names.ts';
import { can } from '../../../domain/permissions.ts';
import { isTestLessonType } from '../../../domain/scheduling/lesson-minutes.ts';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import { ListResultsStatus } from '../../ui/list-results-status.tsx';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { LessonTypeDialog } from './lesson-type-dialog.tsx';
import {
  formatLessonDuration,
  freeLessonTypeNames,
  type LessonTypeView,
} from './lesson-type-form.ts';
import {
  DELETE_LESSON_TYPE_MUTATION,
  FEE_PRODUCTS_QUERY,
  LESSON_TYPES_QUERY,
} from './lesson-types.queries.ts';

const RESULTS_HEADING_ID = 'lesson-types-results';
const NO_FREE_NAME_ID = 'lesson-types-no-free-name';

export function LessonTypesPage() {
  const { roles } = useStaffUser();
  const canWrite = can(roles, 'lessonTypes.write');
  const { reportMutation } = useSnackbar();
  const { data, previousData, loading, error, refetch } = useQuery(LESSON_TYPES_QUERY);
  const [deleteLessonType, deleteState] = useMutation(DELETE_LESSON_TYPE_MUTATION);
  const [editing, setEditing] = useState<LessonTypeView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<LessonTypeView | null>(null);
  const loaded = (data ?? previousData)?.lessonTypes;
  const lessonTypes = loaded ?? [];
  const freeNames = freeLessonTypeNames(lessonTypes);
  // Products are priced: only roles that read prices ask for them (not Instructors).
  const fees =
    useQuery(FEE_PRODUCTS_QUERY, { skip: !can(roles, 'pricing.read') }).data?.products.edges.map(
      (edge) => edge.node,
    ) ?? [];
  const soldAs = (lessonType: LessonTypeView) =>
    lessonType.testProductId
      ? `Sold online as ${fees.find((fee) => fee.id === lessonType.testProductId)?.name ?? 'a fee product'}`
      : 'Booked by phone only';

  async function remove(lessonType: LessonTypeView) {
    const done = await reportMutation(deleteLessonType({ variables: { id: lessonType.id } }), {
      success: `${lessonType.label} was deleted.`,
    });
    setDeleting(null);
    if (done) void refetch();
  }

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
        <Typography variant="h1">Lesson types</Typography>
        {canWrite && (
          // Always shown to those who may add one: when every name is taken the button stays,
          // disabled, and the note under the heading says why, instead of vanishing unexplained.
          <Button
            variant="contained"
            disabled={loaded !== undefined && freeNames.length === 0}
            aria-describedby={loaded && freeNames.length === 0 ? NO_FREE_NAME_ID : undefined}
            onClick={() => setEditing('new')}
          >
            New lesson type
          </Button>
        )}
      </Box>
      {canWrite && loaded && freeNames.length === 0 && (
        <Alert id={NO_FREE_NAME_ID} severity="info" sx={{ mb: 2, maxWidth: 720 }}>
          Each of the {LESSON_TYPE_NAMES.length} lesson type names already has a lesson type, so
          there is none left to add. Edit a type to change its label or duration, or delete one that
          no lesson uses to add it again.
        </Alert>
      )}
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        What a lesson is and how long it lasts. Each name is used once; a type that lessons use
        cannot be deleted, but its label and duration can change. A road or DMV test is booked
        online when it names the fee product it sells.
      </Typography>

      <ListResultsStatus
        headingId={RESULTS_HEADING_ID}
        heading="All lesson types"
        summary={
          loaded
            ? `${lessonTypes.length} ${lessonTypes.length === 1 ? 'lesson type' : 'lesson types'}`
            : 'Loading lesson types…'
        }
        loading={loading}
        rowsName="lesson types"
        errorText="The lesson types could not be loaded."
        error={error}
        onRetry={() => void refetch()}
      />

      {loaded && lessonTypes.length === 0 && (
        <Typography color="text.secondary">No lesson types yet.</Typography>
      )}
      <Stack component="ul" aria-labelledby={RESULTS_HEADING_ID} spacing={1.5} sx={{ p: 0, m: 0 }}>
        {lessonTypes.map((lessonType) => (
          <Paper
            key={lessonType.id}
            component="li"
            variant="outlined"
            sx={{
              listStyle: 'none',
              p: 2,
              display: 'flex',
              flexWrap: 'wrap',
              gap: 2,
              alignItems: 'center',
              justifyContent: 'space-between',
            }}
          >
            <Box sx={{ minWidth: 0, flex: '1 1 20rem' }}>
              <Typography component="h3" sx={{ fontWeight: 600 }}>
                {lessonType.label}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {LESSON_TYPE_NAME_LABELS[lessonType.name]} ·{' '}
                {formatLessonDuration(lessonType.durationMinutes)}
                {isTestLessonType(lessonType.name) && ` · ${soldAs(lessonType)}`}
              </Typography>
              {lessonType.description && (
                <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                  {lessonType.description}
                </Typography>
              )}
            </Box>
            {canWrite && (
              <Stack direction="row" spacing={1}>
                <Button
                  variant="outlined"
                  size="small"
                  aria-label={`Edit ${lessonType.label}`}
                  onClick={() => setEditing(lessonType)}
                >
                  Edit
                </Button>
                <Button
                  color="error"
                  size="small"
                  aria-label={`Delete ${lessonType.label}`}
                  onClick={() => setDeleting(lessonType)}
                >
                  Delete
                </Button>
              </Stack>
            )}
          </Paper>
        ))}
      </Stack>

      {editing && (
        <LessonTypeDialog
          lessonType={editing === 'new' ? null : editing}
          freeNames={freeNames}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refetch();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.label ?? 'this lesson type'}?`}
        confirmLabel="Delete lesson type"
        busy={deleteState.loading}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void remove(deleting)}
      >
        Only a type that no lesson uses can be deleted; booked or past lessons keep theirs.
      </ConfirmDialog>
    </>
  );
}
