// The frame and fields of the account pages (create account, forgot and reset password, verify
// email). They are plain server-rendered forms that ship no JavaScript, so each field is a native,
// labelled input whose error is written under it and tied to it with aria-describedby.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { buttonSx } from '../booking/booking-form-parts.tsx';

const ERROR_COLOR = '#B3261E';

export function AccountCard(props: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ maxWidth: 480, mx: 'auto', px: 2, py: { xs: 5, md: 9 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 } }}>
        <Typography variant="h1" sx={{ mb: 1 }}>
          {props.title}
        </Typography>
        {props.intro && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {props.intro}
          </Typography>
        )}
        {props.children}
      </Paper>
    </Box>
  );
}

/** A message about the whole form (the service could not be reached, a link has expired). */
export function FormProblem({ children }: { children: ReactNode }) {
  return (
    <Typography role="alert" sx={{ mb: 2.5, fontWeight: 600, color: ERROR_COLOR }}>
      {children}
    </Typography>
  );
}

export function Field(props: {
  label: string;
  name: string;
  type?: string;
  autoComplete: string;
  defaultValue?: string | undefined;
  hint?: string;
  error?: string | undefined;
  /** Focus on arrival: the field a refused form is about, or the only field of a step. */
  autoFocus?: boolean;
  inputMode?: 'numeric';
  maxLength?: number;
}) {
  const id = `account-${props.name}`;
  const described = [props.hint && `${id}-hint`, props.error && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <Box sx={{ mb: 2.5 }}>
      <Box component="label" htmlFor={id} sx={{ display: 'block', fontWeight: 600 }}>
        {props.label}
      </Box>
      {props.hint && (
        <Box component="span" id={`${id}-hint`} sx={{ display: 'block', color: 'text.secondary' }}>
          {props.hint}
        </Box>
      )}
      <Box
        component="input"
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        required
        autoComplete={props.autoComplete}
        autoFocus={props.autoFocus}
        inputMode={props.inputMode}
        maxLength={props.maxLength}
        spellCheck={props.inputMode === 'numeric' ? false : undefined}
        defaultValue={props.defaultValue}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={described || undefined}
        sx={{
          display: 'block',
          width: '100%',
          mt: 0.5,
          px: 1.5,
          py: 1.25,
          font: 'inherit',
          border: `1px solid ${props.error ? ERROR_COLOR : '#6B7280'}`,
          borderRadius: 1,
          bgcolor: 'background.paper',
          '&:focus-visible': { outline: '3px solid #0BD1C2', outlineOffset: 1 },
        }}
      />
      {props.error && (
        <Box
          component="span"
          id={`${id}-error`}
          sx={{ display: 'block', mt: 0.5, fontWeight: 600, color: ERROR_COLOR }}
        >
          {props.error}
        </Box>
      )}
    </Box>
  );
}

export function SubmitButton({ children }: { children: ReactNode }) {
  return (
    <Box component="button" type="submit" sx={buttonSx}>
      {children}
    </Box>
  );
}

/** A line of links under a form ("Back to sign in"). */
export function AccountLinks({ links }: { links: { href: string; label: string }[] }) {
  return (
    <Box sx={{ mt: 3, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {links.map((link) => (
        <Link key={link.href} href={link.href} sx={{ fontWeight: 600 }}>
          {link.label}
        </Link>
      ))}
    </Box>
  );
}
