// A student's behind-the-wheel progress as people read it: the sentence ("5 h 0 min of 7 h
// driving, 3 h 0 min of 7 h observation — Texas"), one bar per part, what is left, and the rule
// with its source. Shared by the student's page, the portal and the instructor's lesson page.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { hoursAndMinutes } from '../../../domain/behind-the-wheel/btw-progress-text.ts';
import { formatMinutes } from '../../../domain/ledger/ledger-labels.ts';
import type { BtwProgressFieldsFragment } from '../../gql/graphql.ts';

export function BtwProgressSummary(props: {
  progress: BtwProgressFieldsFragment;
  /** Show the rule's summary and sources (staff). */
  withSource?: boolean;
  /** Bars per part; the compact form (instructor's lesson page) shows the sentence only. */
  compact?: boolean;
}) {
  const { progress, withSource = false, compact = false } = props;
  const met = progress.status === 'Met';
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography component="p" sx={{ fontWeight: 600 }}>
          {progress.text}
        </Typography>
        {progress.rule && (
          <Chip
            size="small"
            label={progress.remainingText}
            color={met ? 'success' : 'default'}
            variant={met ? 'filled' : 'outlined'}
          />
        )}
      </Stack>
      {!compact &&
        progress.parts.map((part) => {
          const percent = Math.min(100, (part.doneMinutes / part.requiredMinutes) * 100);
          return (
            <Box key={part.part}>
              <Typography variant="body2" color="text.secondary">
                {part.label[0]!.toUpperCase() + part.label.slice(1)}:{' '}
                {hoursAndMinutes(part.doneMinutes)} of {formatMinutes(part.requiredMinutes)}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={percent}
                aria-label={`${progress.studentName}: ${part.label}, ${Math.floor(percent)} percent done`}
                sx={{ height: 8, borderRadius: 1 }}
              />
            </Box>
          );
        })}
      {progress.ageRemark && (
        <Typography variant="body2" color="text.secondary">
          {progress.ageRemark}
        </Typography>
      )}
      {withSource && progress.rule && (
        // The regulator's text, not the product's own specification: that is what staff can look
        // up and what the compliance officer confirms.
        <Typography variant="body2" color="text.secondary">
          {progress.rule.stateName}: {progress.rule.summary}
          {progress.rule.ageCondition ? ` (${progress.rule.ageCondition} at the lesson)` : ''}. Only
          attended lessons count. Source: {progress.rule.officialSource}
          {progress.rule.isConfirmed ? '' : '; not yet confirmed by the compliance officer'}.
        </Typography>
      )}
    </Stack>
  );
}
