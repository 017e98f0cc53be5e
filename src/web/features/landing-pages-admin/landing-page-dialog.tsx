// Create or edit a location landing page. The option lists (hubs, metros, regions, meeting
// points) show only the chosen state's entries, each at most the first 100 (SPEC §9).
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useRef, useState, type FormEvent } from 'react';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { PUBLIC_STATES } from '../site/public-states.ts';
import { describeFieldProblem, focusFirstInvalid, withFieldErrors } from '../../ui/field-errors.ts';
import {
  EMPTY_LANDING_PAGE_FORM,
  landingPageFormProblems,
  landingPageFormValues,
  proposedSlug,
  toLandingPageInput,
  type LandingPageFormValues,
  type LandingPageView,
} from './landing-page-form.ts';
import {
  CREATE_LANDING_PAGE_MUTATION,
  LANDING_MEETING_POINTS_QUERY,
  UPDATE_LANDING_PAGE_MUTATION,
} from './landing-pages-admin.queries.ts';

export interface Option {
  id: string;
  name: string;
  state: string;
}

export function LandingPageDialog(props: {
  page: LandingPageView | null;
  hubs: readonly Option[];
  metros: readonly Option[];
  regions: readonly Option[];
  priceSchemes: readonly { id: string; name: string }[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { reportMutation } = useSnackbar();
  const [values, setValues] = useState<LandingPageFormValues>(
    props.page ? landingPageFormValues(props.page) : EMPTY_LANDING_PAGE_FORM,
  );
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [create, createState] = useMutation(CREATE_LANDING_PAGE_MUTATION);
  const [update, updateState] = useMutation(UPDATE_LANDING_PAGE_MUTATION);
  const points = useQuery(LANDING_MEETING_POINTS_QUERY, {
    variables: { state: values.state },
    skip: !values.state,
  });
  const busy = createState.loading || updateState.loading;
  const formRef = useRef<HTMLFormElement>(null);
  const set = (patch: Partial<LandingPageFormValues>) => {
    setValues({ ...values, ...patch });
    const cleared = { ...problems };
    for (const key of Object.keys(patch)) delete cleared[key];
    // The slug is proposed from the name: a new name may have mended it.
    if ('name' in patch) delete cleared.slug;
    setProblems(cleared);
  };
  const ofState = (options: readonly Option[]) =>
    options.filter((option) => option.state === values.state);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = landingPageFormProblems(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return focusFirstInvalid(formRef.current);
    const remember = <T,>(mutation: Promise<T>) =>
      withFieldErrors(mutation, (errors) => {
        setProblems(errors);
        focusFirstInvalid(formRef.current);
      });
    const input = toLandingPageInput(values);
    const success = { success: `${input.name} was saved.` };
    const result = props.page
      ? await reportMutation(remember(update({ variables: { id: props.page.id, input } })), success)
      : await reportMutation(remember(create({ variables: { input } })), success);
    if (result) props.onSaved();
  }

  const help = (name: string, label: string, hint?: string) =>
    problems[name] ? describeFieldProblem(label, problems[name]) : hint;
  const text = (
    name: 'name' | 'slug' | 'centerAddress' | 'googleMyBusinessUrl' | 'cmsId' | 'stateCmsId',
    label: string,
    options: { required?: boolean; hint?: string; placeholder?: string } = {},
  ) => (
    <TextField
      label={label}
      required={options.required}
      size="small"
      value={values[name]}
      placeholder={options.placeholder}
      disabled={busy}
      error={Boolean(problems[name])}
      helperText={help(name, label, options.hint)}
      onChange={(event) => set({ [name]: event.target.value })}
    />
  );
  const single = (
    name: 'state' | 'hubId' | 'metroId' | 'priceSchemeId',
    label: string,
    options: readonly { id: string; name: string }[],
    required = false,
  ) => (
    <TextField
      select
      label={label}
      required={required}
      size="small"
      value={values[name]}
      disabled={busy}
      error={Boolean(problems[name])}
      helperText={help(name, label)}
      onChange={(event) =>
        set(
          name === 'state'
            ? {
                state: event.target.value,
                hubId: '',
                metroId: '',
                regions: [],
                meetingPointIds: [],
              }
            : { [name]: event.target.value },
        )
      }
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{required ? `Choose ${label.toLowerCase()}` : 'None'}</option>
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.name}
        </option>
      ))}
    </TextField>
  );
  const several = (
    name: 'regions' | 'meetingPointIds',
    label: string,
    options: readonly { id: string; name: string }[],
  ) => (
    <TextField
      select
      label={label}
      size="small"
      value={values[name]}
      disabled={busy}
      error={Boolean(problems[name] ?? problems[`${name}.0`])}
      helperText={
        help(name, label) ??
        (problems[`${name}.0`] ? describeFieldProblem(label, problems[`${name}.0`]!) : undefined) ??
        (values.state ? undefined : 'Choose the state first.')
      }
      onChange={(event) => {
        const chosen = event.target.value as unknown as string[] | string;
        set({ [name]: typeof chosen === 'string' ? chosen.split(',') : chosen });
      }}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) =>
            (selected as string[])
              .map((id) => options.find((option) => option.id === id)?.name ?? id)
              .join(', '),
        },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );

  const meetingPoints = (points.data?.stateMeetingPoints ?? []).slice(0, 100).map((point) => ({
    id: point.id,
    name: point.label,
  }));
  return (
    <FormDialog
      title={props.page ? `Edit ${props.page.name}` : 'New landing page'}
      busy={busy}
      onClose={props.onClose}
      onSubmit={submit}
      formRef={formRef}
      maxWidth="md"
      submitLabel={props.page ? 'Save landing page' : 'Create landing page'}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        {text('name', 'Name', { required: true })}
        {single(
          'state',
          'State',
          PUBLIC_STATES.map((state) => ({ id: state.code, name: state.name })),
          true,
        )}
      </Box>
      {text('slug', 'Slug', {
        hint: `Address: /${values.state.toLowerCase() || '{state}'}/driving-lessons/${proposedSlug(values) || '{slug}'}`,
        placeholder: proposedSlug(values),
      })}
      {text('centerAddress', 'Center address', { required: true })}
      {single('priceSchemeId', 'Price scheme', props.priceSchemes.slice(0, 100), true)}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {single('hubId', 'Parking hub', ofState(props.hubs))}
        {single('metroId', 'Metro', ofState(props.metros))}
      </Box>
      {several('regions', 'Regions', ofState(props.regions))}
      {several('meetingPointIds', 'Meeting points', meetingPoints)}
      {text('googleMyBusinessUrl', 'Google business page', { placeholder: 'https://' })}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {text('cmsId', 'CMS id')}
        {text('stateCmsId', 'State CMS id')}
      </Box>
      <FormControlLabel
        control={
          <Switch
            checked={values.isPublished}
            disabled={busy}
            onChange={(event) => set({ isPublished: event.target.checked })}
          />
        }
        label="Published"
      />
    </FormDialog>
  );
}
