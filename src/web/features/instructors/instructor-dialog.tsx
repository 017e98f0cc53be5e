// Add or edit an instructor in three sections: public profile, private info and admin info. Only
// what the viewer may write is shown: an instructor editing their own record sees the public words
// of the profile, pay appears for Admins only. Numbers typed wrong are flagged before sending;
// the server's field messages (VALIDATION_ERROR) land under their fields and nothing is saved.
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { can } from '../../../domain/permissions.ts';
import { INSTRUCTOR_STATUSES } from '../../../domain/scheduling/instructor-status.ts';
import { US_TIME_ZONES } from '../../../domain/scheduling/us-time-zones.ts';
import { SUPPORTED_STATE_CODES } from '../../../domain/us-states.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import {
  describeFieldProblem,
  FIELDS_TO_CORRECT,
  focusFirstInvalid,
  withFieldErrors,
} from '../../ui/field-errors.ts';
import { InstructorBadgeCheckboxes } from './instructor-badge-checkboxes.tsx';
import {
  formValuesOf,
  instructorInputOf,
  type InstructorFormSource,
  type InstructorFormValues,
} from './instructor-form.ts';
import {
  InstructorAccountPicker,
  RegionalManagerPicker,
  ServiceRegionsPicker,
  useRegionOptions,
} from './instructor-pickers.tsx';
import { ADD_INSTRUCTOR_MUTATION, UPDATE_INSTRUCTOR_MUTATION } from './instructors.queries.ts';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

function Part(props: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={props.title} sx={{ mb: 3 }}>
      <Typography component="h3" variant="h6" sx={{ mb: 1.5 }}>
        {props.title}
      </Typography>
      <Box sx={grid}>{props.children}</Box>
    </Box>
  );
}

export function InstructorDialog(props: {
  instructor: (InstructorFormSource & { id: string; managerName: string | null }) | null;
  onClose: () => void;
  onSaved: (id: string) => void;
}) {
  const { roles } = useStaffUser();
  const access = {
    all: can(roles, 'instructors.write'),
    pay: can(roles, 'instructors.readPay'),
    accounts: can(roles, 'users.read'),
  };
  const { reportMutation, showMessage } = useSnackbar();
  const start = props.instructor;
  const [values, setValues] = useState<InstructorFormValues>(() => formValuesOf(start));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [add, addState] = useMutation(ADD_INSTRUCTOR_MUTATION);
  const [update, updateState] = useMutation(UPDATE_INSTRUCTOR_MUTATION);
  const regions = useRegionOptions();
  const busy = addState.loading || updateState.loading;
  const formRef = useRef<HTMLFormElement>(null);
  const change = <K extends keyof InstructorFormValues>(key: K, value: InstructorFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const show = (errors: Record<string, string>) => {
    setProblems(errors);
    focusFirstInvalid(formRef.current);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const built = instructorInputOf(values, access);
    if (!built.ok) {
      show(built.problems);
      showMessage(FIELDS_TO_CORRECT, 'error');
      return;
    }
    const fields = built.input;
    const saved = start
      ? await reportMutation(
          withFieldErrors(update({ variables: { input: { id: start.id, ...fields } } }), show),
          { success: `${values.name.trim()} was saved.` },
        ).then((result) => result?.data?.updateInstructor?.id)
      : await reportMutation(withFieldErrors(add({ variables: { input: fields } }), show), {
          success: `${values.name.trim()} was added.`,
        }).then((result) => result?.data?.addInstructor?.id);
    if (saved) props.onSaved(saved);
  }

  const message = (label: string, path: string, help?: string) => {
    const problem = problems[path];
    if (!problem) return help;
    // Messages from the dollars reader are whole sentences already.
    return /^[A-Z]/.test(problem) ? problem : describeFieldProblem(label, problem);
  };
  const field = (
    key: keyof InstructorFormValues,
    path: string,
    label: string,
    extra: {
      required?: boolean;
      help?: string;
      type?: string;
      multiline?: boolean;
      wide?: boolean;
    } = {},
  ) => (
    <TextField
      label={label}
      size="small"
      required={extra.required}
      type={extra.type}
      multiline={extra.multiline}
      minRows={extra.multiline ? 2 : undefined}
      value={values[key]}
      disabled={busy}
      error={Boolean(problems[path])}
      helperText={message(label, path, extra.help)}
      onChange={(event) => change(key, event.target.value)}
      slotProps={extra.type === 'date' ? { inputLabel: { shrink: true } } : undefined}
      sx={extra.wide ? { gridColumn: '1 / -1' } : undefined}
    />
  );
  const select = (
    key: keyof InstructorFormValues,
    path: string,
    label: string,
    options: { value: string; label: string }[],
  ) => (
    <TextField
      select
      label={label}
      size="small"
      value={values[key]}
      disabled={busy}
      error={Boolean(problems[path])}
      helperText={message(label, path)}
      onChange={(event) => change(key, event.target.value as never)}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
  const zones = US_TIME_ZONES.some((zone) => zone.zone === values.timeZone)
    ? US_TIME_ZONES
    : [{ zone: values.timeZone, label: values.timeZone }, ...US_TIME_ZONES];

  return (
    <FormDialog
      title={start ? `Edit ${start.name}` : 'New instructor'}
      busy={busy}
      onClose={props.onClose}
      onSubmit={submit}
      formRef={formRef}
      maxWidth="md"
    >
      <Part title="Public profile">
        {field('name', 'profile.name', 'Display name', {
          required: true,
          help: 'Shown to students, e.g. “Maria G.”.',
        })}
        {field('title', 'profile.title', 'Title')}
        {field('summary', 'profile.summary', 'Summary', { wide: true })}
        {field('about', 'profile.about', 'About', { multiline: true, wide: true })}
        {field('languages', 'profile.languages', 'Languages', { help: 'Separated by commas.' })}
        {access.all && (
          <>
            {select('regionId', 'profile.regionId', 'Home region', [
              { value: '', label: 'None' },
              ...regions.map((region) => ({
                value: region.id,
                label: `${region.name} (${region.state})`,
              })),
            ])}
            <Box sx={{ gridColumn: '1 / -1' }}>
              <ServiceRegionsPicker
                value={values.serviceRegionIds}
                problem={problems['profile.serviceRegionIds']}
                disabled={busy}
                onChange={(ids) => change('serviceRegionIds', ids)}
              />
            </Box>
            {select(
              'timeZone',
              'profile.timeZone',
              'Time zone',
              zones.map((zone) => ({ value: zone.zone, label: zone.label })),
            )}
            {select(
              'usStateId',
              'profile.usStateId',
              'State',
              SUPPORTED_STATE_CODES.map((code) => ({ value: code, label: code })),
            )}
          </>
        )}
      </Part>
      {access.all && (
        <Part title="Private info">
          {field('firstName', 'privateInfo.firstName', 'First name', { required: true })}
          {field('lastName', 'privateInfo.lastName', 'Last name', { required: true })}
          {select(
            'status',
            'privateInfo.status',
            'Status',
            INSTRUCTOR_STATUSES.map((status) => ({ value: status, label: status })),
          )}
          {field('email', 'privateInfo.email', 'Email', { type: 'email' })}
          {field('phoneNumber', 'privateInfo.phoneNumber', 'Phone number', { type: 'tel' })}
          {field('slackUsername', 'privateInfo.slackUsername', 'Slack username')}
          {field('licenseNumber', 'privateInfo.licenseNumber', 'Licence number')}
          {field('licenseExpirationDate', 'privateInfo.licenseExpirationDate', 'Licence expires', {
            type: 'date',
          })}
          {field('baseAddress', 'privateInfo.baseAddress', 'Base address', { wide: true })}
          {field('baseLatitude', 'privateInfo.baseLatitude', 'Base latitude', {
            help: 'With the longitude, e.g. 37.7749.',
          })}
          {field('baseLongitude', 'privateInfo.baseLongitude', 'Base longitude', {
            help: 'e.g. -122.4194.',
          })}
          {field('baseZip', 'privateInfo.baseZip', 'Base ZIP code', {
            help: 'Without coordinates, the base is placed at the ZIP’s centre.',
          })}
          {field(
            'maxBaseTravelMinutes',
            'privateInfo.maxBaseTravelMinutes',
            'Max travel from base (min)',
            {
              help: 'Empty for no limit.',
            },
          )}
          {field(
            'maxBetweenTravelMinutes',
            'privateInfo.maxBetweenTravelMinutes',
            'Max travel between lessons (min)',
            { help: 'Empty for no limit.' },
          )}
          {access.pay && (
            <>
              {field('teachingPay', 'privateInfo.teachingPay', 'Teaching pay ($/hour)', {
                help: 'e.g. 32.50',
              })}
              {field('nonTeachingPay', 'privateInfo.nonTeachingPay', 'Non-teaching pay ($/hour)', {
                help: 'e.g. 18',
              })}
            </>
          )}
        </Part>
      )}
      {access.all && (
        <Part title="Admin info">
          {access.accounts && (
            <InstructorAccountPicker
              value={values.userId}
              problem={problems['adminInfo.userId']}
              disabled={busy}
              onChange={(id) => change('userId', id)}
            />
          )}
          <RegionalManagerPicker
            value={values.regionalManagerId}
            currentName={start?.managerName ?? null}
            problem={problems['adminInfo.regionalManagerId']}
            disabled={busy}
            onChange={(id) => change('regionalManagerId', id)}
          />
          {field('payrollFirstName', 'adminInfo.payrollFirstName', 'Payroll first name')}
          {field('payrollLastName', 'adminInfo.payrollLastName', 'Payroll last name')}
          {field('payrollTitle', 'adminInfo.payrollTitle', 'Payroll title')}
          <InstructorBadgeCheckboxes
            value={values.badges}
            disabled={busy}
            onChange={(badges) => change('badges', badges)}
          />
        </Part>
      )}
    </FormDialog>
  );
}
