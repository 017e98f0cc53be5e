// Adds or changes a multiple-choice question: a lecture quiz's (the question, up to four choices
// with blank ones left out, the right one, the explanation the student reads after answering) or
// a final exam's (its section instead of an explanation; students see the choices shuffled and
// never the answer). One dialog for both, checked by the server's own rules before sending.
import { useMutation } from '@apollo/client/react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, type UseFormReturn } from 'react-hook-form';
import {
  EXAM_SECTION_LABELS,
  EXAM_SECTIONS,
  type ExamSection,
} from '../../../domain/final-exam/final-exam-rule.ts';
import { EditDialog, FormSelect, FormTextField, useEditForm } from '../../ui/edit-dialog.tsx';
import { describeFieldProblem } from '../../ui/field-errors.ts';
import {
  CREATE_QUIZ_QUESTION_MUTATION,
  UPDATE_QUIZ_QUESTION_MUTATION,
} from './course-content.queries.ts';
import type { EditorQuestion } from './course-content-types.ts';
import {
  CREATE_FINAL_EXAM_QUESTION_MUTATION,
  UPDATE_FINAL_EXAM_QUESTION_MUTATION,
} from './final-exam-editor.queries.ts';
import {
  CHOICE_FIELDS,
  examQuestionFormSchema,
  questionFormValues,
  questionToSend,
  quizQuestionFormSchema,
  type QuestionFormValues,
} from './question-form.ts';

const SECTION_OPTIONS = EXAM_SECTIONS.map((value) => ({
  value,
  label: EXAM_SECTION_LABELS[value],
}));

/** A visually hidden label: the radio sits beside its choice, which says the rest. */
const HIDDEN_LABEL = {
  m: 0,
  '& .MuiFormControlLabel-label': {
    position: 'absolute',
    width: 1,
    height: 1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
  },
};

function ChoiceFields(props: { form: UseFormReturn<QuestionFormValues>; choices: number }) {
  const { form } = props;
  const errors = form.formState.errors;
  const choicesProblem = errors.choices?.message ?? errors.choices?.root?.message;
  const answerProblem = errors.correctIndex?.message;
  return (
    <Stack component="fieldset" spacing={1.5} sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
        Choices (fill in 2 to {CHOICE_FIELDS}; pick the right one)
      </Typography>
      <Controller
        control={form.control}
        name="correctIndex"
        render={({ field }) => (
          <RadioGroup
            name={field.name}
            value={field.value}
            onChange={(event) => field.onChange(Number(event.target.value))}
          >
            {Array.from({ length: props.choices }, (_, index) => (
              <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <FormControlLabel
                  value={index}
                  control={<Radio />}
                  label={`Right answer: choice ${index + 1}`}
                  disabled={form.formState.isSubmitting}
                  sx={HIDDEN_LABEL}
                />
                <FormTextField
                  form={form}
                  name={`choices.${index}`}
                  label={`Choice ${index + 1}`}
                  fullWidth
                />
              </Stack>
            ))}
          </RadioGroup>
        )}
      />
      {(choicesProblem || answerProblem) && (
        <Typography role="alert" color="error" variant="body2">
          {choicesProblem
            ? describeFieldProblem('Choices', choicesProblem)
            : describeFieldProblem('The right answer', answerProblem ?? '')}
        </Typography>
      )}
    </Stack>
  );
}

export interface ExamQuestion {
  id: string;
  section: ExamSection;
  prompt: string;
  choices: readonly string[];
  correctIndex: number;
}

/**
 * A question of a lecture's quiz (`kind` quiz, `parentId` the quiz part) or of a course's final
 * exam pool (`kind` exam, `parentId` the course).
 */
export function QuestionDialog(props: {
  kind: 'quiz' | 'exam';
  parentId: string;
  question: EditorQuestion | ExamQuestion | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { question } = props;
  const quiz = props.kind === 'quiz';
  const form = useEditForm<QuestionFormValues>(
    quiz ? quizQuestionFormSchema : examQuestionFormSchema,
    questionFormValues(question),
  );
  const [createQuiz] = useMutation(CREATE_QUIZ_QUESTION_MUTATION);
  const [updateQuiz] = useMutation(UPDATE_QUIZ_QUESTION_MUTATION);
  const [createExam] = useMutation(CREATE_FINAL_EXAM_QUESTION_MUTATION);
  const [updateExam] = useMutation(UPDATE_FINAL_EXAM_QUESTION_MUTATION);

  function save(values: QuestionFormValues): Promise<unknown> {
    const { section, explanation, prompt, choices, correctIndex } = questionToSend(values);
    const asked = { prompt, choices, correctIndex };
    if (quiz) {
      const input = { ...asked, explanation };
      return question
        ? updateQuiz({ variables: { id: question.id, input } })
        : createQuiz({ variables: { partId: props.parentId, input } });
    }
    const input = { ...asked, section };
    return question
      ? updateExam({ variables: { id: question.id, input } })
      : createExam({ variables: { courseId: props.parentId, input } });
  }

  return (
    <EditDialog
      form={form}
      title={`${question ? 'Edit' : 'Add'} ${quiz ? 'question' : 'exam question'}`}
      submitLabel={question ? 'Save question' : 'Add question'}
      save={save}
      savedMessage={() => `The question was ${question ? 'saved' : 'added'}.`}
      onClose={props.onClose}
      onSaved={props.onSaved}
    >
      {!quiz && <FormSelect form={form} name="section" label="Section" options={SECTION_OPTIONS} />}
      <FormTextField
        form={form}
        name="prompt"
        label="Question"
        problemLabel="The question"
        required
        multiline
        fullWidth
      />
      <ChoiceFields form={form} choices={form.getValues('choices').length} />
      {quiz && (
        <FormTextField
          form={form}
          name="explanation"
          label="Explanation"
          problemLabel="The explanation"
          hint="Shown to the student after answering."
          required
          multiline
          minRows={2}
          fullWidth
        />
      )}
    </EditDialog>
  );
}
