// One student of the instructor's lesson: phone (tap to call), pickup details, booking alerts,
// the notes the instructor may read, the student's behind-the-wheel hours where the state has a
// requirement, and this lesson's skill report with its rate and email actions.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DATE_FORMAT, DATE_TIME_FORMAT, formatDate } from '../../../domain/date-format.ts';
import { phoneHref } from '../../../domain/phone-link.ts';
import { formatPhoneNumber } from '../../../domain/phone-number.ts';
import { notStartedReason } from '../../../domain/scheduling/lesson-recording.ts';
import { reportEmailRefusal } from '../../../domain/scheduling/skill-report-sendable.ts';
import { BtwOwnProgress } from '../behind-the-wheel/btw-own-progress.tsx';
import { EmailReportDialog } from '../skill-reports/email-report-dialog.tsx';
import { RatingScale } from '../skill-reports/rating-scale.tsx';
import { SkillReportEditorDialog } from '../skill-reports/skill-report-editor-dialog.tsx';
import type { DrivingSkillView } from '../skill-reports/skill-reports.queries.ts';
import { useLessonSkillReport } from '../skill-reports/use-lesson-skill-report.ts';
import type { InstructorLessonStudentView, InstructorLessonView } from './my-lessons.queries.ts';

export function LessonStudentCard(props: {
  lesson: InstructorLessonView;
  student: InstructorLessonStudentView;
  timeZone: string;
  skills: readonly DrivingSkillView[];
}) {
  const { lesson, student, timeZone } = props;
  const [dialog, setDialog] = useState<'rate' | 'email' | null>(null);
  const report = useLessonSkillReport(student.studentId, lesson.id);
  const saved = report.report;
  const headingId = `student-${student.studentId}`;
  const unsendableId = `${headingId}-email-refusal`;
  // Nothing to rate or email before the lesson starts; nothing to email with nothing rated.
  const early = notStartedReason(
    'Skill ratings',
    { startTime: lesson.startTime, timeZone },
    new Date(),
  );
  const unsendable = reportEmailRefusal(saved);
  const subject = `${student.name}, ${lesson.lessonTypeLabel} on ${formatDate(lesson.startTime, DATE_FORMAT, timeZone)}`;

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, mb: 2 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        {student.name}
      </Typography>
      {student.phone ? (
        <Button href={phoneHref(student.phone)} variant="outlined" size="small" sx={{ mb: 1 }}>
          Call {formatPhoneNumber(student.phone)}
        </Button>
      ) : (
        <Typography color="text.secondary">No phone number on file.</Typography>
      )}
      {student.pickupDetails && (
        <Typography sx={{ mb: 1 }}>
          <strong>Pickup details:</strong> {student.pickupDetails}
        </Typography>
      )}
      {student.bookingAlerts.map((alert) => (
        <Alert key={alert.id} severity="warning" sx={{ mb: 1 }}>
          {alert.text}
        </Alert>
      ))}
      <Typography component="h3" sx={{ fontWeight: 600, mt: 1 }}>
        Notes
      </Typography>
      {student.notes.length === 0 ? (
        <Typography color="text.secondary">No notes.</Typography>
      ) : (
        <Box component="ul" sx={{ pl: 2.5, my: 0.5 }}>
          {student.notes.map((note) => (
            <li key={note.id}>
              <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {note.isPinned ? 'Pinned: ' : ''}
                {note.text}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {note.createdByName}, {formatDate(note.createdAt, DATE_TIME_FORMAT, timeZone)}
              </Typography>
            </li>
          ))}
        </Box>
      )}
      <BtwOwnProgress studentId={student.studentId} compact />
      <Typography component="h3" sx={{ fontWeight: 600, mt: 2 }}>
        Skill ratings
      </Typography>
      {saved && saved.ratings.length > 0 ? (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, my: 1, display: 'grid', gap: 1 }}>
          {saved.ratings.map((entry) => (
            <Box
              component="li"
              key={entry.drivingSkillId}
              sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
            >
              <Typography>{entry.label}</Typography>
              <RatingScale rating={entry.rating} value={entry.value} />
            </Box>
          ))}
        </Box>
      ) : report.failed ? (
        <Alert severity="error">The skill ratings could not be loaded. Reload the page.</Alert>
      ) : (
        <Typography color="text.secondary">
          {report.loaded ? 'Not rated yet.' : 'Loading the skill ratings…'}
        </Typography>
      )}
      {saved?.lastEmailSent && (
        <Typography variant="body2" color="text.secondary">
          Report emailed {formatDate(saved.lastEmailSent, DATE_TIME_FORMAT, timeZone)}
        </Typography>
      )}
      {early ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {early}
        </Typography>
      ) : (
        <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button variant="contained" onClick={() => setDialog('rate')} disabled={!report.loaded}>
            Rate skills
          </Button>
          <Button
            variant="outlined"
            onClick={() => setDialog('email')}
            disabled={!report.loaded || !!unsendable}
            aria-describedby={report.loaded && unsendable ? unsendableId : undefined}
          >
            Email report
          </Button>
          {report.loaded && unsendable && (
            <Typography id={unsendableId} variant="body2" color="text.secondary">
              {unsendable}
            </Typography>
          )}
        </Box>
      )}
      {dialog === 'rate' && (
        <SkillReportEditorDialog
          lessonId={lesson.id}
          studentId={student.studentId}
          subject={subject}
          skills={props.skills}
          report={saved}
          onClose={() => setDialog(null)}
          onSaved={() => report.refetch()}
        />
      )}
      {dialog === 'email' && (
        <EmailReportDialog
          lessonId={lesson.id}
          studentId={student.studentId}
          subject={subject}
          student={student}
          onClose={() => setDialog(null)}
          onSent={() => report.refetch()}
        />
      )}
    </Paper>
  );
}
