// The fields of a student record, shared by "Add student" and the details tab. Every field has a
// visible label; a message the server sent for a field (VALIDATION_ERROR) shows under it and marks
// it invalid for assistive technology.
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { US_STATES } from '../../../domain/us-states.ts';
import { describeFieldProblem } from '../../ui/field-errors.ts';
import { StudentAddressMap } from './student-address-map.tsx';
import {
  STUDENT_FIELD_LABELS,
  type StudentFormField,
  type StudentFormValues,
} from './student-form.ts';

type TextFieldName = Exclude<StudentFormField, 'smsOptIn'>;

interface FieldSpec {
  name: TextFieldName;
  type?: 'email' | 'date' | 'tel' | 'state' | 'number';
  required?: boolean;
  autoComplete?: string;
  /** Fields shown in the short "Add student" form too. */
  basic?: boolean;
  helper?: string;
}

const SECTIONS: { title: string; fields: FieldSpec[] }[] = [
  {
    title: 'Student',
    fields: [
      { name: 'name', required: true, autoComplete: 'off', basic: true },
      { name: 'email', type: 'email', autoComplete: 'off', basic: true },
      { name: 'dob', type: 'date', basic: true },
      { name: 'preferredPronoun' },
      { name: 'parentName', basic: true },
      { name: 'parentEmail', type: 'email', basic: true },
    ],
  },
  {
    title: 'Address and phone',
    fields: [
      { name: 'phone', type: 'tel', basic: true },
      { name: 'secondaryPhone', type: 'tel' },
      { name: 'address', basic: true },
      { name: 'city', basic: true },
      { name: 'state', type: 'state', basic: true },
      { name: 'zipcode', basic: true, helper: '12345 or 12345-6789' },
      { name: 'latitude', helper: 'Set by the pin on the map below' },
      { name: 'longitude' },
    ],
  },
  {
    title: 'Licence',
    fields: [
      {
        name: 'usStateId',
        type: 'state',
        basic: true,
        helper: 'Lessons are booked in this state; without one, in the address state.',
      },
      { name: 'licenseNumber' },
      { name: 'licenseIssueDate', type: 'date' },
      { name: 'licenseExpirationDate', type: 'date' },
      { name: 'previousHours', type: 'number', helper: 'Hours driven before joining' },
    ],
  },
];

export interface StudentFieldsProps {
  values: StudentFormValues;
  errors: Partial<Record<StudentFormField, string>>;
  onChange: (values: StudentFormValues) => void;
  /** The short form of "Add student": the fields needed to reach and book a student. */
  basic?: boolean;
  disabled?: boolean;
  /** Heading level of the section titles, to keep the page's outline in order. */
  headingLevel: 'h2' | 'h3';
  idPrefix: string;
}

export function StudentFields(props: StudentFieldsProps) {
  const { values, errors, onChange, basic, disabled } = props;
  const set = (name: StudentFormField, value: string | boolean) =>
    onChange({ ...values, [name]: value });

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {SECTIONS.map((section) => {
        const fields = section.fields.filter((field) => !basic || field.basic);
        const headingId = `${props.idPrefix}-${section.title.replace(/\W+/g, '-').toLowerCase()}`;
        return (
          <Box component="section" key={section.title} aria-labelledby={headingId}>
            <Typography
              id={headingId}
              component={props.headingLevel}
              variant="subtitle1"
              sx={{ fontWeight: 600, mb: 1.5 }}
            >
              {section.title}
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
              }}
            >
              {fields.map((field) => (
                <StudentTextField
                  key={field.name}
                  spec={field}
                  id={`${props.idPrefix}-${field.name}`}
                  value={values[field.name]}
                  error={errors[field.name]}
                  disabled={disabled}
                  onChange={(value) => set(field.name, value)}
                />
              ))}
            </Box>
            {section.title === 'Address and phone' && !basic && (
              <StudentAddressMap
                values={values}
                disabled={disabled}
                idPrefix={props.idPrefix}
                onMove={(position) =>
                  onChange({
                    ...values,
                    latitude: String(position.latitude),
                    longitude: String(position.longitude),
                  })
                }
              />
            )}
            {section.title === 'Address and phone' && (
              <FormControlLabel
                sx={{ mt: 1 }}
                control={
                  <Checkbox
                    checked={values.smsOptIn}
                    disabled={disabled}
                    onChange={(event) => set('smsOptIn', event.target.checked)}
                  />
                }
                label="Agrees to text messages"
              />
            )}
          </Box>
        );
      })}
    </Box>
  );
}

function StudentTextField(props: {
  spec: FieldSpec;
  id: string;
  value: string;
  error: string | undefined;
  disabled?: boolean;
  onChange: (value: string) => void;
}) {
  const { spec } = props;
  const label = STUDENT_FIELD_LABELS[spec.name];
  const select = spec.type === 'state';
  return (
    <TextField
      id={props.id}
      label={label}
      size="small"
      value={props.value}
      required={spec.required}
      disabled={props.disabled}
      error={Boolean(props.error)}
      helperText={props.error ? describeFieldProblem(label, props.error) : spec.helper}
      onChange={(event) => props.onChange(event.target.value)}
      select={select}
      type={select ? undefined : spec.type}
      autoComplete={spec.autoComplete}
      slotProps={{
        ...(select ? { select: { native: true } } : {}),
        inputLabel: { shrink: true },
        htmlInput: spec.type === 'number' ? { min: 0, max: 1000, step: 0.25 } : {},
      }}
    >
      {select && [
        <option key="" value="">
          Not set
        </option>,
        ...US_STATES.map((state) => (
          <option key={state.code} value={state.code}>
            {state.name} ({state.code})
          </option>
        )),
      ]}
    </TextField>
  );
}
