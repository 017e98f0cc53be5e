// Add or edit a lesson type. A new type takes one of the SPEC §9 names no type has yet; the name
// never changes afterwards, the label, duration and description do. A road or DMV test also says
// which fee product it sells when booked online (none: booked by phone, docs/booking.md). The
// server's own rules check the form before it is sent; its field messages land under the fields.
import { useMutation, useQuery } from '@apollo/client/react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LESSON_TYPE_NAME_LABELS, type LessonTypeName } from '../../../domain/lesson-type-names.ts';
import { isTestLessonType } from '../../../domain/scheduling/lesson-minutes.ts';
import { EditDialog, FormTextField, useEditForm } from '../../ui/edit-dialog.tsx';
import {
  lessonTypeFormValues,
  type LessonTypeFormValues,
  type LessonTypeView,
} from './lesson-type-form.ts';
import { lessonTypeFormSchema } from './lesson-type-form-schema.ts';
import {
  CREATE_LESSON_TYPE_MUTATION,
  FEE_PRODUCTS_QUERY,
  UPDATE_LESSON_TYPE_MUTATION,
} from './lesson-types.queries.ts';

export function LessonTypeDialog(props: {
  /** The type being edited, or null for a new one. */
  lessonType: LessonTypeView | null;
  /** The names a new type may take. */
  freeNames: readonly LessonTypeName[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { lessonType } = props;
  const creating = lessonType === null;
  const form = useEditForm<LessonTypeFormValues>(
    lessonTypeFormSchema(creating),
    lessonTypeFormValues(lessonType),
  );
  const [create] = useMutation(CREATE_LESSON_TYPE_MUTATION);
  const [update] = useMutation(UPDATE_LESSON_TYPE_MUTATION);
  // Only an existing test type sells a product of its own (the server checks it too).
  const sellsTest = !creating && isTestLessonType(lessonType.name);
  const feeProducts = useQuery(FEE_PRODUCTS_QUERY, { skip: !sellsTest });
  const fees = feeProducts.data?.products.edges.map((edge) => edge.node) ?? [];

  return (
    <EditDialog
      form={form}
      title={lessonType ? `Edit ${lessonType.label}` : 'New lesson type'}
      submitLabel="Save"
      save={(values) => {
        const { name, testProductId, ...fields } = lessonTypeFormSchema(creating).parse(values);
        return lessonType
          ? update({
              variables: {
                id: lessonType.id,
                input: sellsTest ? { ...fields, testProductId } : fields,
              },
            })
          : create({ variables: { input: { ...fields, name: name as LessonTypeName } } });
      }}
      savedMessage={(values) => `${values.label.trim()} was saved.`}
      onClose={props.onClose}
      onSaved={props.onSaved}
    >
      {lessonType ? (
        <TextField
          label="Name"
          size="small"
          value={LESSON_TYPE_NAME_LABELS[lessonType.name]}
          helperText="The name never changes."
          slotProps={{ input: { readOnly: true } }}
        />
      ) : (
        <FormTextField
          form={form}
          name="name"
          label="Name"
          problemLabel="The name"
          hint="It cannot change later; the label can."
          required
          select
        >
          {props.freeNames.map((name) => (
            <MenuItem key={name} value={name}>
              {LESSON_TYPE_NAME_LABELS[name]}
            </MenuItem>
          ))}
        </FormTextField>
      )}
      <FormTextField
        form={form}
        name="label"
        label="Label"
        problemLabel="The label"
        hint="What students and staff read."
        required
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <FormTextField
        form={form}
        name="durationMinutes"
        label="Duration (minutes)"
        problemLabel="The duration"
        hint="1 to 720 minutes (12 hours)."
        required
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <FormTextField
        form={form}
        name="description"
        label="Description"
        problemLabel="The description"
        hint="Optional."
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
      {sellsTest && (
        <FormTextField
          form={form}
          name="testProductId"
          label="Sold online as"
          problemLabel="The product"
          hint="The fee product one booked test sells, priced by each region’s price scheme. None: the test is booked by phone."
          select
          disabled={feeProducts.loading}
        >
          <MenuItem value="">None: booked by phone</MenuItem>
          {fees.map((product) => (
            <MenuItem key={product.id} value={product.id}>
              {product.name}
            </MenuItem>
          ))}
        </FormTextField>
      )}
    </EditDialog>
  );
}
