// The "Skill reports" tab of a student's page: every driving-skill report as a skill × lesson
// table, with dialogs to change one lesson's ratings and to email a lesson's report.
import { useQuery } from '@apollo/client/react';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { can } from '../../../domain/permissions.ts';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import { TabHeading } from '../students/tabs/tab-heading.tsx';
import { EmailReportDialog } from './email-report-dialog.tsx';
import { SkillReportEditorDialog } from './skill-report-editor-dialog.tsx';
import {
  DRIVING_SKILLS_QUERY,
  STUDENT_SKILL_REPORTS_QUERY,
  type SkillReportView,
} from './skill-reports.queries.ts';
import { lessonDate, SkillReportsTable } from './skill-reports-table.tsx';
import { RetryAlert } from '../../ui/list-results-status.tsx';

const HEADING_ID = 'tab-heading-skill-reports';

export function SkillReportsTab(props: {
  student: { id: string; name: string; email?: string | null; parentEmail?: string | null };
}) {
  const { roles } = useStaffUser();
  const canWrite = can(roles, 'skillReports.write');
  const reports = useQuery(STUDENT_SKILL_REPORTS_QUERY, {
    variables: { studentId: props.student.id },
  });
  const skills = useQuery(DRIVING_SKILLS_QUERY);
  const [editing, setEditing] = useState<SkillReportView | null>(null);
  const [emailing, setEmailing] = useState<SkillReportView | null>(null);
  const list = reports.data?.lessonsDrivingSkillsReportsByStudent ?? [];
  const error = reports.error ?? skills.error;
  const subject = (report: SkillReportView) =>
    `${props.student.name}, ${report.lesson.lessonTypeLabel} on ${lessonDate(report)} with ${report.lesson.instructorName}`;

  return (
    <>
      <TabHeading
        id={HEADING_ID}
        title="Driving-skill reports"
        intro="After each lesson the instructor rates the student’s skills from To do (1) to Proficient (6). Newest lesson first."
      />
      {(reports.loading || skills.loading) && <LinearProgress aria-label="Loading the reports" />}
      {error && (
        <RetryAlert onRetry={() => void reports.refetch()}>
          The reports could not be loaded. {error.message}
        </RetryAlert>
      )}
      {!reports.loading && !error && list.length === 0 && (
        <Paper variant="outlined" sx={{ p: 3, bgcolor: '#FBFBFC' }}>
          <Typography sx={{ fontWeight: 600, mb: 1 }}>No reports yet</Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 640 }}>
            Once an instructor rates this student’s skills after a lesson, the ratings appear here,
            one column per lesson.
          </Typography>
        </Paper>
      )}
      {list.length > 0 && skills.data && (
        <SkillReportsTable
          captionId={HEADING_ID}
          skills={skills.data.drivingSkills}
          reports={list}
          canWrite={canWrite}
          onEdit={setEditing}
          onEmail={setEmailing}
        />
      )}
      {editing && skills.data && (
        <SkillReportEditorDialog
          lessonId={editing.lesson.id}
          studentId={props.student.id}
          subject={subject(editing)}
          skills={skills.data.drivingSkills}
          report={editing}
          onClose={() => setEditing(null)}
          onSaved={() => reports.refetch()}
        />
      )}
      {emailing && (
        <EmailReportDialog
          lessonId={emailing.lesson.id}
          studentId={props.student.id}
          subject={subject(emailing)}
          student={props.student}
          onClose={() => setEmailing(null)}
          onSent={() => reports.refetch()}
        />
      )}
    </>
  );
}
