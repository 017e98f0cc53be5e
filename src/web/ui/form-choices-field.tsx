// A field of an edit form (edit-dialog.tsx) holding several ids chosen from a list by name, such
// as a coupon's regions: typed to narrow, each choice shown as a chip, its problem under it.
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { describeFieldProblem } from './field-errors.ts';

export interface Choice {
  id: string;
  name: string;
}

export function FormChoicesField<Values extends FieldValues>(props: {
  form: UseFormReturn<Values>;
  name: Path<Values>;
  label: string;
  /** How a problem starts: "The regions" for "The regions must be …". */
  problemLabel: string;
  choices: readonly Choice[];
  loading?: boolean;
  noChoicesText: string;
  hint?: ReactNode;
}) {
  return (
    <Controller
      control={props.form.control}
      name={props.name}
      render={({ field, fieldState }) => {
        const chosen = (field.value ?? []) as string[];
        const message = fieldState.error?.message;
        return (
          <Autocomplete
            multiple
            options={props.choices}
            value={props.choices.filter((choice) => chosen.includes(choice.id))}
            onChange={(_event, picked) => field.onChange(picked.map((choice) => choice.id))}
            onBlur={field.onBlur}
            getOptionLabel={(choice) => choice.name}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            disabled={props.form.formState.isSubmitting}
            loading={props.loading ?? false}
            noOptionsText={props.noChoicesText}
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                label={props.label}
                size="small"
                error={Boolean(message)}
                helperText={
                  message ? describeFieldProblem(props.problemLabel, message) : props.hint
                }
              />
            )}
          />
        );
      }}
    />
  );
}
