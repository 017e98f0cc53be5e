// A student's page: the header (name, age, state, contact), every booking alert as a banner, and
// the tabs of SPEC §2. The open tab lives in the address (?tab=notes), so a link or the back
// button opens the same tab.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { can } from '../../../domain/permissions.ts';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import { BtwStudentPanel } from '../behind-the-wheel/btw-student-panel.tsx';
import { BookingAlertBanners, StudentHeader } from './student-header.tsx';
import { STUDENTS_PATH } from './student-paths.ts';
import { StudentTabPanel } from './student-tab-panel.tsx';
import {
  readStudentTab,
  STUDENT_TABS,
  writeStudentTab,
  type StudentTabId,
} from './student-tabs.ts';
import { STUDENT_QUERY } from './students.queries.ts';

const tabId = (tab: StudentTabId) => `student-tab-${tab}`;
const panelId = (tab: StudentTabId) => `student-panel-${tab}`;

export function StudentDetailsPage({ studentId }: { studentId: string }) {
  const { roles } = useStaffUser();
  const [params, setParams] = useSearchParams();
  const tabs = STUDENT_TABS.filter((tab) => !('permission' in tab) || can(roles, tab.permission));
  const requested = readStudentTab(params);
  const current = tabs.some((tab) => tab.id === requested) ? requested : 'details';
  const { data, loading, error, refetch } = useQuery(STUDENT_QUERY, {
    variables: { id: studentId },
  });
  const student = data?.student;

  useEffect(() => {
    if (student) document.title = `${student.name} | RoadReady back-office`;
  }, [student]);

  if (!student) {
    // NOT_FOUND, or an id that is not a student id at all (VALIDATION_ERROR on the argument).
    const codes = CombinedGraphQLErrors.is(error)
      ? error.errors.map((entry) => entry.extensions?.code)
      : [];
    const notFound = codes.includes('NOT_FOUND') || codes.includes('VALIDATION_ERROR');
    return (
      <>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {error ? (notFound ? 'Student not found' : 'Student') : 'Loading the student…'}
        </Typography>
        {loading && <LinearProgress aria-label="Loading the student" />}
        {error && (
          <Alert
            severity={notFound ? 'info' : 'error'}
            action={
              notFound ? undefined : (
                <Button color="inherit" size="small" onClick={() => void refetch()}>
                  Try again
                </Button>
              )
            }
          >
            {notFound
              ? 'There is no student with this address. They may have been removed.'
              : `The student could not be loaded. ${error.message}`}
          </Alert>
        )}
        {error && (
          <Button component={RouterLink} to={STUDENTS_PATH} sx={{ mt: 2 }}>
            Back to all students
          </Button>
        )}
      </>
    );
  }

  return (
    <>
      <StudentHeader student={student} guardians={data.studentGuardians} />
      <BookingAlertBanners alerts={data.bookingAlerts} />
      <BtwStudentPanel studentId={student.id} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={current}
          onChange={(_event, tab: StudentTabId) =>
            setParams(writeStudentTab(tab), { preventScrollReset: true })
          }
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label="Student record"
        >
          {tabs.map((tab) => (
            <Tab
              key={tab.id}
              value={tab.id}
              label={tab.label}
              id={tabId(tab.id)}
              aria-controls={panelId(tab.id)}
              sx={{ minHeight: 48, minWidth: 0, px: 1.5 }}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={panelId(current)} aria-labelledby={tabId(current)}>
        <StudentTabPanel
          // A new key per student and tab: forms start from the saved values.
          key={`${student.id}-${current}`}
          tab={current}
          student={student}
          bookingAlerts={data.bookingAlerts}
          refetch={refetch}
        />
      </Box>
    </>
  );
}
