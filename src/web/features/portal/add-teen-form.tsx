// "Add a teen" on the My family page: name, date of birth and state, sent as createMyStudent with
// forTeen. The server checks every field (VALIDATION_ERROR naming each) and the messages show
// under the fields; the browser only asks for what is required.
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { US_STATES } from '../../../domain/us-states.ts';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { describeFieldProblem, focusFirstInvalid, withFieldErrors } from '../../ui/field-errors.ts';
import { ADD_TEEN_MUTATION, MY_STUDENTS_QUERY, PORTAL_FAMILY_QUERY } from './portal.queries.ts';

type Field = 'name' | 'dob' | 'usStateId';

const LABELS: Record<Field, string> = {
  name: 'Teen’s full name',
  dob: 'Date of birth',
  usStateId: 'State where they will drive',
};

const EMPTY: Record<Field, string> = { name: '', dob: '', usStateId: '' };
const HEADING_ID = 'add-teen-heading';

/** Problems the browser can see before asking the server (it checks the same and more). */
function missing(values: Record<Field, string>): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!values.name.trim()) errors.name = 'is required';
  if (!values.dob) errors.dob = 'is required';
  if (!values.usStateId) errors.usStateId = 'is required';
  return errors;
}

export function AddTeenForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const { reportMutation } = useSnackbar();
  const [addTeen, { loading }] = useMutation(ADD_TEEN_MUTATION, {
    refetchQueries: [PORTAL_FAMILY_QUERY, MY_STUDENTS_QUERY],
    awaitRefetchQueries: true,
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = missing(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    const input = {
      forTeen: true,
      name: values.name,
      dob: values.dob,
      usStateId: values.usStateId,
    };
    const done = await reportMutation(
      withFieldErrors(addTeen({ variables: { input } }), (fields) => {
        setErrors(fields);
        focusFirstInvalid(formRef.current);
      }),
      { success: `${values.name.trim()} was added to your family.` },
    );
    if (done) setValues(EMPTY);
  };

  const field = (name: Field) => ({
    id: `add-teen-${name}`,
    name,
    label: LABELS[name],
    value: values[name],
    required: true,
    disabled: loading,
    error: Boolean(errors[name]),
    helperText: errors[name] ? describeFieldProblem(LABELS[name], errors[name]) : ' ',
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    slotProps: { inputLabel: { shrink: true } },
  });

  return (
    <Paper
      component="section"
      aria-labelledby={HEADING_ID}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id={HEADING_ID} variant="h2" sx={{ fontSize: '1.375rem', mb: 1 }}>
        Add a teen
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Each teen gets their own student record, managed from this account: book their lessons at
        the booking page and follow their lessons and courses here.
      </Typography>
      <Box
        component="form"
        ref={formRef}
        noValidate
        onSubmit={(event) => void submit(event)}
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1.5fr' },
          alignItems: 'start',
        }}
      >
        <TextField {...field('name')} autoComplete="off" />
        <TextField {...field('dob')} type="date" />
        <TextField
          {...field('usStateId')}
          select
          slotProps={{ inputLabel: { shrink: true }, select: { native: true } }}
        >
          <option value="">Choose a state</option>
          {US_STATES.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name}
            </option>
          ))}
        </TextField>
        <Box>
          <Button type="submit" variant="contained" disabled={loading}>
            {loading ? 'Adding…' : 'Add teen'}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
