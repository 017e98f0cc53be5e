// Staff notes on a student, pinned first and then newest first (the server's order). Staff with
// `notes.write` add, edit, pin and delete them; everyone else reads.
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DATE_TIME_FORMAT, formatDate } from '../../../../domain/date-format.ts';
import { can } from '../../../../domain/permissions.ts';
import type { StudentNotesQuery } from '../../../gql/graphql.ts';
import { useSnackbar } from '../../../ui/snackbars/use-snackbar.ts';
import { useStaffUser } from '../../admin-shell/staff-user.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { withFieldErrors } from '../../../ui/field-errors.ts';
import { DELETE_NOTE_MUTATION, NOTES_QUERY, PUT_NOTE_MUTATION } from '../students.queries.ts';
import { NoteDialog, type NoteDraft } from './note-dialog.tsx';
import { TabHeading } from './tab-heading.tsx';

type Note = StudentNotesQuery['notes'][number];

const HEADING_ID = 'tab-heading-notes';

export function NotesTab({ studentId }: { studentId: string }) {
  const { roles } = useStaffUser();
  const canWrite = can(roles, 'notes.write');
  const { reportMutation } = useSnackbar();
  const { data, loading, error, refetch } = useQuery(NOTES_QUERY, { variables: { studentId } });
  const [putNote, putState] = useMutation(PUT_NOTE_MUTATION);
  const [deleteNote, deleteState] = useMutation(DELETE_NOTE_MUTATION);
  // null: closed; 'new': adding; a note: editing it.
  const [editing, setEditing] = useState<Note | 'new' | null>(null);
  const [textError, setTextError] = useState<string>();
  const [deleting, setDeleting] = useState<Note | null>(null);
  const notes = data?.notes ?? [];

  async function save(draft: NoteDraft) {
    setTextError(undefined);
    const existing = editing === 'new' ? null : editing;
    const result = await reportMutation(
      withFieldErrors(
        putNote({
          variables: {
            input: existing ? { id: existing.id, ...draft } : { studentId, ...draft },
          },
        }),
        (found) => setTextError(found.text),
      ),
      { success: existing ? 'Note saved.' : 'Note added.' },
    );
    if (!result) return;
    setEditing(null);
    await refetch();
  }

  async function togglePin(note: Note) {
    const result = await reportMutation(
      putNote({
        variables: {
          input: {
            id: note.id,
            text: note.text,
            isPinned: !note.isPinned,
            isHiddenFromInstructorView: note.isHiddenFromInstructorView,
          },
        },
      }),
      { success: note.isPinned ? 'Note unpinned.' : 'Note pinned to the top.' },
    );
    if (result) await refetch();
  }

  async function remove(note: Note) {
    const result = await reportMutation(deleteNote({ variables: { id: note.id } }), {
      success: 'Note deleted.',
    });
    setDeleting(null);
    if (result) await refetch();
  }

  return (
    <>
      <TabHeading
        id={HEADING_ID}
        title="Notes"
        intro="Notes are for staff. Notes hidden from instructors are shown to office staff only."
        action={
          canWrite && (
            <Button variant="contained" onClick={() => setEditing('new')}>
              Add note
            </Button>
          )
        }
      />
      <Box sx={{ height: 4, mb: 1 }}>
        {loading && <LinearProgress aria-label="Loading notes" />}
      </Box>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          The notes could not be loaded. {error.message}
        </Alert>
      )}
      {data && notes.length === 0 && (
        <Typography color="text.secondary">No notes on this student yet.</Typography>
      )}
      {notes.length > 0 && (
        <Box
          component="ul"
          aria-labelledby={HEADING_ID}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
        >
          {notes.map((note) => (
            <Paper
              component="li"
              key={note.id}
              variant="outlined"
              sx={{ p: 2, borderLeft: note.isPinned ? '4px solid #0BD1C2' : undefined }}
            >
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
                {note.isPinned && <Chip size="small" label="Pinned" color="secondary" />}
                {note.isHiddenFromInstructorView && (
                  <Chip size="small" label="Hidden from instructors" variant="outlined" />
                )}
              </Box>
              <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {note.text}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {note.createdBy.name}, {formatDate(note.createdAt, DATE_TIME_FORMAT)}
                {note.updatedAt !== note.createdAt &&
                  ` · edited ${formatDate(note.updatedAt, DATE_TIME_FORMAT)}`}
              </Typography>
              {canWrite && (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => setEditing(note)}
                    aria-label={`Edit note: ${excerpt(note.text)}`}
                  >
                    Edit
                  </Button>
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={putState.loading}
                    onClick={() => void togglePin(note)}
                    aria-label={`${note.isPinned ? 'Unpin' : 'Pin'} note: ${excerpt(note.text)}`}
                  >
                    {note.isPinned ? 'Unpin' : 'Pin'}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setDeleting(note)}
                    aria-label={`Delete note: ${excerpt(note.text)}`}
                  >
                    Delete
                  </Button>
                </Box>
              )}
            </Paper>
          ))}
        </Box>
      )}

      {editing && (
        <NoteDialog
          initial={editing === 'new' ? null : editing}
          busy={putState.loading}
          error={textError}
          onSave={(draft) => void save(draft)}
          onClose={() => {
            setTextError(undefined);
            setEditing(null);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this note?"
        confirmLabel="Delete note"
        busy={deleteState.loading}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void remove(deleting)}
      >
        The note “{deleting ? excerpt(deleting.text) : ''}” will be removed for everyone. The change
        log keeps a line saying it was deleted.
      </ConfirmDialog>
    </>
  );
}

/** The start of a note, to name it in buttons and questions. */
function excerpt(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 40 ? `${line.slice(0, 40)}…` : line;
}
