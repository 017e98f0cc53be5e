// Create or edit a metro: name, state, slug, its landing pages (of the same state, first 100),
// external ids and publication. The server's own rules check the form before it is sent.
import { useMutation } from '@apollo/client/react';
import { useWatch } from 'react-hook-form';
import { slugFromName } from '../../../domain/landing-pages/landing-page-slug.ts';
import type { LandingPagesAdminQuery } from '../../gql/graphql.ts';
import {
  EditDialog,
  FormCheckbox,
  FormMultiSelect,
  FormSelect,
  FormTextField,
  useEditForm,
} from '../../ui/edit-dialog.tsx';
import { asOptions, STATE_OPTIONS, type Option } from './landing-page-dialog.tsx';
import { metroFormSchema } from './landing-page-form.ts';
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
  const { metro } = props;
  const form = useEditForm<MetroFormValues>(metroFormSchema, {
    name: metro?.name ?? '',
    state: metro?.state ?? '',
    slug: metro?.slug ?? '',
    locationLandingPageIds: [...(metro?.locationLandingPageIds ?? [])],
    cmsId: metro?.cmsId ?? '',
    stateCmsId: metro?.stateCmsId ?? '',
    isPublished: metro?.isPublished ?? false,
  });
  const [name, state, typedSlug] = useWatch({
    control: form.control,
    name: ['name', 'state', 'slug'],
  });
  const [create] = useMutation(CREATE_METRO_MUTATION);
  const [update] = useMutation(UPDATE_METRO_MUTATION);
  const slug = typedSlug.trim() || slugFromName(name);

  return (
    <EditDialog
      form={form}
      title={metro ? `Edit ${metro.name}` : 'New metro'}
      submitLabel={metro ? 'Save metro' : 'Create metro'}
      save={(values) => {
        const input = {
          ...values,
          name: values.name.trim(),
          slug: values.slug.trim() || slugFromName(values.name),
          cmsId: orNull(values.cmsId),
          stateCmsId: orNull(values.stateCmsId),
        };
        return metro
          ? update({ variables: { id: metro.id, input } })
          : create({ variables: { input } });
      }}
      savedMessage={(values) => `${values.name.trim()} was saved.`}
      serverFieldNames={{ locationLandingPageIds: 'locationLandingPageIds' }}
      onClose={props.onClose}
      onSaved={props.onSaved}
    >
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
        placeholder="Choose the state"
        options={STATE_OPTIONS}
        afterChange={() => form.setValue('locationLandingPageIds', [])}
      />
      <FormTextField
        form={form}
        name="slug"
        label="Slug"
        placeholder={slug}
        hint={`Address: /${state.toLowerCase() || '{state}'}/metro/${slug || '{slug}'}`}
      />
      <FormMultiSelect
        form={form}
        name="locationLandingPageIds"
        label="Landing pages"
        hint={state ? undefined : 'Choose the state first.'}
        options={asOptions(props.pages.filter((page) => page.state === state))}
      />
      <FormTextField form={form} name="cmsId" label="CMS id" />
      <FormTextField form={form} name="stateCmsId" label="State CMS id" />
      <FormCheckbox form={form} name="isPublished" label="Published" switch />
    </EditDialog>
  );
}
