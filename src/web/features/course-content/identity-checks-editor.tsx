// Identity checks in the content editor (docs/seat-time.md "Identity validation"): the course's
// rule in words with its state's default and source, "Edit identity-check rule", and the school's
// personal questions, shared by every course that asks them, with add / reword / remove. Students'
// answers are never shown: staff see the questions only.
import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import type { IdentityCheckRule } from '../../../domain/identity-checks/identity-check-rule.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { describeFieldProblem, focusFirstInvalid } from '../../ui/field-errors.ts';
import { QuestionList } from './question-list.tsx';
import { RuleSection, StateDefault, useDialogMutation } from './rule-editor-parts.tsx';
import {
  CREATE_IDENTITY_QUESTION_MUTATION,
  IDENTITY_CHECKS_EDITOR_QUERY,
  RETIRE_IDENTITY_QUESTION_MUTATION,
  UPDATE_IDENTITY_CHECK_RULE_MUTATION,
  UPDATE_IDENTITY_QUESTION_MUTATION,
} from './identity-checks-editor.queries.ts';

const HEADING_ID = 'identity-checks-editor-heading';

const minutes = (seconds: number) => {
  const value = Math.round((seconds / 60) * 10) / 10;
  return `${value} ${value === 1 ? 'minute' : 'minutes'}`;
};

export function identityRuleInWords(rule: IdentityCheckRule): string {
  if (rule.identityCheckMinSeconds === null || rule.identityCheckMaxSeconds === null) {
    return 'This course asks no identity questions.';
  }
  const answer =
    rule.identityAnswerSeconds % 60 === 0
      ? minutes(rule.identityAnswerSeconds)
      : `${rule.identityAnswerSeconds} seconds`;
  const least = Math.round((rule.identityCheckMinSeconds / 60) * 10) / 10;
  return `While studying, a personal question every ${least} to ${minutes(rule.identityCheckMaxSeconds)} (at random); ${answer} to answer; ${rule.identityMaxMisses} ${rule.identityMaxMisses === 1 ? 'miss' : 'misses'} (wrong or late) end the enrolment.`;
}

type Question = { id: string; prompt: string };

export function IdentityChecksEditor(props: { courseId: string; canWrite: boolean }) {
  const { data, refetch } = useQuery(IDENTITY_CHECKS_EDITOR_QUERY, {
    variables: { courseId: props.courseId },
  });
  const { reportMutation } = useSnackbar();
  const form = useDialogMutation();
  const options = { onCompleted: () => void refetch() };
  const [updateRule] = useMutation(UPDATE_IDENTITY_CHECK_RULE_MUTATION, options);
  const [createQuestion] = useMutation(CREATE_IDENTITY_QUESTION_MUTATION, options);
  const [updateQuestion] = useMutation(UPDATE_IDENTITY_QUESTION_MUTATION, options);
  const [retireQuestion] = useMutation(RETIRE_IDENTITY_QUESTION_MUTATION, options);
  const [editingRule, setEditingRule] = useState(false);
  const [editing, setEditing] = useState<Question | 'new' | null>(null);
  const [removing, setRemoving] = useState<Question | null>(null);
  const course = data?.course;
  if (!course) return null;
  const questions = data.identityQuestions;
  const rule: IdentityCheckRule = course;

  return (
    <RuleSection
      headingId={HEADING_ID}
      title="Identity checks"
      ruleInWords={identityRuleInWords(rule)}
      stateSource={course.identityCheckDefault.source}
      canWrite={props.canWrite}
      editRuleLabel="Edit identity-check rule"
      onEditRule={() => setEditingRule(true)}
    >
      <Typography variant="h3" sx={{ fontSize: '1.25rem', mb: 1 }}>
        The school’s personal questions
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Every course that asks identity questions uses this list. Students answer each question when
        they first open the course; the answers are stored scrambled and nobody can read them, staff
        included. Case and spaces do not count when an answer is compared.
      </Typography>
      {props.canWrite && (
        <Button variant="contained" sx={{ mb: 2 }} onClick={() => setEditing('new')}>
          Add personal question
        </Button>
      )}
      {questions.length === 0 ? (
        <Typography>No questions yet: no student is asked any until one is added.</Typography>
      ) : (
        <QuestionList
          questions={questions}
          noun="personal question"
          canWrite={props.canWrite}
          onEdit={setEditing}
          onRemove={setRemoving}
        />
      )}

      {editingRule && (
        <IdentityRuleDialog
          initial={rule}
          stateDefault={course.identityCheckDefault}
          onClose={() => setEditingRule(false)}
          onSubmit={async (input) => {
            const errors = await form(
              updateRule({ variables: { courseId: props.courseId, input } }),
              'The identity-check rule was saved.',
            );
            if (!errors) setEditingRule(false);
            return errors;
          }}
        />
      )}
      {editing && (
        <QuestionDialog
          initial={editing === 'new' ? '' : editing.prompt}
          onClose={() => setEditing(null)}
          onSubmit={async (prompt) => {
            const errors =
              editing === 'new'
                ? await form(
                    createQuestion({ variables: { input: { prompt } } }),
                    'The question was added.',
                  )
                : await form(
                    updateQuestion({ variables: { id: editing.id, input: { prompt } } }),
                    'The question was saved.',
                  );
            if (!errors) setEditing(null);
            return errors;
          }}
        />
      )}
      {removing && (
        <ConfirmDialog
          open
          title="Remove this personal question?"
          confirmLabel="Remove question"
          onCancel={() => setRemoving(null)}
          onConfirm={() =>
            void reportMutation(retireQuestion({ variables: { id: removing.id } }), {
              success: 'The question was removed.',
            }).then(() => setRemoving(null))
          }
        >
          {`New students will no longer answer “${removing.prompt}”. Students who already answered it may still be asked it.`}
        </ConfirmDialog>
      )}
    </RuleSection>
  );
}

function QuestionDialog(props: {
  initial: string;
  onSubmit: (prompt: string) => Promise<Record<string, string> | null>;
  onClose: () => void;
}) {
  const [prompt, setPrompt] = useState(props.initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const errors = await props.onSubmit(prompt);
    setBusy(false);
    setProblem(errors ? (errors['prompt'] ?? null) : null);
    if (errors) focusFirstInvalid(formRef.current);
  }
  return (
    <FormDialog
      title={props.initial ? 'Edit personal question' : 'Add personal question'}
      busy={busy}
      formRef={formRef}
      onClose={props.onClose}
      onSubmit={submit}
      submitLabel="Save question"
    >
      <TextField
        label="Question"
        value={prompt}
        onChange={(event) => setPrompt(event.target.value)}
        error={Boolean(problem)}
        helperText={
          problem
            ? describeFieldProblem('Question', problem)
            : 'A fact the student knows and others do not, e.g. “In which city were you born?”'
        }
        autoFocus
      />
    </FormDialog>
  );
}

type RuleDraft = Record<'min' | 'max' | 'answer' | 'misses', string>;

const toDraft = (rule: IdentityCheckRule): RuleDraft => ({
  min: rule.identityCheckMinSeconds === null ? '' : String(rule.identityCheckMinSeconds / 60),
  max: rule.identityCheckMaxSeconds === null ? '' : String(rule.identityCheckMaxSeconds / 60),
  answer: String(rule.identityAnswerSeconds),
  misses: String(rule.identityMaxMisses),
});

const FIELD_OF: Record<string, keyof RuleDraft> = {
  identityCheckMinSeconds: 'min',
  identityCheckMaxSeconds: 'max',
  identityAnswerSeconds: 'answer',
  identityMaxMisses: 'misses',
};

function IdentityRuleDialog(props: {
  initial: IdentityCheckRule;
  stateDefault: IdentityCheckRule & { source: string };
  onSubmit: (rule: IdentityCheckRule) => Promise<Record<string, string> | null>;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<RuleDraft>(toDraft(props.initial));
  const [problems, setProblems] = useState<Partial<Record<keyof RuleDraft, string>>>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const number = (text: string) => (text.trim() === '' ? null : Number(text));
    const found: Partial<Record<keyof RuleDraft, string>> = {};
    const min = number(draft.min);
    const max = number(draft.max);
    const answer = number(draft.answer);
    const misses = number(draft.misses);
    if (min !== null && !Number.isFinite(min)) found.min = 'must be a number';
    if (max !== null && !Number.isFinite(max)) found.max = 'must be a number';
    if (answer === null || !Number.isInteger(answer)) found.answer = 'must be a whole number';
    if (misses === null || !Number.isInteger(misses)) found.misses = 'must be a whole number';
    if (Object.keys(found).length === 0) {
      setBusy(true);
      const errors = await props.onSubmit({
        identityCheckMinSeconds: min === null ? null : Math.round(min * 60),
        identityCheckMaxSeconds: max === null ? null : Math.round(max * 60),
        identityAnswerSeconds: answer!,
        identityMaxMisses: misses!,
      });
      setBusy(false);
      for (const [field, message] of Object.entries(errors ?? {})) {
        const key = FIELD_OF[field];
        if (key) found[key] = message;
      }
    }
    setProblems(found);
    if (Object.keys(found).length > 0) focusFirstInvalid(formRef.current);
  }

  const field = (key: keyof RuleDraft, label: string, help: string) => (
    <TextField
      label={label}
      inputMode="numeric"
      value={draft[key]}
      onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
      error={Boolean(problems[key])}
      helperText={problems[key] ? describeFieldProblem(label, problems[key]) : help}
    />
  );

  return (
    <FormDialog
      title="Identity-check rule"
      busy={busy}
      formRef={formRef}
      onClose={props.onClose}
      onSubmit={submit}
      submitLabel="Save rule"
    >
      <StateDefault
        source={props.stateDefault.source}
        busy={busy}
        onUse={() => setDraft(toDraft(props.stateDefault))}
      />
      {field(
        'min',
        'Least wait between questions (minutes)',
        'Leave both waits blank to ask none.',
      )}
      {field('max', 'Longest wait between questions (minutes)', 'Each wait is drawn at random.')}
      {field('answer', 'Time to answer (seconds)', 'A late answer is a miss.')}
      {field('misses', 'Misses that end the enrolment', 'Wrong or late answers, all counted.')}
    </FormDialog>
  );
}
