// Tabs whose records arrive with later parts of the product (online courses,
// certificates). They say plainly what will be listed here instead of inventing rows.
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { TabHeading } from './tab-heading.tsx';

export type UpcomingTabId = 'online-courses' | 'certificates';

const TEXT: Record<UpcomingTabId, { title: string; body: string }> = {
  'online-courses': {
    title: 'Online courses',
    body: 'The online courses this student is enrolled in will appear here, with the current lecture, percentage complete and test results. Course enrolment is not part of the back-office yet.',
  },
  certificates: {
    title: 'Certificates',
    body: 'Certificates issued to this student (number, type, state and date) will be listed here. Issuing certificates is not part of the back-office yet.',
  },
};

export function UpcomingTab({ tab }: { tab: UpcomingTabId }) {
  const text = TEXT[tab];
  return (
    <>
      <TabHeading id={`tab-heading-${tab}`} title={text.title} />
      <Paper variant="outlined" sx={{ p: 3, bgcolor: '#FBFBFC' }}>
        <Typography sx={{ fontWeight: 600, mb: 1 }}>Nothing to show yet</Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 640 }}>
          {text.body}
        </Typography>
      </Paper>
    </>
  );
}
