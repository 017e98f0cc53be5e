// The edit dialog kit: a form on react-hook-form checked by a zod schema (the same field rules the
// server checks, from src/domain), in the shared dialog frame, saved by one GraphQL mutation.
// The kit owns what every edit dialog does alike: Save and Cancel, no closing or second submit
// while saving, the server's VALIDATION_ERROR messages under the fields they name (focus on the
// first), any other failure in an alert above the fields, the success in a snackbar. A dialog
// keeps its fields and their rules.
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import type { DialogProps } from '@mui/material/Dialog';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  Controller,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { asSentence, describeFieldProblem, fieldErrorsOf } from './field-errors.ts';
import { FormDialog } from './form-dialog.tsx';
import { useSnackbar } from './snackbars/use-snackbar.ts';

/**
 * A form whose values are what the person typed (text stays text), checked by `schema` on
 * submit and again on each change after a first submit.
 */
export function useEditForm<Values extends FieldValues>(
  schema: z.ZodType<unknown, FieldValues>,
  defaultValues: Values,
): UseFormReturn<Values> {
  return useForm<Values>({
    defaultValues: defaultValues as DefaultValues<Values>,
    resolver: zodResolver(schema, undefined, { raw: true }) as unknown as Resolver<Values>,
  });
}

/**
 * Puts each server field message under its field. Returns the first such field, and what no
 * field of the form shows (the whole message when the error names no field).
 */
export function showServerErrors<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  error: unknown,
  messageOf: (error: unknown) => string,
  aliases: Partial<Record<string, Path<Values>>> = {},
  prefix = 'input.',
): { first: Path<Values> | null; general: string | null } {
  const problems = Object.entries(fieldErrorsOf(error, prefix));
  if (problems.length === 0) return { first: null, general: messageOf(error) };
  const known = new Set(Object.keys(form.getValues()));
  const elsewhere: string[] = [];
  let first: Path<Values> | null = null;
  for (const [path, message] of problems) {
    // An alias names a form field by the server's path, or by its head ("instructorIds.2").
    const name = (aliases[path] ?? aliases[path.split('.')[0]!] ?? path) as Path<Values>;
    // "choices" or "columns.1.text": a field of the form, or a part of one.
    if (!known.has(name.split('.')[0]!)) {
      elsewhere.push(asSentence(`${path} ${message}`));
      continue;
    }
    form.setError(name, { type: 'server', message });
    first ??= name;
  }
  return { first, general: elsewhere.length > 0 ? elsewhere.join(' ') : null };
}

/** What `save` answers when the form holds no change: the dialog just closes. */
export const NOTHING_CHANGED = Symbol('nothing changed');

export function EditDialog<Values extends FieldValues>(props: {
  form: UseFormReturn<Values>;
  title: ReactNode;
  submitLabel: ReactNode;
  /**
   * Runs the mutation with the checked values (as typed); the dialog waits for it. NOTHING_CHANGED
   * instead closes the dialog with no message and no refresh (nothing was sent).
   */
  save: (values: Values) => Promise<unknown>;
  /** The snackbar's words once saved, e.g. "Union Station was saved." */
  savedMessage: (values: Values) => string;
  onClose: () => void;
  onSaved: () => void;
  /** Server field names shown under a field of another name (e.g. cents typed as dollars). */
  serverFieldNames?: Partial<Record<string, Path<Values>>>;
  /** Where the form's fields sit in the mutation's variables: "input." unless given. */
  serverPrefix?: string;
  /** 'sm' unless given; 'md' for a form with columns side by side. */
  maxWidth?: DialogProps['maxWidth'];
  children: ReactNode;
}) {
  const { form } = props;
  const { showMessage, errorOf, messageOf } = useSnackbar();
  const [problem, setProblem] = useState<string | null>(null);
  const busy = form.formState.isSubmitting;
  // The fields are disabled while saving: the first one the server refused takes the focus after.
  const focusNext = useRef<Path<Values> | null>(null);
  useEffect(() => {
    if (busy || !focusNext.current) return;
    form.setFocus(focusNext.current);
    focusNext.current = null;
  }, [busy, form]);

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    let failure: unknown;
    try {
      const result = await props.save(values);
      if (result === NOTHING_CHANGED) return props.onClose();
      failure = errorOf(result);
    } catch (error) {
      failure = error ?? new Error();
    }
    if (failure) {
      const { first, general } = showServerErrors(
        form,
        failure,
        messageOf,
        props.serverFieldNames,
        props.serverPrefix,
      );
      focusNext.current = first;
      setProblem(general);
      return;
    }
    showMessage(props.savedMessage(values), 'success');
    props.onSaved();
  });

  return (
    <FormDialog
      title={props.title}
      busy={busy}
      onClose={props.onClose}
      onSubmit={submit}
      submitLabel={props.submitLabel}
      maxWidth={props.maxWidth}
    >
      {problem && <Alert severity="error">{problem}</Alert>}
      {props.children}
    </FormDialog>
  );
}

type TextProps = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText' | 'inputRef'
>;

/**
 * A text field (or, with `select`, a list) of the form. Its problem reads as a sentence that
 * starts with `problemLabel` (the label unless given; null for a message that is a sentence
 * already); otherwise `hint` shows under it.
 */
export function FormTextField<Values extends FieldValues>({
  form,
  name,
  label,
  problemLabel,
  hint,
  afterChange,
  disabled,
  ...rest
}: TextProps & {
  form: UseFormReturn<Values>;
  name: Path<Values>;
  label: string;
  problemLabel?: string | null;
  hint?: ReactNode;
  /** Runs after the value changed, e.g. to fill in another field. */
  afterChange?: (value: string) => void;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => {
        const message = fieldState.error?.message;
        return (
          <TextField
            size="small"
            {...rest}
            label={label}
            name={field.name}
            value={field.value}
            inputRef={field.ref}
            onBlur={field.onBlur}
            onChange={(event) => {
              field.onChange(event.target.value);
              afterChange?.(event.target.value);
            }}
            disabled={disabled || form.formState.isSubmitting}
            error={Boolean(message)}
            helperText={
              message
                ? problemLabel === null
                  ? asSentence(message)
                  : describeFieldProblem(problemLabel ?? label, message)
                : hint
            }
          />
        );
      }}
    />
  );
}

/** A yes/no field of the form: a checkbox, or with `switch` a switch (on/off, e.g. Published). */
export function FormCheckbox<Values extends FieldValues>(props: {
  form: UseFormReturn<Values>;
  name: Path<Values>;
  label: ReactNode;
  switch?: boolean;
}) {
  const Control = props.switch ? Switch : Checkbox;
  return (
    <Controller
      control={props.form.control}
      name={props.name}
      render={({ field }) => (
        <FormControlLabel
          label={props.label}
          control={
            <Control
              name={field.name}
              checked={Boolean(field.value)}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(event.target.checked)}
              disabled={props.form.formState.isSubmitting}
            />
          }
        />
      )}
    />
  );
}

/** A choice of the form from a short list (a native select: a phone shows its own picker). */
export function FormSelect<Values extends FieldValues>({
  options,
  placeholder,
  ...rest
}: Omit<Parameters<typeof FormTextField<Values>>[0], 'select' | 'children'> & {
  options: readonly { value: string; label: string }[];
  /** The first, empty entry while nothing is chosen, e.g. "Choose a super region". */
  placeholder?: string;
}) {
  return (
    <FormTextField
      {...rest}
      select
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </FormTextField>
  );
}

/** Several choices of the form from a list (kept in the order chosen), shown by their labels. */
export function FormMultiSelect<Values extends FieldValues>({
  options,
  ...rest
}: Omit<Parameters<typeof FormTextField<Values>>[0], 'select' | 'children'> & {
  options: readonly { value: string; label: string }[];
}) {
  const labelOf = (value: string) => options.find((option) => option.value === value)?.label;
  return (
    <FormTextField
      {...rest}
      select
      slotProps={{
        select: {
          multiple: true,
          renderValue: (chosen) =>
            (chosen as string[]).map((value) => labelOf(value) ?? value).join(', '),
        },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
