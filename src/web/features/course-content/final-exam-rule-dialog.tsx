// Edits a course's final exam rule: questions drawn (blank: no final exam), the pool's least size,
// the pass mark, whether sections are scored separately, attempts (blank: unlimited) and what
// follows the last failed attempt. "Use the state's default" fills in the state's rule. The fields
// are checked by the server's own rules (src/domain/final-exam/final-exam-rule.ts, the single
// fields in final-exam-rule-fields.ts).
import { useMutation } from '@apollo/client/react';
import { z } from 'zod';
import {
  EXAM_AFTER_LAST_FAIL,
  EXAM_AFTER_LAST_FAIL_LABELS,
  finalExamRuleProblems,
  type ExamAfterLastFail,
  type FinalExamRule,
} from '../../../domain/final-exam/final-exam-rule.ts';
import { finalExamRuleFields as rule } from '../../../domain/final-exam/final-exam-rule-fields.ts';
import { typedNumber } from '../../../domain/place-inputs.ts';
import {
  EditDialog,
  FormCheckbox,
  FormSelect,
  FormTextField,
  useEditForm,
} from '../../ui/edit-dialog.tsx';
import { UPDATE_FINAL_EXAM_RULE_MUTATION } from './final-exam-editor.queries.ts';
import { StateDefault } from './rule-editor-parts.tsx';

type RuleFormValues = Record<
  'examQuestionCount' | 'examPoolSize' | 'examPassPercent' | 'examMaxAttempts',
  string
> & { examSectionsScored: boolean; examAfterLastFail: ExamAfterLastFail };

const ruleFormSchema = z
  .object({
    ...rule,
    examQuestionCount: typedNumber(rule.examQuestionCount, null),
    examPoolSize: typedNumber(rule.examPoolSize),
    examPassPercent: typedNumber(rule.examPassPercent),
    examMaxAttempts: typedNumber(rule.examMaxAttempts, null),
  })
  .superRefine((values, context) => {
    for (const problem of finalExamRuleProblems(values)) {
      context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    }
  });

const toSend = (values: RuleFormValues): FinalExamRule => ruleFormSchema.parse(values);

const formValues = (value: FinalExamRule): RuleFormValues => ({
  examQuestionCount: value.examQuestionCount === null ? '' : String(value.examQuestionCount),
  examPoolSize: String(value.examPoolSize),
  examPassPercent: String(value.examPassPercent),
  examMaxAttempts: value.examMaxAttempts === null ? '' : String(value.examMaxAttempts),
  examSectionsScored: value.examSectionsScored,
  examAfterLastFail: value.examAfterLastFail,
});

const AFTER_LAST_FAIL_OPTIONS = EXAM_AFTER_LAST_FAIL.map((value) => ({
  value,
  label: EXAM_AFTER_LAST_FAIL_LABELS[value],
}));

export function FinalExamRuleDialog(props: {
  courseId: string;
  rule: FinalExamRule;
  stateDefault: { rule: FinalExamRule; source: string };
  onClose: () => void;
  onSaved: () => void;
}) {
  const form = useEditForm<RuleFormValues>(ruleFormSchema, formValues(props.rule));
  const [update] = useMutation(UPDATE_FINAL_EXAM_RULE_MUTATION);
  const number = (name: keyof RuleFormValues, label: string, hint: string) => (
    <FormTextField form={form} name={name} label={label} hint={hint} inputMode="numeric" />
  );
  return (
    <EditDialog
      form={form}
      title="Final exam rule"
      submitLabel="Save rule"
      save={(values) => update({ variables: { courseId: props.courseId, input: toSend(values) } })}
      savedMessage={() => 'The exam rule was saved.'}
      onClose={props.onClose}
      onSaved={props.onSaved}
    >
      <StateDefault
        source={props.stateDefault.source}
        busy={form.formState.isSubmitting}
        onUse={() => form.reset(formValues(props.stateDefault.rule))}
      />
      {number('examQuestionCount', 'Questions per attempt', 'Leave blank for no final exam.')}
      {number(
        'examPoolSize',
        'Fewest questions in the pool',
        'At least the questions per attempt.',
      )}
      {number('examPassPercent', 'Pass mark (%)', 'Share of questions right needed to pass.')}
      <FormCheckbox
        form={form}
        name="examSectionsScored"
        label="Score each section separately (each must reach the pass mark)"
      />
      {number('examMaxAttempts', 'Attempts allowed', 'Leave blank for unlimited attempts.')}
      <FormSelect
        form={form}
        name="examAfterLastFail"
        label="After the last failed attempt"
        options={AFTER_LAST_FAIL_OPTIONS}
      />
    </EditDialog>
  );
}
