// Create or edit a product. A package lists the products it holds, each with a quantity, chosen
// from the products sold on their own (no packages, none archived). The server's own rules
// (src/domain/ledger/product-inputs.ts) check the form before it is sent; its field messages
// land under the fields too.
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { PRODUCT_TYPES } from '../../../domain/ledger/ledger-types.ts';
import {
  EditDialog,
  FormSelect,
  FormTextField,
  NOTHING_CHANGED,
  useEditForm,
} from '../../ui/edit-dialog.tsx';
import { asSentence } from '../../ui/field-errors.ts';
import {
  EMPTY_PRODUCT_FORM,
  PRODUCT_TYPE_LABELS,
  productFormValues,
  toCreateProductInput,
  toUpdateProductInput,
  type ProductFormValues,
  type ProductView,
} from './product-form.ts';
import { productFormSchema } from './product-form-schema.ts';
import {
  COMPONENT_OPTIONS_QUERY,
  CREATE_PRODUCT_MUTATION,
  UPDATE_PRODUCT_MUTATION,
} from './products.queries.ts';

const TYPE_OPTIONS = PRODUCT_TYPES.map((type) => ({
  value: type,
  label: PRODUCT_TYPE_LABELS[type],
}));

function PackageRows(props: {
  form: UseFormReturn<ProductFormValues>;
  choices: readonly { value: string; label: string }[];
}) {
  const { form } = props;
  const rows = useFieldArray({ control: form.control, name: 'components' });
  const busy = form.formState.isSubmitting;
  const errors = form.formState.errors.components;
  const problem = errors?.message ?? errors?.root?.message;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
        In this package
      </Typography>
      {rows.fields.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Add the products one package holds, with how many of each (minutes for minute products).
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {rows.fields.map((row, index) => {
          const number = index + 1;
          return (
            <Box
              key={row.id}
              sx={{
                display: 'grid',
                gap: 1,
                gridTemplateColumns: { xs: '1fr 96px', sm: '1fr 120px auto' },
                alignItems: 'start',
              }}
            >
              <FormSelect
                form={form}
                name={`components.${index}.productId`}
                label={`Product ${number}`}
                problemLabel="The product"
                placeholder="Choose a product"
                options={props.choices}
              />
              <FormTextField
                form={form}
                name={`components.${index}.quantity`}
                label={`Quantity ${number}`}
                problemLabel="The quantity"
                type="number"
                slotProps={{ htmlInput: { min: 1, step: 1 } }}
              />
              <Button
                disabled={busy}
                onClick={() => rows.remove(index)}
                aria-label={`Remove product ${number}`}
                sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, justifySelf: 'start' }}
              >
                Remove
              </Button>
            </Box>
          );
        })}
      </Box>
      {problem && <FormHelperText error>{asSentence(problem)}</FormHelperText>}
      <Button
        variant="outlined"
        size="small"
        disabled={busy}
        sx={{ mt: 1.5 }}
        onClick={() => rows.append({ productId: '', quantity: '1' }, { shouldFocus: false })}
      >
        Add a product to the package
      </Button>
    </Box>
  );
}

export function ProductDialog(props: {
  /** The product being edited, or null for a new one. */
  product: ProductView | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { product } = props;
  const form = useEditForm<ProductFormValues>(
    productFormSchema,
    product ? productFormValues(product) : EMPTY_PRODUCT_FORM,
  );
  const type = useWatch({ control: form.control, name: 'type' });
  const [createProduct] = useMutation(CREATE_PRODUCT_MUTATION);
  const [updateProduct] = useMutation(UPDATE_PRODUCT_MUTATION);
  const { data: options } = useQuery(COMPONENT_OPTIONS_QUERY, {
    variables: { pageQuery: { first: 100 } },
  });
  const choices = (options?.products.edges ?? [])
    .map((edge) => edge.node)
    .filter((choice) => choice.type !== 'package' && choice.id !== product?.id)
    .map((choice) => ({
      value: choice.id,
      label: `${choice.name} (${PRODUCT_TYPE_LABELS[choice.type]})`,
    }));
  // A sold product keeps its type (the server refuses a change with CONFLICT).
  const typeLocked = Boolean(product?.wasSold);

  return (
    <EditDialog
      form={form}
      title={product ? `Edit ${product.name}` : 'New product'}
      submitLabel={product ? 'Save product' : 'Create product'}
      save={(values) => {
        if (!product) return createProduct({ variables: { input: toCreateProductInput(values) } });
        const input = toUpdateProductInput(product, values);
        return input ? updateProduct({ variables: { input } }) : Promise.resolve(NOTHING_CHANGED);
      }}
      savedMessage={(values) => `${values.name.trim()} was ${product ? 'saved' : 'created'}.`}
      onClose={props.onClose}
      onSaved={props.onSaved}
    >
      <FormTextField form={form} name="name" label="Name" required />
      <FormTextField form={form} name="description" label="Description" multiline minRows={2} />
      <FormSelect
        form={form}
        name="type"
        label="Type"
        options={TYPE_OPTIONS}
        disabled={typeLocked}
        hint={typeLocked ? 'This product was sold, so it keeps its type.' : undefined}
      />
      {type === 'package' && <PackageRows form={form} choices={choices} />}
    </EditDialog>
  );
}
