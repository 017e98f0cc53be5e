// "Review instructor": 1 to 5 stars and an optional text, sent with reviewInstructor. The server
// decides (the lesson has ended, the student was on it, one review per lesson); its refusal, such
// as CONFLICT for a second review, is shown in the dialog as it words it.
import { useApolloClient, useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { errorMessageOf } from '../../ui/snackbars/error-message.ts';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { PORTAL_LESSONS_QUERY, REVIEW_INSTRUCTOR_MUTATION } from './portal.queries.ts';
import { starsText } from './portal-lessons.ts';

const TITLE_ID = 'review-instructor-title';
const RATING_LABEL_ID = 'review-rating-label';
const MAX_TEXT = 2000;

export function ReviewDialog(props: {
  lessonId: string;
  instructorName: string;
  lessonTitle: string;
  onClose: () => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { showMessage } = useSnackbar();
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The lessons are read again afterwards, so the lesson shows the review (or, after a
  // CONFLICT, the review already there) instead of the button.
  const client = useApolloClient();
  const [review, { loading: busy }] = useMutation(REVIEW_INSTRUCTOR_MUTATION, {
    refetchQueries: [PORTAL_LESSONS_QUERY],
    awaitRefetchQueries: true,
  });

  async function submit() {
    setTried(true);
    if (rating === null) return;
    setError(null);
    try {
      await review({ variables: { lessonId: props.lessonId, rating, text: text.trim() } });
      showMessage('Thank you: your review was sent.', 'success');
      props.onClose();
    } catch (failure) {
      setError(errorMessageOf(failure));
      // A refusal refetches nothing by itself; after a CONFLICT the lesson behind the dialog
      // should show the review already there.
      void client.refetchQueries({ include: [PORTAL_LESSONS_QUERY] });
    }
  }

  const missingRating = tried && rating === null;
  return (
    <Dialog
      open
      onClose={busy ? undefined : props.onClose}
      fullScreen={phone}
      aria-labelledby={TITLE_ID}
    >
      <DialogTitle id={TITLE_ID}>Review {props.instructorName}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5}>
          <Typography color="text.secondary">
            Your {props.lessonTitle}. The school checks each review before it is published.
          </Typography>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <Box
            component="fieldset"
            aria-describedby={missingRating ? 'review-rating-error' : undefined}
            sx={{ border: 0, m: 0, p: 0 }}
          >
            <Typography component="legend" id={RATING_LABEL_ID} sx={{ fontWeight: 600, mb: 0.5 }}>
              Rating (required)
            </Typography>
            <Rating
              name="review-rating"
              value={rating}
              onChange={(_event, value) => setRating(value)}
              getLabelText={(value) => starsText(value)}
              size="large"
              disabled={busy}
            />
            <FormHelperText id="review-rating-error" error={missingRating}>
              {missingRating
                ? 'Choose from 1 to 5 stars.'
                : rating
                  ? `${starsText(rating)} of 5`
                  : '1 star is poor, 5 stars is excellent.'}
            </FormHelperText>
          </Box>
          <TextField
            label="What went well, what could be better (optional)"
            value={text}
            onChange={(event) => setText(event.target.value)}
            multiline
            minRows={4}
            disabled={busy}
            slotProps={{ htmlInput: { maxLength: MAX_TEXT } }}
            helperText={`${text.length} of ${MAX_TEXT} characters`}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy}>
          Send review
        </Button>
      </DialogActions>
    </Dialog>
  );
}
