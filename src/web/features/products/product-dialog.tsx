// Create or edit a product. A package lists the products it holds, each with a quantity, chosen
// from the products sold on their own (no packages, none archived). Problems the person can fix
// are shown under the fields before anything is sent; the server's field messages land there too.
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { PRODUCT_TYPES, type ProductType } from '../../../domain/ledger/ledger-types.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import {
  asSentence,
  describeFieldProblem,
  focusFirstInvalid,
  withFieldErrors,
} from '../../ui/field-errors.ts';
import {
  EMPTY_PRODUCT_FORM,
  PRODUCT_TYPE_LABELS,
  productFormProblems,
  productFormValues,
  toCreateProductInput,
  toUpdateProductInput,
  type ProductFormValues,
  type ProductView,
} from './product-form.ts';
import {
  COMPONENT_OPTIONS_QUERY,
  CREATE_PRODUCT_MUTATION,
  UPDATE_PRODUCT_MUTATION,
} from './products.queries.ts';

export function ProductDialog(props: {
  /** The product being edited, or null for a new one. */
  product: ProductView | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { reportMutation } = useSnackbar();
  const [values, setValues] = useState<ProductFormValues>(
    props.product ? productFormValues(props.product) : EMPTY_PRODUCT_FORM,
  );
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [createProduct, createState] = useMutation(CREATE_PRODUCT_MUTATION);
  const [updateProduct, updateState] = useMutation(UPDATE_PRODUCT_MUTATION);
  const busy = createState.loading || updateState.loading;
  const formRef = useRef<HTMLFormElement>(null);
  const { data: options } = useQuery(COMPONENT_OPTIONS_QUERY, {
    variables: { pageQuery: { first: 100 } },
  });
  const choices = (options?.products.edges ?? [])
    .map((edge) => edge.node)
    .filter((product) => product.type !== 'package' && product.id !== props.product?.id);
  // A sold product keeps its type (the server refuses a change with CONFLICT).
  const typeLocked = Boolean(props.product?.wasSold);

  const set = (patch: Partial<ProductFormValues>) => setValues({ ...values, ...patch });
  const setRow = (index: number, patch: Partial<ProductFormValues['components'][number]>) =>
    set({
      components: values.components.map((row, at) => (at === index ? { ...row, ...patch } : row)),
    });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = productFormProblems(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return focusFirstInvalid(formRef.current);
    const remember = <T,>(mutation: Promise<T>) =>
      withFieldErrors(mutation, (errors) => {
        setProblems(errors);
        focusFirstInvalid(formRef.current);
      });
    if (props.product) {
      const input = toUpdateProductInput(props.product, values);
      if (!input) return props.onClose();
      const result = await reportMutation(remember(updateProduct({ variables: { input } })), {
        success: `${values.name.trim()} was saved.`,
      });
      if (result) props.onSaved();
    } else {
      const input = toCreateProductInput(values);
      const result = await reportMutation(remember(createProduct({ variables: { input } })), {
        success: `${input.name} was created.`,
      });
      if (result) props.onSaved();
    }
  }

  const problem = (path: string, label: string) =>
    problems[path] ? describeFieldProblem(label, problems[path]) : undefined;

  return (
    <FormDialog
      title={props.product ? `Edit ${props.product.name}` : 'New product'}
      busy={busy}
      onClose={props.onClose}
      onSubmit={submit}
      formRef={formRef}
      submitLabel={props.product ? 'Save product' : 'Create product'}
    >
      <TextField
        label="Name"
        required
        size="small"
        value={values.name}
        disabled={busy}
        error={Boolean(problems.name)}
        helperText={problem('name', 'Name')}
        onChange={(event) => set({ name: event.target.value })}
      />
      <TextField
        label="Description"
        multiline
        minRows={2}
        size="small"
        value={values.description}
        disabled={busy}
        error={Boolean(problems.description)}
        helperText={problem('description', 'Description')}
        onChange={(event) => set({ description: event.target.value })}
      />
      <TextField
        select
        label="Type"
        size="small"
        value={values.type}
        disabled={busy || typeLocked}
        error={Boolean(problems.type)}
        helperText={
          problem('type', 'Type') ??
          (typeLocked ? 'This product was sold, so it keeps its type.' : undefined)
        }
        onChange={(event) => set({ type: event.target.value as ProductType })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {PRODUCT_TYPES.map((type) => (
          <option key={type} value={type}>
            {PRODUCT_TYPE_LABELS[type]}
          </option>
        ))}
      </TextField>

      {values.type === 'package' && (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
            In this package
          </Typography>
          {values.components.length === 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Add the products one package holds, with how many of each (minutes for minute
              products).
            </Typography>
          )}
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            {values.components.map((row, index) => {
              const number = index + 1;
              return (
                <Box
                  key={index}
                  sx={{
                    display: 'grid',
                    gap: 1,
                    gridTemplateColumns: { xs: '1fr 96px', sm: '1fr 120px auto' },
                    alignItems: 'start',
                  }}
                >
                  <TextField
                    select
                    label={`Product ${number}`}
                    size="small"
                    value={row.productId}
                    disabled={busy}
                    error={Boolean(problems[`components.${index}.productId`])}
                    helperText={problem(`components.${index}.productId`, 'The product')}
                    onChange={(event) => setRow(index, { productId: event.target.value })}
                    slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                  >
                    <option value="">Choose a product</option>
                    {choices.map((choice) => (
                      <option key={choice.id} value={choice.id}>
                        {choice.name} ({PRODUCT_TYPE_LABELS[choice.type]})
                      </option>
                    ))}
                  </TextField>
                  <TextField
                    label={`Quantity ${number}`}
                    type="number"
                    size="small"
                    value={row.quantity}
                    disabled={busy}
                    error={Boolean(problems[`components.${index}.quantity`])}
                    helperText={problem(`components.${index}.quantity`, 'The quantity')}
                    onChange={(event) => setRow(index, { quantity: event.target.value })}
                    slotProps={{ htmlInput: { min: 1, step: 1 } }}
                  />
                  <Button
                    disabled={busy}
                    onClick={() =>
                      set({ components: values.components.filter((_, at) => at !== index) })
                    }
                    aria-label={`Remove product ${number}`}
                    sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, justifySelf: 'start' }}
                  >
                    Remove
                  </Button>
                </Box>
              );
            })}
          </Box>
          {problems.components && (
            <FormHelperText error>{asSentence(problems.components)}</FormHelperText>
          )}
          <Button
            variant="outlined"
            size="small"
            disabled={busy}
            sx={{ mt: 1.5 }}
            onClick={() =>
              set({ components: [...values.components, { productId: '', quantity: '1' }] })
            }
          >
            Add a product to the package
          </Button>
        </Box>
      )}
    </FormDialog>
  );
}
