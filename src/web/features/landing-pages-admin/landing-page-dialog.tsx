// Create or edit a location landing page. The option lists (hubs, metros, regions, meeting
// points) show only the chosen state's entries, each at most the first 100 (SPEC §9). The
// server's own rules check the form before it is sent; its field messages land under the fields.
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import { useWatch } from 'react-hook-form';
import {
  EditDialog,
  FormCheckbox,
  FormMultiSelect,
  FormSelect,
  FormTextField,
  useEditForm,
} from '../../ui/edit-dialog.tsx';
import { PUBLIC_STATES } from '../site/public-states.ts';
import {
  EMPTY_LANDING_PAGE_FORM,
  landingPageFormSchema,
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

/** The states staff choose from, as options. */
export const STATE_OPTIONS = PUBLIC_STATES.map((state) => ({
  value: state.code,
  label: state.name,
}));

export const asOptions = (options: readonly { id: string; name: string }[]) =>
  options.map((option) => ({ value: option.id, label: option.name }));

const TWO_COLUMNS = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

export function LandingPageDialog(props: {
  page: LandingPageView | null;
  hubs: readonly Option[];
  metros: readonly Option[];
  regions: readonly Option[];
  priceSchemes: readonly { id: string; name: string }[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { page } = props;
  const form = useEditForm<LandingPageFormValues>(
    landingPageFormSchema,
    page ? landingPageFormValues(page) : EMPTY_LANDING_PAGE_FORM,
  );
  const values = useWatch({ control: form.control }) as LandingPageFormValues;
  const [create] = useMutation(CREATE_LANDING_PAGE_MUTATION);
  const [update] = useMutation(UPDATE_LANDING_PAGE_MUTATION);
  const points = useQuery(LANDING_MEETING_POINTS_QUERY, {
    variables: { state: values.state },
    skip: !values.state,
  });
  const ofState = (options: readonly Option[]) =>
    asOptions(options.filter((option) => option.state === values.state));
  const meetingPoints = (points.data?.stateMeetingPoints ?? [])
    .slice(0, 100)
    .map((point) => ({ value: point.id, label: point.label }));
  const slug = proposedSlug(values);
  const stateFirst = values.state ? undefined : 'Choose the state first.';

  return (
    <EditDialog
      form={form}
      title={page ? `Edit ${page.name}` : 'New landing page'}
      submitLabel={page ? 'Save landing page' : 'Create landing page'}
      maxWidth="md"
      save={(values) => {
        const input = toLandingPageInput(values);
        return page
          ? update({ variables: { id: page.id, input } })
          : create({ variables: { input } });
      }}
      savedMessage={(values) => `${values.name.trim()} was saved.`}
      serverFieldNames={{ regions: 'regions', meetingPointIds: 'meetingPointIds' }}
      onClose={props.onClose}
      onSaved={props.onSaved}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        <FormTextField
          form={form}
          name="name"
          label="Name"
          required
          afterChange={() => form.formState.isSubmitted && void form.trigger('slug')}
        />
        <FormSelect
          form={form}
          name="state"
          label="State"
          required
          placeholder="Choose state"
          options={STATE_OPTIONS}
          afterChange={() => {
            for (const name of ['hubId', 'metroId'] as const) form.setValue(name, '');
            for (const name of ['regions', 'meetingPointIds'] as const) form.setValue(name, []);
          }}
        />
      </Box>
      <FormTextField
        form={form}
        name="slug"
        label="Slug"
        placeholder={slug}
        hint={`Address: /${values.state.toLowerCase() || '{state}'}/driving-lessons/${slug || '{slug}'}`}
      />
      <FormTextField form={form} name="centerAddress" label="Center address" required />
      <FormSelect
        form={form}
        name="priceSchemeId"
        label="Price scheme"
        required
        placeholder="Choose price scheme"
        options={asOptions(props.priceSchemes.slice(0, 100))}
      />
      <Box sx={TWO_COLUMNS}>
        <FormSelect
          form={form}
          name="hubId"
          label="Parking hub"
          placeholder="None"
          options={ofState(props.hubs)}
        />
        <FormSelect
          form={form}
          name="metroId"
          label="Metro"
          placeholder="None"
          options={ofState(props.metros)}
        />
      </Box>
      <FormMultiSelect
        form={form}
        name="regions"
        label="Regions"
        hint={stateFirst}
        options={ofState(props.regions)}
      />
      <FormMultiSelect
        form={form}
        name="meetingPointIds"
        label="Meeting points"
        hint={stateFirst}
        options={meetingPoints}
      />
      <FormTextField
        form={form}
        name="googleMyBusinessUrl"
        label="Google business page"
        placeholder="https://"
      />
      <Box sx={TWO_COLUMNS}>
        <FormTextField form={form} name="cmsId" label="CMS id" />
        <FormTextField form={form} name="stateCmsId" label="State CMS id" />
      </Box>
      <FormCheckbox form={form} name="isPublished" label="Published" switch />
    </EditDialog>
  );
}
