// Behind-the-wheel progress for the people of the lesson: a student and their parent in the
// portal, the instructor on the lesson page. Shown only where the student's state has a rule
// (elsewhere there is nothing to count toward); a failed read shows nothing, the page around
// it reports its own errors.
import { useQuery } from '@apollo/client/react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BtwProgressSummary } from './btw-progress-summary.tsx';
import { BTW_PROGRESS_QUERY } from './btw-progress.queries.ts';

export function BtwOwnProgress(props: { studentId: string; compact?: boolean }) {
  const { data } = useQuery(BTW_PROGRESS_QUERY, { variables: { studentId: props.studentId } });
  const progress = data?.behindTheWheelProgress.progress;
  if (!progress?.rule) return null;
  if (props.compact)
    // On the instructor's lesson page, between the student's notes and skill ratings: a part of
    // the student's card, headed like them.
    return (
      <>
        <Typography component="h3" sx={{ fontWeight: 600, mt: 2 }}>
          Behind-the-wheel hours
        </Typography>
        <BtwProgressSummary progress={progress} compact />
      </>
    );
  const headingId = `btw-${props.studentId}`;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.375rem', mb: 1.5 }}>
        Behind-the-wheel hours
      </Typography>
      <BtwProgressSummary progress={progress} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {progress.rule.stateName} asks for {progress.rule.summary.toLowerCase()}. A lesson counts
        once the instructor has recorded the attendance.
      </Typography>
    </Paper>
  );
}
