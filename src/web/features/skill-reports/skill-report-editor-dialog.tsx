// Rate one student's driving skills in one lesson: one choice per skill, prefilled from the saved
// report. Skills never rated may stay "Not rated"; a saved rating can be changed, not cleared.
import { useMutation } from '@apollo/client/react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { SKILL_RATING_LABELS } from '../../../domain/scheduling/skill-rating-labels.ts';
import { SKILL_RATINGS, SKILL_RATING_VALUES } from '../../../domain/scheduling/skill-rating.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { fieldErrorsOf } from '../../ui/field-errors.ts';
import {
  UPDATE_SKILL_REPORT_MUTATION,
  type DrivingSkillView,
  type SkillReportView,
} from './skill-reports.queries.ts';

export function SkillReportEditorDialog(props: {
  lessonId: string;
  studentId: string;
  /** "Noah Williams, Driving lesson on Mar 3, 2026" */
  subject: string;
  skills: readonly DrivingSkillView[];
  report: SkillReportView | null;
  onClose: () => void;
  onSaved: () => unknown;
}) {
  const { reportMutation } = useSnackbar();
  const saved = new Map(props.report?.ratings.map((entry) => [entry.drivingSkillId, entry.rating]));
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(props.skills.map((skill) => [skill.id, saved.get(skill.id) ?? ''])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [update, state] = useMutation(UPDATE_SKILL_REPORT_MUTATION);

  async function save(event: FormEvent) {
    event.preventDefault();
    const ratings = props.skills
      .filter((skill) => values[skill.id])
      .map((skill) => ({ drivingSkillId: skill.id, rating: values[skill.id]! }));
    setErrors({});
    const result = await reportMutation(
      update({
        variables: { lessonId: props.lessonId, studentId: props.studentId, ratings },
      }).catch((error: unknown) => {
        // `ratings.3.rating` names the fourth rating sent: show it under that skill.
        const found = fieldErrorsOf(error, '');
        const bySkill: Record<string, string> = {};
        for (const [path, message] of Object.entries(found)) {
          const index = /^ratings\.(\d+)\./.exec(path)?.[1];
          const rating = index === undefined ? undefined : ratings[Number(index)];
          if (rating) bySkill[rating.drivingSkillId] = message;
        }
        setErrors(bySkill);
        throw error;
      }),
      { success: 'Skill ratings saved.' },
    );
    if (!result) return;
    await props.onSaved();
    props.onClose();
  }

  return (
    <FormDialog
      title="Rate driving skills"
      busy={state.loading}
      onClose={props.onClose}
      onSubmit={save}
      submitLabel="Save ratings"
    >
      <Typography color="text.secondary">{props.subject}</Typography>
      {props.skills.map((skill) => (
        <TextField
          key={skill.id}
          select
          label={skill.label}
          value={values[skill.id] ?? ''}
          disabled={state.loading}
          error={Boolean(errors[skill.id])}
          helperText={errors[skill.id]}
          onChange={(event) => setValues({ ...values, [skill.id]: event.target.value })}
        >
          {!saved.has(skill.id) && (
            <MenuItem value="">
              <em>Not rated</em>
            </MenuItem>
          )}
          {SKILL_RATINGS.map((rating) => (
            <MenuItem key={rating} value={rating}>
              {SKILL_RATING_VALUES[rating]} · {SKILL_RATING_LABELS[rating]}
            </MenuItem>
          ))}
        </TextField>
      ))}
    </FormDialog>
  );
}
