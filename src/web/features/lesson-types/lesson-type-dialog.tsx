// Add or edit a lesson type. A new type takes one of the SPEC §9 names no type has yet; the name
// never changes afterwards, the label, duration and description do. A road or DMV test also says
// which fee product it sells when booked online (none: booked by phone, docs/booking.md). The server's field messages
// land under the fields; nothing is saved until they are right.
import { useMutation, useQuery } from '@apollo/client/react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useRef, useState, type FormEvent } from 'react';
import { LESSON_TYPE_NAME_LABELS, type LessonTypeName } from '../../../domain/lesson-type-names.ts';
import { isTestLessonType } from '../../../domain/scheduling/lesson-minutes.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { describeFieldProblem, focusFirstInvalid, withFieldErrors } from '../../ui/field-errors.ts';
import {
  lessonTypeFormProblems,
  lessonTypeFormValues,
  type LessonTypeFormValues,
  type LessonTypeView,
} from './lesson-type-form.ts';
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
  const { reportMutation } = useSnackbar();
  const [values, setValues] = useState<LessonTypeFormValues>(() =>
    lessonTypeFormValues(props.lessonType),
  );
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [create, createState] = useMutation(CREATE_LESSON_TYPE_MUTATION);
  const [update, updateState] = useMutation(UPDATE_LESSON_TYPE_MUTATION);
  const busy = createState.loading || updateState.loading;
  const formRef = useRef<HTMLFormElement>(null);
  const creating = props.lessonType === null;
  // Only an existing test type sells a product of its own (the server checks it too).
  const sellsTest = !creating && isTestLessonType(values.name as LessonTypeName);
  const feeProducts = useQuery(FEE_PRODUCTS_QUERY, { skip: !sellsTest });
  const fees = feeProducts.data?.products.edges.map((edge) => edge.node) ?? [];
  const change = (patch: Partial<LessonTypeFormValues>) =>
    setValues((current) => ({ ...current, ...patch }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = lessonTypeFormProblems(values, creating);
    setProblems(found);
    if (Object.keys(found).length > 0) return focusFirstInvalid(formRef.current);
    const fields = {
      label: values.label.trim(),
      durationMinutes: Number(values.durationMinutes.trim()),
      description: values.description.trim(),
    };
    const showProblems = (errors: Record<string, string>) => {
      setProblems(errors);
      focusFirstInvalid(formRef.current);
    };
    // Either mutation: only whether it succeeded matters here.
    const mutation: Promise<unknown> = props.lessonType
      ? update({
          variables: {
            id: props.lessonType.id,
            input: sellsTest ? { ...fields, testProductId: values.testProductId || null } : fields,
          },
        })
      : create({ variables: { input: { ...fields, name: values.name as LessonTypeName } } });
    const saved = await reportMutation(withFieldErrors(mutation, showProblems), {
      success: `${fields.label} was saved.`,
    });
    if (saved) props.onSaved();
  }

  const problem = (path: string, label: string) =>
    problems[path] ? describeFieldProblem(label, problems[path]) : undefined;

  return (
    <FormDialog
      title={props.lessonType ? `Edit ${props.lessonType.label}` : 'New lesson type'}
      busy={busy}
      onClose={props.onClose}
      onSubmit={submit}
      formRef={formRef}
    >
      {creating ? (
        <TextField
          select
          label="Name"
          required
          size="small"
          value={values.name}
          disabled={busy}
          error={Boolean(problems['name'])}
          helperText={problem('name', 'The name') ?? 'It cannot change later; the label can.'}
          onChange={(event) => change({ name: event.target.value as LessonTypeName })}
        >
          {props.freeNames.map((name) => (
            <MenuItem key={name} value={name}>
              {LESSON_TYPE_NAME_LABELS[name]}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <TextField
          label="Name"
          size="small"
          value={values.name ? LESSON_TYPE_NAME_LABELS[values.name] : ''}
          helperText="The name never changes."
          slotProps={{ input: { readOnly: true } }}
        />
      )}
      <TextField
        label="Label"
        required
        size="small"
        value={values.label}
        disabled={busy}
        error={Boolean(problems['label'])}
        helperText={problem('label', 'The label') ?? 'What students and staff read.'}
        onChange={(event) => change({ label: event.target.value })}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <TextField
        label="Duration (minutes)"
        required
        size="small"
        value={values.durationMinutes}
        disabled={busy}
        error={Boolean(problems['durationMinutes'])}
        helperText={problem('durationMinutes', 'The duration') ?? '1 to 720 minutes (12 hours).'}
        onChange={(event) => change({ durationMinutes: event.target.value })}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <TextField
        label="Description"
        size="small"
        multiline
        minRows={2}
        value={values.description}
        disabled={busy}
        error={Boolean(problems['description'])}
        helperText={problem('description', 'The description') ?? 'Optional.'}
        onChange={(event) => change({ description: event.target.value })}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
      {sellsTest && (
        <TextField
          select
          label="Sold online as"
          size="small"
          value={feeProducts.loading ? '' : values.testProductId}
          disabled={busy || feeProducts.loading}
          error={Boolean(problems['testProductId'])}
          helperText={
            problem('testProductId', 'The product') ??
            'The fee product one booked test sells, priced by each region’s price scheme. None: the test is booked by phone.'
          }
          onChange={(event) => change({ testProductId: event.target.value })}
        >
          <MenuItem value="">None: booked by phone</MenuItem>
          {fees.map((product) => (
            <MenuItem key={product.id} value={product.id}>
              {product.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    </FormDialog>
  );
}
