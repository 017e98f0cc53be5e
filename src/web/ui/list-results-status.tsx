// The part of a back-office list above its rows: the results heading with a spoken summary
// ("Showing 1–40 of 45 students"), a loading bar that keeps its space, and an error with a retry
// (RetryAlert, which screens that are not lists use for their failed loads too).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface ListResultsStatusProps {
  /** Id of the heading, which the table or cards name as their caption. */
  headingId: string;
  heading: ReactNode;
  summary: ReactNode;
  loading: boolean;
  /** Plural name of the rows, e.g. "students": "Loading students". */
  rowsName: string;
  /** Says what could not be loaded, e.g. "The students could not be loaded." */
  errorText: string;
  error: { message: string } | undefined;
  onRetry: () => void;
}

export function ListResultsStatus(props: ListResultsStatusProps) {
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 2, mb: 1 }}>
        <Typography id={props.headingId} variant="h2" sx={{ fontSize: '1.25rem' }}>
          {props.heading}
        </Typography>
        <Typography variant="body2" color="text.secondary" role="status">
          {props.summary}
        </Typography>
      </Box>
      <Box sx={{ height: 4, mb: 1 }}>
        {props.loading && <LinearProgress aria-label={`Loading ${props.rowsName}`} />}
      </Box>
      {props.error && (
        <RetryAlert onRetry={props.onRetry} spaced>
          {props.errorText} {props.error.message}
        </RetryAlert>
      )}
    </>
  );
}

/** A failed load: what went wrong, and a "Try again" button that loads it again. */
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
