// A student's driving-skill reports as one table: a row per skill, a column per lesson (newest
// first), each cell the rating's label with a small scale. On a phone the table scrolls sideways
// with the skill names kept in view. A report with nothing rated cannot be emailed: its button
// is disabled and says why.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DATE_FORMAT, DATE_TIME_FORMAT, formatDate } from '../../../domain/date-format.ts';
import { reportEmailRefusal } from '../../../domain/scheduling/skill-report-sendable.ts';
import { RatingScale } from './rating-scale.tsx';
import type { DrivingSkillView, SkillReportView } from './skill-reports.queries.ts';

export const lessonDate = (report: SkillReportView) =>
  formatDate(report.lesson.startTime, DATE_FORMAT, report.lesson.timeZone);

export function SkillReportsTable(props: {
  captionId: string;
  skills: readonly DrivingSkillView[];
  reports: readonly SkillReportView[];
  canWrite: boolean;
  onEdit: (report: SkillReportView) => void;
  onEmail: (report: SkillReportView) => void;
}) {
  const rated = new Set(
    props.reports.flatMap((report) => report.ratings.map((r) => r.drivingSkillId)),
  );
  // Every skill in report order; a skill renamed or added later still lines up by id.
  const rows = props.skills.filter((skill) => rated.has(skill.id));
  const sticky = { position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 } as const;
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-labelledby={props.captionId}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col" sx={{ ...sticky, minWidth: 140 }}>
              Skill
            </TableCell>
            {props.reports.map((report) => (
              <TableCell
                key={report.id}
                component="th"
                scope="col"
                sx={{ verticalAlign: 'top', minWidth: 170 }}
              >
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {lessonDate(report)}
                </Typography>
                <Typography variant="body2">{report.lesson.lessonTypeLabel}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {report.lesson.instructorName}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {report.lastEmailSent
                    ? `Emailed ${formatDate(report.lastEmailSent, DATE_TIME_FORMAT, report.lesson.timeZone)}`
                    : 'Not emailed'}
                </Typography>
                {props.canWrite && (
                  <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
                    <Button
                      size="small"
                      variant="outlined"
                      onClick={() => props.onEdit(report)}
                      aria-label={`Edit ratings of ${lessonDate(report)}`}
                    >
                      Edit
                    </Button>
                    <Button
                      size="small"
                      variant="outlined"
                      onClick={() => props.onEmail(report)}
                      disabled={!!reportEmailRefusal(report)}
                      aria-label={`Email report of ${lessonDate(report)}`}
                      aria-describedby={
                        reportEmailRefusal(report) ? `${report.id}-email-refusal` : undefined
                      }
                    >
                      Email
                    </Button>
                  </Box>
                )}
                {props.canWrite && reportEmailRefusal(report) && (
                  <Typography
                    id={`${report.id}-email-refusal`}
                    variant="body2"
                    color="text.secondary"
                    sx={{ mt: 0.5 }}
                  >
                    {reportEmailRefusal(report)}
                  </Typography>
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((skill) => (
            <TableRow key={skill.id}>
              <TableCell component="th" scope="row" sx={sticky}>
                {skill.label}
              </TableCell>
              {props.reports.map((report) => {
                const entry = report.ratings.find((r) => r.drivingSkillId === skill.id);
                return (
                  <TableCell key={report.id}>
                    {entry ? (
                      <RatingScale rating={entry.rating} value={entry.value} />
                    ) : (
                      <Typography variant="body2" color="text.secondary">
                        Not rated
                      </Typography>
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
