// Create or edit a price scheme fragment: its name (which sets the order fragments apply in),
// the schemes it applies to, and per product an algorithm with its parameters and rounding. The
// preview under the form shows what the draft does to each chosen scheme before it is saved.
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { describeFieldProblem, focusFirstInvalid, withFieldErrors } from '../../ui/field-errors.ts';
import { FragmentEntryFields } from './fragment-entry-fields.tsx';
import {
  EMPTY_FRAGMENT_FORM,
  NEW_ENTRY,
  fragmentFormProblems,
  fragmentFormValues,
  toFragmentInput,
  toPreviewInput,
  type FragmentEntryValues,
  type FragmentFormValues,
  type FragmentView,
} from './fragment-form.ts';
import { FragmentPreview } from './fragment-preview.tsx';
import {
  CREATE_FRAGMENT_MUTATION,
  PRICEABLE_PRODUCTS_QUERY,
  PRICE_SCHEME_OPTIONS_QUERY,
  UPDATE_FRAGMENT_MUTATION,
} from './pricing.queries.ts';

export function FragmentDialog(props: {
  fragment: FragmentView | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { reportMutation } = useSnackbar();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<FragmentFormValues>(
    props.fragment ? fragmentFormValues(props.fragment) : EMPTY_FRAGMENT_FORM,
  );
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [create, createState] = useMutation(CREATE_FRAGMENT_MUTATION);
  const [update, updateState] = useMutation(UPDATE_FRAGMENT_MUTATION);
  const busy = createState.loading || updateState.loading;
  const schemes = useQuery(PRICE_SCHEME_OPTIONS_QUERY).data?.priceSchemes ?? [];
  const liveProducts = (useQuery(PRICEABLE_PRODUCTS_QUERY).data?.products.edges ?? []).map(
    (edge) => edge.node,
  );
  // An archived product the fragment still prices stays choosable, so editing keeps it.
  const products = [
    ...liveProducts,
    ...(props.fragment?.productPrices ?? [])
      .map((entry) => entry.product)
      .filter((product) => !liveProducts.some((live) => live.id === product.id)),
  ];

  const set = (patch: Partial<FragmentFormValues>) => setValues({ ...values, ...patch });
  const setEntry = (index: number, patch: Partial<FragmentEntryValues>) =>
    set({
      entries: values.entries.map((entry, at) => (at === index ? { ...entry, ...patch } : entry)),
    });
  const toggleScheme = (id: string, on: boolean) =>
    set({
      priceSchemeIds: on
        ? [...values.priceSchemeIds, id]
        : values.priceSchemeIds.filter((schemeId) => schemeId !== id),
    });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = fragmentFormProblems(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return focusFirstInvalid(formRef.current);
    const input = toFragmentInput(values);
    const remember = <T,>(mutation: Promise<T>) =>
      withFieldErrors(mutation, (errors) => {
        setProblems(errors);
        focusFirstInvalid(formRef.current);
      });
    const result = props.fragment
      ? await reportMutation(
          remember(update({ variables: { input: { id: props.fragment.id, ...input } } })),
          { success: `${input.name} was saved.` },
        )
      : await reportMutation(remember(create({ variables: { input } })), {
          success: `${input.name} was created.`,
        });
    if (result) props.onSaved();
  }

  return (
    <FormDialog
      title={props.fragment ? `Edit ${props.fragment.name}` : 'New price scheme fragment'}
      busy={busy}
      onClose={props.onClose}
      onSubmit={submit}
      formRef={formRef}
      maxWidth="md"
      submitLabel={props.fragment ? 'Save fragment' : 'Create fragment'}
    >
      <TextField
        label="Name"
        required
        size="small"
        value={values.name}
        disabled={busy}
        error={Boolean(problems.name)}
        helperText={
          problems.name
            ? describeFieldProblem('Name', problems.name)
            : 'Fragments apply in name order: "1 Spring sale" before "2 Weekend".'
        }
        onChange={(event) => set({ name: event.target.value })}
      />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" sx={{ fontWeight: 600 }}>
          Applies to
        </Typography>
        {schemes.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            There are no price schemes yet.
          </Typography>
        )}
        <FormGroup row>
          {schemes.map((scheme) => (
            <FormControlLabel
              key={scheme.id}
              label={scheme.name}
              control={
                <Checkbox
                  checked={values.priceSchemeIds.includes(scheme.id)}
                  disabled={busy}
                  onChange={(event) => toggleScheme(scheme.id, event.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
      </Box>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
          Product prices
        </Typography>
        <Box sx={{ display: 'grid', gap: 2 }}>
          {values.entries.map((entry, index) => (
            <FragmentEntryFields
              key={index}
              index={index}
              entry={entry}
              products={products}
              problems={problems}
              busy={busy}
              onChange={(patch) => setEntry(index, patch)}
              onRemove={() => set({ entries: values.entries.filter((_, at) => at !== index) })}
            />
          ))}
        </Box>
        <Button
          variant="outlined"
          size="small"
          disabled={busy}
          sx={{ mt: 1.5 }}
          onClick={() => set({ entries: [...values.entries, NEW_ENTRY] })}
        >
          Add a product price
        </Button>
      </Box>
      <FragmentPreview input={toPreviewInput(values, props.fragment?.id ?? null)} />
    </FormDialog>
  );
}
