// Practice questions (Learning): the DMV practice-test bank of one state, with the right answer
// of each question. Every staff member reads it; ClassroomManagers and Admins add, edit,
// deactivate and reactivate questions (docs/practice-tests.md).
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { can } from '../../../domain/permissions.ts';
import { US_STATES } from '../../../domain/us-states.ts';
import { ListResultsStatus } from '../../ui/list-results-status.tsx';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import { PracticeQuestionDialog } from './practice-question-dialog.tsx';
import type { PracticeQuestionView } from './practice-question-form.ts';
import {
  PRACTICE_QUESTIONS_QUERY,
  UPDATE_PRACTICE_QUESTION_MUTATION,
} from './practice-questions.queries.ts';

const RESULTS_HEADING_ID = 'practice-questions-results';
const STATES = US_STATES.filter((state) => state.isSupported);
const letter = (index: number) => String.fromCharCode(65 + index);

export function PracticeQuestionsPage() {
  const { roles } = useStaffUser();
  const canWrite = can(roles, 'practiceQuestions.write');
  const { reportMutation } = useSnackbar();
  const [state, setState] = useState('CA');
  const [includeInactive, setIncludeInactive] = useState(false);
  const [editing, setEditing] = useState<PracticeQuestionView | 'new' | null>(null);
  const { data, previousData, loading, error, refetch } = useQuery(PRACTICE_QUESTIONS_QUERY, {
    variables: { state, includeInactive },
  });
  const [update] = useMutation(UPDATE_PRACTICE_QUESTION_MUTATION);
  const loaded = (data ?? previousData)?.practiceQuestions;
  const questions = loaded ?? [];
  const stateName = STATES.find((entry) => entry.code === state)?.name ?? state;

  async function setActive(question: PracticeQuestionView, isActive: boolean) {
    const done = await reportMutation(
      update({ variables: { id: question.id, input: { isActive } } }),
      { success: isActive ? 'The question is in use again.' : 'The question was deactivated.' },
    );
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
        <Typography variant="h1">Practice questions</Typography>
        {canWrite && (
          <Button variant="contained" onClick={() => setEditing('new')}>
            New question
          </Button>
        )}
      </Box>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        The DMV practice test of each state draws 20 of its questions at random. Deactivated
        questions stay out of new tests.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <TextField
          select
          label="State"
          size="small"
          value={state}
          onChange={(event) => setState(event.target.value)}
          sx={{ minWidth: 200 }}
        >
          {STATES.map((entry) => (
            <MenuItem key={entry.code} value={entry.code}>
              {entry.name}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Checkbox
              checked={includeInactive}
              onChange={(event) => setIncludeInactive(event.target.checked)}
            />
          }
          label="Show deactivated questions"
        />
      </Box>

      <ListResultsStatus
        headingId={RESULTS_HEADING_ID}
        heading={`${stateName} questions`}
        summary={
          loaded
            ? `${questions.length} ${questions.length === 1 ? 'question' : 'questions'}`
            : 'Loading questions…'
        }
        loading={loading}
        rowsName="questions"
        errorText="The questions could not be loaded."
        error={error}
        onRetry={() => void refetch()}
      />
      {loaded && questions.length === 0 && (
        <Typography color="text.secondary">{stateName} has no practice questions yet.</Typography>
      )}
      <Stack component="ol" aria-labelledby={RESULTS_HEADING_ID} spacing={1.5} sx={{ p: 0, m: 0 }}>
        {questions.map((question, number) => (
          <Paper
            key={question.id}
            component="li"
            variant="outlined"
            sx={{ listStyle: 'none', p: 2, display: 'flex', flexWrap: 'wrap', gap: 2 }}
          >
            <Box sx={{ minWidth: 0, flex: '1 1 24rem' }}>
              <Typography component="h3" sx={{ fontWeight: 600 }}>
                {number + 1}. {question.prompt}{' '}
                {!question.isActive && <Chip size="small" label="Deactivated" sx={{ ml: 1 }} />}
              </Typography>
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                Right answer: {letter(question.correctIndex)}.{' '}
                {question.choices[question.correctIndex]} (of {question.choices.length})
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {question.source}
              </Typography>
            </Box>
            {canWrite && (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <Button
                  variant="outlined"
                  size="small"
                  aria-label={`Edit question ${number + 1}`}
                  onClick={() => setEditing(question)}
                >
                  Edit
                </Button>
                <Button
                  size="small"
                  aria-label={`${question.isActive ? 'Deactivate' : 'Reactivate'} question ${number + 1}`}
                  onClick={() => void setActive(question, !question.isActive)}
                >
                  {question.isActive ? 'Deactivate' : 'Reactivate'}
                </Button>
              </Stack>
            )}
          </Paper>
        ))}
      </Stack>

      {editing && (
        <PracticeQuestionDialog
          state={state}
          stateName={stateName}
          question={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refetch();
          }}
        />
      )}
    </>
  );
}
