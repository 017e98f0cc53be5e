// The content of the open tab of a student's page.
import type { StudentQuery } from '../../gql/graphql.ts';
import { CertificatesTab } from '../certificates/certificates-tab.tsx';
import { LedgerTab } from '../ledger/ledger-tab.tsx';
import { LessonsTab } from '../lessons/lessons-tab.tsx';
import { OnlineCoursesTab } from '../online-courses/online-courses-tab.tsx';
import { SkillReportsTab } from '../skill-reports/skill-reports-tab.tsx';
import type { StudentTabId } from './student-tabs.ts';
import { BookingAlertsTab } from './tabs/booking-alerts-tab.tsx';
import { ChangeLogTab } from './tabs/change-log-tab.tsx';
import { DetailsTab } from './tabs/details-tab.tsx';
import { LegalTab } from './tabs/legal-tab.tsx';
import { NotesTab } from './tabs/notes-tab.tsx';

export function StudentTabPanel(props: {
  tab: StudentTabId;
  student: StudentQuery['student'];
  bookingAlerts: StudentQuery['bookingAlerts'];
  refetch: () => Promise<unknown>;
}) {
  const { student } = props;
  switch (props.tab) {
    case 'details':
      return <DetailsTab student={student} onSaved={props.refetch} />;
    case 'notes':
      return <NotesTab studentId={student.id} />;
    case 'booking-alerts':
      return (
        <BookingAlertsTab
          studentId={student.id}
          alerts={props.bookingAlerts}
          onChanged={props.refetch}
        />
      );
    case 'legal':
      return <LegalTab student={student} onSaved={props.refetch} />;
    case 'change-log':
      return <ChangeLogTab studentId={student.id} />;
    case 'lessons':
      return <LessonsTab student={student} alerts={props.bookingAlerts} />;
    case 'skill-reports':
      return <SkillReportsTab student={student} />;
    case 'certificates':
      return <CertificatesTab studentId={student.id} studentName={student.name} />;
    case 'online-courses':
      return (
        <OnlineCoursesTab
          studentId={student.id}
          studentName={student.name}
          state={student.usStateId ?? null}
        />
      );
    case 'ledger':
      return <LedgerTab studentId={student.id} />;
  }
}
