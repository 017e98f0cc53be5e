// Add or edit a practice question of one state. The server validates the whole question again
// (at least two different answers, the right one among them, prompt and explanation filled in);
// its field messages land under the fields, and nothing is saved until they are right.
import { useMutation } from '@apollo/client/react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useRef, useState, type FormEvent } from 'react';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { describeFieldProblem, focusFirstInvalid, withFieldErrors } from '../../ui/field-errors.ts';
import {
  CHOICE_FIELDS,
  filledChoices,
  practiceQuestionFormProblems,
  practiceQuestionFormValues,
  type PracticeQuestionFormValues,
  type PracticeQuestionView,
} from './practice-question-form.ts';
import {
  CREATE_PRACTICE_QUESTION_MUTATION,
  UPDATE_PRACTICE_QUESTION_MUTATION,
} from './practice-questions.queries.ts';

const letter = (index: number) => String.fromCharCode(65 + index);

export function PracticeQuestionDialog(props: {
  state: string;
  stateName: string;
  /** The question being edited, or null for a new one. */
  question: PracticeQuestionView | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { reportMutation } = useSnackbar();
  const [values, setValues] = useState<PracticeQuestionFormValues>(() =>
    practiceQuestionFormValues(props.question),
  );
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [create, createState] = useMutation(CREATE_PRACTICE_QUESTION_MUTATION);
  const [update, updateState] = useMutation(UPDATE_PRACTICE_QUESTION_MUTATION);
  const busy = createState.loading || updateState.loading;
  const formRef = useRef<HTMLFormElement>(null);
  const change = (patch: Partial<PracticeQuestionFormValues>) =>
    setValues((current) => ({ ...current, ...patch }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = practiceQuestionFormProblems(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return focusFirstInvalid(formRef.current);
    const input = {
      prompt: values.prompt.trim(),
      choices: filledChoices(values),
      correctIndex: Number(values.correctIndex),
      explanation: values.explanation.trim(),
      source: values.source.trim(),
      isActive: values.isActive,
    };
    const showProblems = (errors: Record<string, string>) => {
      // "choices.2" and the like belong to the answers block.
      const merged: Record<string, string> = {};
      for (const [path, message] of Object.entries(errors)) {
        merged[path.startsWith('choices') ? 'choices' : path] = message;
      }
      setProblems(merged);
      focusFirstInvalid(formRef.current);
    };
    const mutation: Promise<unknown> = props.question
      ? update({ variables: { id: props.question.id, input } })
      : create({ variables: { state: props.state, input } });
    const saved = await reportMutation(withFieldErrors(mutation, showProblems), {
      success: 'The question was saved.',
    });
    if (saved) props.onSaved();
  }

  const problem = (path: string, label: string) =>
    problems[path] ? describeFieldProblem(label, problems[path]) : undefined;
  const answers = filledChoices(values);

  return (
    <FormDialog
      title={props.question ? 'Edit practice question' : `New ${props.stateName} practice question`}
      busy={busy}
      onClose={props.onClose}
      onSubmit={submit}
      formRef={formRef}
      maxWidth="md"
    >
      <TextField
        label="Question"
        required
        size="small"
        multiline
        value={values.prompt}
        disabled={busy}
        error={Boolean(problems['prompt'])}
        helperText={problem('prompt', 'The question')}
        onChange={(event) => change({ prompt: event.target.value })}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      {Array.from({ length: CHOICE_FIELDS }, (_, index) => (
        <TextField
          key={index}
          label={`Answer ${letter(index)}`}
          required={index < 2}
          size="small"
          value={values.choices[index] ?? ''}
          disabled={busy}
          error={index === 0 && Boolean(problems['choices'])}
          helperText={
            index === 0
              ? (problem('choices', 'The answers') ??
                'Two to four answers; leave the last ones blank if fewer.')
              : undefined
          }
          onChange={(event) =>
            change({
              choices: values.choices.map((choice, at) =>
                at === index ? event.target.value : choice,
              ),
            })
          }
          slotProps={{ htmlInput: { maxLength: 300 } }}
        />
      ))}
      <TextField
        select
        label="Right answer"
        required
        size="small"
        value={values.correctIndex}
        disabled={busy}
        error={Boolean(problems['correctIndex'])}
        helperText={problem('correctIndex', 'The right answer')}
        onChange={(event) => change({ correctIndex: event.target.value })}
      >
        {answers.map((answer, index) => (
          <MenuItem key={index} value={String(index)}>
            {letter(index)}. {answer}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Explanation"
        required
        size="small"
        multiline
        minRows={2}
        value={values.explanation}
        disabled={busy}
        error={Boolean(problems['explanation'])}
        helperText={problem('explanation', 'The explanation') ?? 'Shown after grading.'}
        onChange={(event) => change({ explanation: event.target.value })}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <TextField
        label="Source"
        size="small"
        value={values.source}
        disabled={busy}
        error={Boolean(problems['source'])}
        helperText={
          problem('source', 'The source') ??
          'Handbook and section, e.g. "Texas Driver Handbook: Parking".'
        }
        onChange={(event) => change({ source: event.target.value })}
        slotProps={{ htmlInput: { maxLength: 300 } }}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={values.isActive}
            disabled={busy}
            onChange={(event) => change({ isActive: event.target.checked })}
          />
        }
        label="In use in new practice tests"
      />
    </FormDialog>
  );
}
