// The sessions of a cohort, in time order, with their wall-clock times in the cohort's zone;
// writers add, change and delete them (deleting one drops its attendance marks).
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { sessionWhen } from './cohort-form.ts';
import { DELETE_COHORT_SESSION_MUTATION } from './cohorts.queries.ts';
import { SessionDialog, type SessionToEdit } from './session-dialog.tsx';

export function CohortSessionsSection(props: {
  cohort: { id: string; timeZone: string; startDate: string; sessions: SessionToEdit[] };
  canWrite: boolean;
  onChanged: () => void;
}) {
  const { reportMutation } = useSnackbar();
  const [editing, setEditing] = useState<SessionToEdit | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SessionToEdit | null>(null);
  const [remove, removeState] = useMutation(DELETE_COHORT_SESSION_MUTATION);
  const { cohort } = props;

  async function confirmDelete() {
    if (!deleting) return;
    const done = await reportMutation(remove({ variables: { id: deleting.id } }), {
      success: `${deleting.name} was deleted.`,
    });
    setDeleting(null);
    if (done) props.onChanged();
  }

  return (
    <Box component="section" aria-labelledby="cohort-sessions" sx={{ mb: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography id="cohort-sessions" variant="h2">
          Sessions
        </Typography>
        {props.canWrite && (
          <Button size="small" variant="outlined" onClick={() => setEditing('new')}>
            Add session
          </Button>
        )}
      </Box>
      {cohort.sessions.length === 0 && (
        <Typography color="text.secondary">No sessions yet.</Typography>
      )}
      <Stack component="ul" spacing={0.5} sx={{ p: 0, m: 0 }}>
        {cohort.sessions.map((session) => (
          <Box
            component="li"
            key={session.id}
            sx={{
              listStyle: 'none',
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1,
              alignItems: 'center',
            }}
          >
            <Typography sx={{ fontWeight: 600 }}>{session.name}</Typography>
            <Typography color="text.secondary">{sessionWhen(session, cohort.timeZone)}</Typography>
            {props.canWrite && (
              <>
                <Button
                  size="small"
                  aria-label={`Edit ${session.name}`}
                  onClick={() => setEditing(session)}
                >
                  Edit
                </Button>
                <Button
                  size="small"
                  color="error"
                  aria-label={`Delete ${session.name}`}
                  onClick={() => setDeleting(session)}
                >
                  Delete
                </Button>
              </>
            )}
          </Box>
        ))}
      </Stack>
      {editing && (
        <SessionDialog
          cohort={cohort}
          session={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            props.onChanged();
          }}
        />
      )}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={`Delete ${deleting?.name ?? 'session'}?`}
        confirmLabel="Delete"
        busy={removeState.loading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        The session and the attendance marked for it are deleted.
      </ConfirmDialog>
    </Box>
  );
}
