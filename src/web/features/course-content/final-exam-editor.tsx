// The final exam in the content editor (docs/seat-time.md "Final exam"): the course's rule in
// words with its state's default and source, "Edit exam rule", and the question pool by section
// with each right answer, how many questions the rule needs, and add / edit / remove.
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  EXAM_SECTION_LABELS,
  EXAM_SECTIONS,
  type FinalExamRule,
} from '../../../domain/final-exam/final-exam-rule.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { FinalExamRuleDialog, QuestionDialog } from './dialogs.tsx';
import type { ExamQuestion } from './question-dialog.tsx';
import { QuestionList } from './question-list.tsx';
import { RuleSection } from './rule-editor-parts.tsx';
import {
  DELETE_FINAL_EXAM_QUESTION_MUTATION,
  FINAL_EXAM_EDITOR_QUERY,
} from './final-exam-editor.queries.ts';

const HEADING_ID = 'final-exam-editor-heading';

function ruleInWords(rule: FinalExamRule, afterLabel: string): string {
  if (rule.examQuestionCount === null) return 'This course has no final exam.';
  const attempts =
    rule.examMaxAttempts === null ? 'unlimited attempts' : `${rule.examMaxAttempts} attempts`;
  return `${rule.examQuestionCount} questions drawn from a pool of at least ${rule.examPoolSize}; ${rule.examPassPercent} % needed${rule.examSectionsScored ? ' in each section' : ''}; ${attempts}. After the last failed attempt: ${afterLabel.toLowerCase()}.`;
}

type PoolQuestion = ExamQuestion;

export function FinalExamEditor(props: { courseId: string; canWrite: boolean }) {
  const { data, refetch } = useQuery(FINAL_EXAM_EDITOR_QUERY, {
    variables: { courseId: props.courseId },
  });
  const { reportMutation } = useSnackbar();
  const options = { onCompleted: () => void refetch() };
  const [deleteQuestion] = useMutation(DELETE_FINAL_EXAM_QUESTION_MUTATION, options);
  const [editingRule, setEditingRule] = useState(false);
  const [editing, setEditing] = useState<PoolQuestion | 'new' | null>(null);
  const [removing, setRemoving] = useState<PoolQuestion | null>(null);
  const course = data?.course;
  if (!course) return null;
  const pool = data.finalExamQuestions;
  const rule: FinalExamRule = course;
  const stateDefault = { rule: course.finalExamDefault, source: course.finalExamDefault.source };

  const needed = rule.examQuestionCount === null ? 0 : rule.examPoolSize;
  return (
    <RuleSection
      headingId={HEADING_ID}
      title="Final exam"
      ruleInWords={ruleInWords(rule, course.examAfterLastFailLabel)}
      stateSource={stateDefault.source}
      canWrite={props.canWrite}
      editRuleLabel="Edit exam rule"
      onEditRule={() => setEditingRule(true)}
    >
      <Typography variant="h3" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Question pool
      </Typography>
      {pool.length < needed && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          The pool has {pool.length} of the {needed} questions the rule needs: students cannot start
          the exam until it is full.
        </Alert>
      )}
      <Typography sx={{ mb: 1 }}>
        {pool.length} {pool.length === 1 ? 'question' : 'questions'}
        {EXAM_SECTIONS.map((section) => {
          const count = pool.filter((question) => question.section === section).length;
          return count ? ` · ${EXAM_SECTION_LABELS[section]}: ${count}` : '';
        }).join('')}
      </Typography>
      {props.canWrite && (
        <Button variant="contained" sx={{ mb: 2 }} onClick={() => setEditing('new')}>
          Add exam question
        </Button>
      )}
      <QuestionList
        questions={pool}
        noun="exam question"
        canWrite={props.canWrite}
        onEdit={setEditing}
        onRemove={setRemoving}
        details={(question) => (
          <Typography variant="body2" color="text.secondary">
            {question.sectionLabel} · Answer: {question.choices[question.correctIndex]} ·{' '}
            {question.choices.length} choices
          </Typography>
        )}
      />

      {editingRule && (
        <FinalExamRuleDialog
          courseId={props.courseId}
          rule={rule}
          stateDefault={stateDefault}
          onClose={() => setEditingRule(false)}
          onSaved={() => {
            setEditingRule(false);
            void refetch();
          }}
        />
      )}
      {editing && (
        <QuestionDialog
          kind="exam"
          parentId={props.courseId}
          question={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refetch();
          }}
        />
      )}
      {removing && (
        <ConfirmDialog
          open
          title="Remove this exam question?"
          confirmLabel="Remove question"
          onCancel={() => setRemoving(null)}
          onConfirm={() =>
            void reportMutation(deleteQuestion({ variables: { id: removing.id } }), {
              success: 'The question was removed.',
            }).then(() => setRemoving(null))
          }
        >
          {`“${removing.prompt}” will leave the pool. Attempts already taken keep their copy.`}
        </ConfirmDialog>
      )}
    </RuleSection>
  );
}
