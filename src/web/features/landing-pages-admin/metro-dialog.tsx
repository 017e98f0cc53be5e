// Create or edit a metro: name, state, slug, its landing pages (of the same state, first 100),
// external ids and publication.
import { useMutation } from '@apollo/client/react';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useRef, useState, type FormEvent } from 'react';
import { isLandingSlug, slugFromName } from '../../../domain/landing-pages/landing-page-slug.ts';
import type { LandingPagesAdminQuery } from '../../gql/graphql.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { PUBLIC_STATES } from '../site/public-states.ts';
import { describeFieldProblem, focusFirstInvalid, withFieldErrors } from '../../ui/field-errors.ts';
import type { Option } from './landing-page-dialog.tsx';
import { CREATE_METRO_MUTATION, UPDATE_METRO_MUTATION } from './landing-pages-admin.queries.ts';

export type MetroView = LandingPagesAdminQuery['metros'][number];

interface MetroFormValues {
  name: string;
  state: string;
  slug: string;
  locationLandingPageIds: string[];
  cmsId: string;
  stateCmsId: string;
  isPublished: boolean;
}

const orNull = (text: string) => (text.trim() ? text.trim() : null);

export function MetroDialog(props: {
  metro: MetroView | null;
  pages: readonly Option[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { reportMutation } = useSnackbar();
  const [values, setValues] = useState<MetroFormValues>({
    name: props.metro?.name ?? '',
    state: props.metro?.state ?? '',
    slug: props.metro?.slug ?? '',
    locationLandingPageIds: [...(props.metro?.locationLandingPageIds ?? [])],
    cmsId: props.metro?.cmsId ?? '',
    stateCmsId: props.metro?.stateCmsId ?? '',
    isPublished: props.metro?.isPublished ?? false,
  });
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [create, createState] = useMutation(CREATE_METRO_MUTATION);
  const [update, updateState] = useMutation(UPDATE_METRO_MUTATION);
  const busy = createState.loading || updateState.loading;
  const formRef = useRef<HTMLFormElement>(null);
  const slug = values.slug.trim() || slugFromName(values.name);
  const set = (patch: Partial<MetroFormValues>) => {
    setValues({ ...values, ...patch });
    const cleared = { ...problems };
    for (const key of Object.keys(patch)) delete cleared[key];
    // The slug is proposed from the name: a new name may have mended it.
    if ('name' in patch) delete cleared.slug;
    setProblems(cleared);
  };
  const pages = props.pages.filter((page) => page.state === values.state);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!values.name.trim()) found.name = 'is required';
    if (!values.state) found.state = 'is required';
    if (!isLandingSlug(slug)) found.slug = 'must be lower-case words joined by hyphens';
    setProblems(found);
    if (Object.keys(found).length > 0) return focusFirstInvalid(formRef.current);
    const input = {
      name: values.name.trim(),
      state: values.state,
      slug,
      locationLandingPageIds: values.locationLandingPageIds,
      cmsId: orNull(values.cmsId),
      stateCmsId: orNull(values.stateCmsId),
      isPublished: values.isPublished,
    };
    const remember = <T,>(mutation: Promise<T>) =>
      withFieldErrors(mutation, (errors) => {
        setProblems(errors);
        focusFirstInvalid(formRef.current);
      });
    const success = { success: `${input.name} was saved.` };
    const result = props.metro
      ? await reportMutation(
          remember(update({ variables: { id: props.metro.id, input } })),
          success,
        )
      : await reportMutation(remember(create({ variables: { input } })), success);
    if (result) props.onSaved();
  }

  const help = (name: string, label: string, hint?: string) =>
    problems[name] ? describeFieldProblem(label, problems[name]) : hint;
  const text = (name: 'name' | 'slug' | 'cmsId' | 'stateCmsId', label: string, hint?: string) => (
    <TextField
      label={label}
      required={name === 'name'}
      size="small"
      value={values[name]}
      placeholder={name === 'slug' ? slug : undefined}
      disabled={busy}
      error={Boolean(problems[name])}
      helperText={help(name, label, hint)}
      onChange={(event) => set({ [name]: event.target.value })}
    />
  );

  const pagesProblem = problems.locationLandingPageIds ?? problems['locationLandingPageIds.0'];
  return (
    <FormDialog
      title={props.metro ? `Edit ${props.metro.name}` : 'New metro'}
      busy={busy}
      onClose={props.onClose}
      onSubmit={submit}
      formRef={formRef}
      submitLabel={props.metro ? 'Save metro' : 'Create metro'}
    >
      {text('name', 'Name')}
      <TextField
        select
        label="State"
        required
        size="small"
        value={values.state}
        disabled={busy}
        error={Boolean(problems.state)}
        helperText={help('state', 'State')}
        onChange={(event) => set({ state: event.target.value, locationLandingPageIds: [] })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">Choose the state</option>
        {PUBLIC_STATES.map((state) => (
          <option key={state.code} value={state.code}>
            {state.name}
          </option>
        ))}
      </TextField>
      {text(
        'slug',
        'Slug',
        `Address: /${values.state.toLowerCase() || '{state}'}/metro/${slug || '{slug}'}`,
      )}
      <TextField
        select
        label="Landing pages"
        size="small"
        value={values.locationLandingPageIds}
        disabled={busy}
        error={Boolean(pagesProblem)}
        helperText={
          pagesProblem
            ? describeFieldProblem('Landing pages', pagesProblem)
            : values.state
              ? undefined
              : 'Choose the state first.'
        }
        onChange={(event) => {
          const chosen = event.target.value as unknown as string[] | string;
          set({
            locationLandingPageIds: typeof chosen === 'string' ? chosen.split(',') : chosen,
          });
        }}
        slotProps={{
          select: {
            multiple: true,
            renderValue: (selected) =>
              (selected as string[])
                .map((id) => pages.find((page) => page.id === id)?.name ?? id)
                .join(', '),
          },
        }}
      >
        {pages.map((page) => (
          <MenuItem key={page.id} value={page.id}>
            {page.name}
          </MenuItem>
        ))}
      </TextField>
      {text('cmsId', 'CMS id')}
      {text('stateCmsId', 'State CMS id')}
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
