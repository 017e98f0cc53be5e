// Timesheets (Scheduling): a pay period's minutes and pay per instructor, line by line, with the
// corrections of earlier approved periods; an Admin approves a period that is over (it is then
// locked) and exports it for payroll. An instructor sees only their own timesheet. The period is
// kept in the address (?period=first day).
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatCents } from '../../../domain/currency.ts';
import { DATE_TIME_FORMAT, formatDate } from '../../../domain/date-format.ts';
import { can } from '../../../domain/permissions.ts';
import { SCHEDULE_BLOCK_TYPE_LABELS } from '../../../domain/scheduling/lesson-enums.ts';
import { PAY_PERIOD_LENGTH_LABELS } from '../../../domain/timesheets/pay-period.ts';
import type { TimesheetPeriodQuery } from '../../gql/graphql.ts';
import { ListResultsStatus } from '../../ui/list-results-status.tsx';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import { downloadCsv } from '../ledger/download.ts';
import { TimesheetLinesDialog } from './timesheet-lines-dialog.tsx';
import { TimesheetSettingsDialog } from './timesheet-settings-dialog.tsx';
import { formatMinutes, formatPeriod } from './timesheet-text.ts';
import { timesheetsCsv } from './timesheets-csv.ts';
import {
  APPROVE_TIMESHEET_PERIOD_MUTATION,
  PAY_PERIODS_QUERY,
  TIMESHEET_PERIOD_QUERY,
} from './timesheets.queries.ts';

const RESULTS_ID = 'timesheets-results';
type Sheet = TimesheetPeriodQuery['timesheetPeriod']['timesheets'][number];

function SheetCard(props: { sheet: Sheet; onOpen: () => void }) {
  const { sheet } = props;
  const corrections = sheet.lines.filter((line) => line.correctsPeriodStart !== null).length;
  return (
    <Paper component="li" variant="outlined" sx={{ listStyle: 'none', p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography component="h3" sx={{ fontWeight: 600 }}>
          {sheet.instructorName}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{formatCents(sheet.totalPayCents)}</Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Teaching {formatMinutes(sheet.teachingMinutes)} · {formatCents(sheet.teachingPayCents)}
        {' · '}Non-teaching {formatMinutes(sheet.nonTeachingMinutes)} ·{' '}
        {formatCents(sheet.nonTeachingPayCents)}
        {corrections > 0 ? ` · ${corrections} correction${corrections === 1 ? '' : 's'}` : ''}
      </Typography>
      <Button
        size="small"
        sx={{ mt: 1 }}
        onClick={props.onOpen}
        aria-label={`Lines of ${sheet.instructorName}`}
      >
        Lines
      </Button>
    </Paper>
  );
}

export function TimesheetsPage() {
  const user = useStaffUser();
  const { reportMutation } = useSnackbar();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<Sheet | null>(null);
  const [dialog, setDialog] = useState<'approve' | 'settings' | null>(null);
  const periods = useQuery(PAY_PERIODS_QUERY, { variables: { count: 26 } });
  const list = periods.data?.payPeriods ?? [];
  // Payroll wants the last period that is over; the current one is still running.
  const fallback = list.find((period) => period.isComplete) ?? list[0];
  const chosen = list.find((period) => period.start === params.get('period')) ?? fallback;
  const sheets = useQuery(TIMESHEET_PERIOD_QUERY, {
    variables: { start: chosen?.start ?? '', end: chosen?.end ?? '' },
    skip: !chosen,
  });
  const [approve, { loading: approving }] = useMutation(APPROVE_TIMESHEET_PERIOD_MUTATION);
  const view = sheets.data?.timesheetPeriod;
  const settings = periods.data?.timesheetSettings;
  const payReader = can(user.roles, 'instructors.readPay');

  const choose = (start: string) => {
    const next = new URLSearchParams(params);
    next.set('period', start);
    setParams(next, { replace: true });
  };
  const exportCsv = () => {
    if (!view) return;
    const csv = timesheetsCsv({ ...view, approved: view.approval !== null }, view.timesheets);
    downloadCsv(csv, `timesheets-${view.start}-to-${view.end}.csv`);
  };
  async function confirmApprove() {
    if (!view) return;
    const done = await reportMutation(
      approve({ variables: { input: { start: view.start, end: view.end } } }),
      { success: `The period ${formatPeriod(view)} is approved and locked.` },
    );
    if (done) {
      setDialog(null);
      await Promise.all([sheets.refetch(), periods.refetch()]);
    }
  }

  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {payReader ? 'Timesheets' : 'My timesheets'}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
        Lessons are paid at the teaching rate, at their recorded length (no-shows included,
        cancelled lessons never).
        {settings
          ? ` Paid besides lessons: ${
              settings.paidBlockTypes
                .map((type) => SCHEDULE_BLOCK_TYPE_LABELS[type].toLowerCase())
                .join(', ') || 'nothing'
            }. Pay periods: ${PAY_PERIOD_LENGTH_LABELS[settings.periodLength].toLowerCase()}, by the school's days.`
          : ''}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <TextField
          select
          label="Pay period"
          size="small"
          value={chosen?.start ?? ''}
          onChange={(event) => choose(event.target.value)}
          sx={{ minWidth: { xs: '100%', sm: 320 } }}
        >
          {list.map((period) => (
            <MenuItem key={period.start} value={period.start}>
              {formatPeriod(period)} ·{' '}
              {period.approval ? 'approved' : period.isComplete ? 'open' : 'current'}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" onClick={exportCsv} disabled={!view}>
          Export CSV
        </Button>
        {can(user.roles, 'timesheets.approve') && view && !view.approval && (
          <Button
            variant="contained"
            onClick={() => setDialog('approve')}
            disabled={!view.isComplete}
          >
            Approve period
          </Button>
        )}
        {can(user.roles, 'timesheets.configure') && settings && (
          <Button onClick={() => setDialog('settings')}>Pay period setting</Button>
        )}
      </Box>
      {view && (
        <Typography sx={{ mb: 2 }}>
          {view.approval
            ? `Approved ${formatDate(view.approval.approvedAt, DATE_TIME_FORMAT)} by ${view.approval.approvedByName}: locked; later changes show as corrections in the next open period.`
            : view.isComplete
              ? 'Open: computed from the schedule as it is now, until an administrator approves it.'
              : 'Current period: lessons count once they have ended.'}
        </Typography>
      )}
      <ListResultsStatus
        headingId={RESULTS_ID}
        heading="Instructors"
        summary={
          view
            ? `${view.timesheets.length} instructor${view.timesheets.length === 1 ? '' : 's'} · total ${formatCents(view.totalPayCents)}`
            : 'Loading timesheets…'
        }
        loading={sheets.loading || periods.loading}
        rowsName="timesheets"
        errorText="The timesheets could not be loaded."
        error={sheets.error ?? periods.error}
        onRetry={() => void sheets.refetch()}
      />
      <Stack component="ul" aria-labelledby={RESULTS_ID} spacing={1.5} sx={{ p: 0, m: 0 }}>
        {(view?.timesheets ?? []).map((sheet) => (
          <SheetCard key={sheet.instructorId} sheet={sheet} onOpen={() => setOpen(sheet)} />
        ))}
      </Stack>
      {view && view.timesheets.length === 0 && (
        <Typography color="text.secondary">Nothing to pay in this period.</Typography>
      )}
      {open && view && (
        <TimesheetLinesDialog sheet={open} period={view} onClose={() => setOpen(null)} />
      )}
      {dialog === 'approve' && view && (
        <FormDialog
          title={`Approve ${formatPeriod(view)}?`}
          busy={approving}
          onClose={() => setDialog(null)}
          onSubmit={(event) => {
            event.preventDefault();
            return confirmApprove();
          }}
          submitLabel="Approve"
        >
          <Typography>
            {view.timesheets.length} timesheets, {formatCents(view.totalPayCents)} in all, are
            stored as they are now and the period is locked. Later changes to its lessons show as
            corrections in the next open period.
          </Typography>
        </FormDialog>
      )}
      {dialog === 'settings' && settings && (
        <TimesheetSettingsDialog
          settings={settings}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            void periods.refetch();
            void sheets.refetch();
          }}
        />
      )}
    </>
  );
}
