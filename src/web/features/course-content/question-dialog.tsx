// Adds or changes a multiple-choice question: a lecture quiz's (the question, up to four choices
// with blank ones left out, the right one, the explanation the student reads after answering) or
// a final exam's (its section instead of an explanation; students see the choices shuffled and
// never the answer). One frame for both, checked by the server's own rules before sending.
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

function ChoiceQuestionDialog(props: {
  title: string;
  isNew: boolean;
  schema: Parameters<typeof useEditForm>[0];
  initial: QuestionFormValues;
  save: (values: QuestionFormValues) => Promise<unknown>;
  section?: boolean;
  explanation?: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const form = useEditForm<QuestionFormValues>(props.schema, props.initial);
  return (
    <EditDialog
      form={form}
      title={`${props.isNew ? 'Add' : 'Edit'} ${props.title}`}
      submitLabel={props.isNew ? 'Add question' : 'Save question'}
      save={(values) => props.save(questionToSend(values))}
      savedMessage={() => `The question was ${props.isNew ? 'added' : 'saved'}.`}
      onClose={props.onClose}
      onSaved={props.onSaved}
    >
      {props.section && (
        <FormSelect form={form} name="section" label="Section" options={SECTION_OPTIONS} />
      )}
      <FormTextField
        form={form}
        name="prompt"
        label="Question"
        problemLabel="The question"
        required
        multiline
        fullWidth
      />
      <ChoiceFields form={form} choices={props.initial.choices.length} />
      {props.explanation && (
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

/** A question of a lecture's quiz (`partId`). */
export function QuizQuestionDialog(props: {
  partId: string;
  question: EditorQuestion | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { question } = props;
  const [create] = useMutation(CREATE_QUIZ_QUESTION_MUTATION);
  const [update] = useMutation(UPDATE_QUIZ_QUESTION_MUTATION);
  return (
    <ChoiceQuestionDialog
      title="question"
      isNew={!question}
      schema={quizQuestionFormSchema}
      initial={questionFormValues(question)}
      explanation
      save={({ prompt, choices, correctIndex, explanation }) => {
        const input = { prompt, choices, correctIndex, explanation };
        return question
          ? update({ variables: { id: question.id, input } })
          : create({ variables: { partId: props.partId, input } });
      }}
      onClose={props.onClose}
      onSaved={props.onSaved}
    />
  );
}

export interface ExamQuestion {
  id: string;
  section: ExamSection;
  prompt: string;
  choices: readonly string[];
  correctIndex: number;
}

/** A question of a course's final exam pool. */
export function FinalExamQuestionDialog(props: {
  courseId: string;
  question: ExamQuestion | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { question } = props;
  const [create] = useMutation(CREATE_FINAL_EXAM_QUESTION_MUTATION);
  const [update] = useMutation(UPDATE_FINAL_EXAM_QUESTION_MUTATION);
  return (
    <ChoiceQuestionDialog
      title="exam question"
      isNew={!question}
      schema={examQuestionFormSchema}
      initial={questionFormValues(question)}
      section
      save={({ section, prompt, choices, correctIndex }) => {
        const input = { section, prompt, choices, correctIndex };
        return question
          ? update({ variables: { id: question.id, input } })
          : create({ variables: { courseId: props.courseId, input } });
      }}
      onClose={props.onClose}
      onSaved={props.onSaved}
    />
  );
}
