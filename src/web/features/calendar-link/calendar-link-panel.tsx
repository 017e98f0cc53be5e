// "Your lessons in your calendar": the account's private calendar link, for the portal (a student
// or a parent: their lessons) and the instructor's lessons page (the lessons they teach). Copy it
// into Google, Apple or Outlook calendar ("subscribe from URL"); making a new link stops the old
// one at once, for a link that was shared by mistake.
import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { MY_CALENDAR_LINK_QUERY, RENEW_CALENDAR_LINK_MUTATION } from './calendar-link.queries.ts';

const CalendarLinkBox = lazy(() => import('./calendar-link-box.tsx'));

export function CalendarLinkPanel({ who }: { who: 'family' | 'instructor' }) {
  const { data, loading: reading, refetch } = useQuery(MY_CALENDAR_LINK_QUERY);
  const [renew, { loading }] = useMutation(RENEW_CALENDAR_LINK_MUTATION);
  const { showMessage, reportMutation } = useSnackbar();
  const link = data?.myCalendarLink ?? null;

  async function makeLink() {
    const done = await reportMutation(renew(), {
      success: link
        ? 'A new calendar link was made. The old one no longer works.'
        : 'Your calendar link is ready.',
    });
    if (done) await refetch();
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      showMessage('The calendar link was copied.', 'success');
    } catch {
      showMessage('The link could not be copied. Select it in the box instead.', 'error');
    }
  }

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="calendar-link-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={1.5}>
        <Typography id="calendar-link-title" variant="h2" sx={{ fontSize: '1.375rem' }}>
          Your lessons in your calendar
        </Typography>
        <Typography color="text.secondary">
          {who === 'family'
            ? 'Add this private link to Google, Apple or Outlook calendar (“subscribe” or “from URL”) and your lessons appear there, moved and cancelled ones too.'
            : 'Add this private link to Google, Apple or Outlook calendar (“subscribe” or “from URL”) and the lessons you teach appear there, moved and cancelled ones too.'}{' '}
          Anyone with the link can see these lessons: if it was shared by mistake, make a new one.
        </Typography>
        {link ? (
          <>
            <Suspense fallback={null}>
              <CalendarLinkBox url={link.url} />
            </Suspense>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Button variant="contained" onClick={() => void copy(link.url)}>
                Copy link
              </Button>
              <Button variant="outlined" disabled={loading} onClick={() => void makeLink()}>
                Make a new link
              </Button>
            </Stack>
          </>
        ) : (
          <div>
            <Button
              variant="contained"
              disabled={loading || reading}
              onClick={() => void makeLink()}
            >
              Make my calendar link
            </Button>
          </div>
        )}
      </Stack>
    </Paper>
  );
}
