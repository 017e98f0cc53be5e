// Outbox (Operations): every email and SMS the platform sent or tried to, newest first, by status
// and channel (in the address). Shows recipient, subject, status, attempts and the last error;
// opens a message's body; resends a sent, failed or held one as a new copy.
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DATE_TIME_FORMAT, formatDate } from '../../../domain/date-format.ts';
import type { OutboxChannel, OutboxStatus } from '../../gql/graphql.ts';
import { ListPagination } from '../../ui/list-pagination.tsx';
import { pageQueryOf, pagingSummary, readPaging, writePaging } from '../../ui/list-paging.ts';
import { OUTBOX_STATUS_LABELS } from '../../../domain/operations-states.ts';
import { ListResultsStatus } from '../../ui/list-results-status.tsx';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { OutboxMessageDialog } from './outbox-message-dialog.tsx';
import { OUTBOX_QUERY, RESEND_OUTBOX_MESSAGE_MUTATION } from './outbox.queries.ts';

const STATUSES: OutboxStatus[] = ['queued', 'sent', 'held', 'failed'];
const CHANNELS: OutboxChannel[] = ['email', 'sms'];
const CHANNEL_LABELS: Record<OutboxChannel, string> = { email: 'Email', sms: 'SMS' };
const STATUS_COLORS = {
  queued: 'default',
  sent: 'success',
  // warning's orange does not reach 4.5:1 behind the chip's label
  held: 'primary',
  failed: 'error',
} as const;
const HEADING_ID = 'outbox-results';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

interface MessageRow {
  id: string;
  channel: OutboxChannel;
  to: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  lastError?: string | null;
  createdAt: string;
  resentFromId?: string | null;
}

export function OutboxPage() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [params, setParams] = useSearchParams();
  const status = oneOf(STATUSES, params.get('status'));
  const channel = oneOf(CHANNELS, params.get('channel'));
  const paging = readPaging(params);
  const { reportMutation } = useSnackbar();
  const { data, previousData, loading, error, refetch } = useQuery(OUTBOX_QUERY, {
    variables: { status: status ?? null, channel: channel ?? null, pageQuery: pageQueryOf(paging) },
    fetchPolicy: 'cache-and-network',
  });
  const [resend, resendState] = useMutation(RESEND_OUTBOX_MESSAGE_MUTATION);
  const [viewing, setViewing] = useState<string | null>(null);
  const connection = (data ?? previousData)?.outboxMessages;
  const messages: MessageRow[] = connection?.edges.map((edge) => edge.node) ?? [];
  const total = connection?.totalCount ?? 0;

  const setFilter = (key: 'status' | 'channel', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(writePaging(next, { ...paging, page: 0 }), { preventScrollReset: true });
  };

  async function resendMessage(message: MessageRow) {
    const result = await reportMutation(resend({ variables: { id: message.id } }), {
      success: `A copy of “${message.subject}” was queued for ${message.to}.`,
    });
    if (result) await refetch();
  }

  const when = (value: string) => formatDate(value, DATE_TIME_FORMAT);
  const canResend = (message: MessageRow) => message.status !== 'queued';
  const buttons = (message: MessageRow) => (
    <Stack direction="row" spacing={1} sx={{ justifyContent: wide ? 'flex-end' : 'flex-start' }}>
      <Button
        size="small"
        onClick={() => setViewing(message.id)}
        aria-label={`View ${message.subject} to ${message.to}`}
      >
        View
      </Button>
      {canResend(message) && (
        <Button
          size="small"
          variant="outlined"
          disabled={resendState.loading}
          onClick={() => void resendMessage(message)}
          aria-label={`Resend ${message.subject} to ${message.to}`}
        >
          Resend
        </Button>
      )}
    </Stack>
  );
  const statusChip = (message: MessageRow) => (
    <Chip
      size="small"
      label={OUTBOX_STATUS_LABELS[message.status]}
      color={STATUS_COLORS[message.status]}
    />
  );

  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Outbox
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Every email and text message, written here before it is sent. Held messages wait for a
        transport to be configured (text messages are held until an SMS provider is connected).
      </Typography>
      <Box
        component="form"
        role="search"
        aria-label="Filter messages"
        onSubmit={(event) => event.preventDefault()}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}
      >
        <TextField
          select
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          label="Status"
          value={status ?? ''}
          onChange={(event) => setFilter('status', event.target.value)}
          sx={{ minWidth: 160 }}
        >
          <option value="">All</option>
          {STATUSES.map((value) => (
            <option key={value} value={value}>
              {OUTBOX_STATUS_LABELS[value]}
            </option>
          ))}
        </TextField>
        <TextField
          select
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          label="Channel"
          value={channel ?? ''}
          onChange={(event) => setFilter('channel', event.target.value)}
          sx={{ minWidth: 160 }}
        >
          <option value="">All</option>
          {CHANNELS.map((value) => (
            <option key={value} value={value}>
              {CHANNEL_LABELS[value]}
            </option>
          ))}
        </TextField>
      </Box>
      <ListResultsStatus
        headingId={HEADING_ID}
        heading="Messages"
        summary={pagingSummary(paging, messages.length, total, {
          one: 'message',
          many: 'messages',
        })}
        loading={loading}
        rowsName="messages"
        errorText="The messages could not be loaded."
        error={error}
        onRetry={() => void refetch()}
      />
      {messages.length > 0 &&
        (wide ? (
          <Table aria-labelledby={HEADING_ID}>
            <TableHead>
              <TableRow>
                <TableCell>Recipient</TableCell>
                <TableCell>Subject</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Attempts</TableCell>
                <TableCell>Last error</TableCell>
                <TableCell>Created</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {messages.map((message) => (
                <TableRow key={message.id}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {message.to}
                    <Typography variant="body2" color="text.secondary">
                      {CHANNEL_LABELS[message.channel]}
                      {message.resentFromId ? ' · resent copy' : ''}
                    </Typography>
                  </TableCell>
                  <TableCell>{message.subject}</TableCell>
                  <TableCell>{statusChip(message)}</TableCell>
                  <TableCell align="right">{message.attempts}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere', maxWidth: 260 }}>
                    {message.lastError ?? '—'}
                  </TableCell>
                  <TableCell>{when(message.createdAt)}</TableCell>
                  <TableCell align="right">{buttons(message)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <Stack
            component="ul"
            spacing={2}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
            aria-labelledby={HEADING_ID}
          >
            {messages.map((message) => (
              <li key={message.id}>
                <Card variant="outlined">
                  <CardContent>
                    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 0.5 }}>
                      <Typography variant="h3" sx={{ fontSize: '1rem', flexGrow: 1 }}>
                        {message.subject}
                      </Typography>
                      {statusChip(message)}
                    </Box>
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      {CHANNEL_LABELS[message.channel]} to {message.to}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {when(message.createdAt)} · {message.attempts}{' '}
                      {message.attempts === 1 ? 'attempt' : 'attempts'}
                      {message.resentFromId ? ' · resent copy' : ''}
                    </Typography>
                    {message.lastError && (
                      <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
                        {message.lastError}
                      </Typography>
                    )}
                    <Box sx={{ mt: 1 }}>{buttons(message)}</Box>
                  </CardContent>
                </Card>
              </li>
            ))}
          </Stack>
        ))}
      <ListPagination
        paging={paging}
        total={total}
        rowsName="messages"
        onChange={(next) =>
          setParams(writePaging(new URLSearchParams(params), next), { preventScrollReset: true })
        }
      />
      {viewing && <OutboxMessageDialog id={viewing} onClose={() => setViewing(null)} />}
    </>
  );
}
