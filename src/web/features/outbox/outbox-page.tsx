// Outbox (Operations): every email and SMS the platform sent or tried to, newest first, by status
// and channel (in the address). Shows recipient, subject, status, attempts and the last error;
// opens a message's body; resends a sent, failed or held one as a new copy.
import { useMutation, useQuery } from '@apollo/client/react';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DATE_TIME_FORMAT, formatDate } from '../../../domain/date-format.ts';
import { OUTBOX_STATUS_LABELS } from '../../../domain/operations-states.ts';
import type { OutboxChannel, OutboxStatus } from '../../gql/graphql.ts';
import { CardList, RecordCard, RowActions, type RowAction } from '../../ui/card-list.tsx';
import { choiceFilter } from '../../ui/list-address.ts';
import { ChoiceFilter, ListFilters } from '../../ui/list-filters.tsx';
import { ListPageHeader } from '../../ui/list-page-header.tsx';
import { pageQueryOf } from '../../ui/list-paging.ts';
import { PagedListResults } from '../../ui/list-paged-results.tsx';
import { pageOf } from '../../ui/list-results.tsx';
import { RecordTable, useWideScreen } from '../../ui/record-table.tsx';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { useListAddress } from '../../ui/use-list-address.ts';
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

/** ?status=failed&channel=sms; every status and channel when absent. */
const OUTBOX_FILTERS = { status: choiceFilter(STATUSES), channel: choiceFilter(CHANNELS) };

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

const when = (value: string) => formatDate(value, DATE_TIME_FORMAT);

const statusChip = (message: MessageRow) => (
  <Chip
    size="small"
    label={OUTBOX_STATUS_LABELS[message.status]}
    color={STATUS_COLORS[message.status]}
  />
);

export function OutboxPage() {
  const wide = useWideScreen();
  const address = useListAddress(OUTBOX_FILTERS);
  const { status, channel } = address.view;
  const { reportMutation } = useSnackbar();
  const query = useQuery(OUTBOX_QUERY, {
    variables: { status, channel, pageQuery: pageQueryOf(address.view) },
    fetchPolicy: 'cache-and-network',
  });
  const [resend, resendState] = useMutation(RESEND_OUTBOX_MESSAGE_MUTATION);
  const [viewing, setViewing] = useState<string | null>(null);
  const { rows: messages, total } = pageOf<MessageRow>(
    (query.data ?? query.previousData)?.outboxMessages,
  );

  async function resendMessage(message: MessageRow) {
    const result = await reportMutation(resend({ variables: { id: message.id } }), {
      success: `A copy of “${message.subject}” was queued for ${message.to}.`,
    });
    if (result) await query.refetch();
  }

  const buttons = (message: MessageRow, sx?: { mt?: number; flexWrap?: 'nowrap' }) => {
    const actions: (RowAction | false)[] = [
      { label: 'View', onClick: () => setViewing(message.id) },
      // A queued message is still to be sent: nothing to resend yet.
      message.status !== 'queued' && {
        label: 'Resend',
        look: 'main',
        disabled: resendState.loading,
        onClick: () => void resendMessage(message),
      },
    ];
    return <RowActions name={`${message.subject} to ${message.to}`} actions={actions} sx={sx} />;
  };

  return (
    <>
      <ListPageHeader
        title="Outbox"
        description="Every email and text message, written here before it is sent. Held messages wait for a transport to be configured (text messages are held until an SMS provider is connected)."
      />
      <ListFilters label="Filter messages">
        <ChoiceFilter
          label="Status"
          value={status}
          values={STATUSES}
          labelOf={(value) => OUTBOX_STATUS_LABELS[value]}
          allLabel="All"
          minWidth={160}
          onChange={(value) => address.filter({ status: value })}
        />
        <ChoiceFilter
          label="Channel"
          value={channel}
          values={CHANNELS}
          labelOf={(value) => CHANNEL_LABELS[value]}
          allLabel="All"
          minWidth={160}
          onChange={(value) => address.filter({ channel: value })}
        />
      </ListFilters>
      <PagedListResults
        heading="Messages"
        noun={{ one: 'message', many: 'messages' }}
        query={query}
        rows={messages}
        paging={address.view}
        total={total}
        onPage={address.page}
      >
        {messages &&
          (wide ? (
            <RecordTable
              rows={messages}
              columns={[
                {
                  label: 'Recipient',
                  sx: { overflowWrap: 'anywhere' },
                  cell: (message) => (
                    <>
                      {message.to}
                      <Typography variant="body2" color="text.secondary">
                        {CHANNEL_LABELS[message.channel]}
                        {message.resentFromId ? ' · resent copy' : ''}
                      </Typography>
                    </>
                  ),
                },
                { label: 'Subject', cell: (message) => message.subject },
                { label: 'Status', cell: statusChip },
                { label: 'Attempts', cell: (message) => message.attempts },
                {
                  label: 'Last error',
                  sx: { overflowWrap: 'anywhere', maxWidth: 260 },
                  cell: (message) => message.lastError ?? '—',
                },
                { label: 'Created', cell: (message) => when(message.createdAt) },
                { label: 'Actions', cell: (message) => buttons(message, { flexWrap: 'nowrap' }) },
              ]}
            />
          ) : (
            <CardList single>
              {messages.map((message) => (
                <RecordCard
                  key={message.id}
                  title={message.subject}
                  badges={statusChip(message)}
                  actions={buttons(message, { mt: 1 })}
                >
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
                </RecordCard>
              ))}
            </CardList>
          ))}
      </PagedListResults>
      {viewing && <OutboxMessageDialog id={viewing} onClose={() => setViewing(null)} />}
    </>
  );
}
