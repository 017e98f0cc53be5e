// The part of a back-office list above its rows: the results heading with a spoken summary
// ("Showing 1–40 of 45 students"), a loading bar that keeps its space, and an error with a retry.
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { RetryAlert } from './retry-alert.tsx';

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
