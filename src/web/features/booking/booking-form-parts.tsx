// Plain form controls for the booking steps: the page ships no JavaScript, so it uses native
// elements (labelled, keyboard-usable) styled like the rest of the site.
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export const buttonSx: SxProps<Theme> = {
  display: 'inline-block',
  px: 3,
  py: 1.5,
  border: 0,
  borderRadius: 999,
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  font: 'inherit',
  fontWeight: 600,
  // Also on links that look like buttons.
  textDecoration: 'none',
  cursor: 'pointer',
  '&:hover': { bgcolor: '#36404D' },
  '&:focus-visible': { outline: '3px solid #0BD1C2', outlineOffset: 2 },
};

const controlSx: SxProps<Theme> = {
  display: 'block',
  width: '100%',
  maxWidth: 420,
  mt: 0.5,
  px: 1.5,
  py: 1.25,
  font: 'inherit',
  border: '1px solid #6B7280',
  borderRadius: 1,
  bgcolor: 'background.paper',
  '&:focus-visible': { outline: '3px solid #0BD1C2', outlineOffset: 1 },
};

interface FieldProps {
  label: string;
  name: string;
  defaultValue?: string;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  hint?: string;
}

export function TextField({ label, name, hint, ...input }: FieldProps) {
  return (
    <Box sx={{ mb: 2.5 }}>
      <Box component="label" htmlFor={`book-${name}`} sx={{ display: 'block', fontWeight: 600 }}>
        {label}
      </Box>
      {hint && (
        <Box
          component="span"
          id={`book-${name}-hint`}
          sx={{ display: 'block', color: 'text.secondary' }}
        >
          {hint}
        </Box>
      )}
      <Box
        component="input"
        id={`book-${name}`}
        name={name}
        type={input.type ?? 'text'}
        aria-describedby={hint ? `book-${name}-hint` : undefined}
        sx={controlSx}
        {...input}
      />
    </Box>
  );
}

export function SelectField(props: {
  label: string;
  name: string;
  defaultValue: string;
  children: ReactNode;
  /** Whether a choice is needed; the empty first option then reads "Choose…". */
  required?: boolean;
}) {
  return (
    <Box sx={{ mb: 2.5 }}>
      <Box
        component="label"
        htmlFor={`book-${props.name}`}
        sx={{ display: 'block', fontWeight: 600 }}
      >
        {props.label}
      </Box>
      <Box
        component="select"
        id={`book-${props.name}`}
        name={props.name}
        defaultValue={props.defaultValue}
        required={props.required ?? true}
        sx={controlSx}
      >
        {props.children}
      </Box>
    </Box>
  );
}

export function Hidden({ values }: { values: Record<string, string> }) {
  return Object.entries(values).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
}
