// A failed load: what went wrong, and a "Try again" button that loads it again.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

export function RetryAlert(props: { onRetry: () => void; spaced?: boolean; children: ReactNode }) {
  return (
    <Alert
      severity="error"
      sx={props.spaced ? { mb: 2 } : undefined}
      action={
        <Button color="inherit" size="small" onClick={props.onRetry}>
          Try again
        </Button>
      }
    >
      {props.children}
    </Alert>
  );
}
