// The states of the two queues staff watch on the Operations screens, with the words they read.

/** A background job as the Jobs screen shows it (pg-boss's created and retry are "queued"). */
export const JOB_STATES = ['queued', 'active', 'failed', 'completed', 'cancelled'] as const;
export type JobState = (typeof JOB_STATES)[number];

export const JOB_STATE_LABELS: Readonly<Record<JobState, string>> = {
  queued: 'Queued',
  active: 'Running',
  failed: 'Failed',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/**
 * An outbox message: queued (waiting for the send job, or being sent), sent (accepted by the
 * transport), failed (gave up after retries), held (no transport configured for its channel).
 */
export const OUTBOX_STATUSES = ['queued', 'sent', 'failed', 'held'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const OUTBOX_STATUS_LABELS: Readonly<Record<OutboxStatus, string>> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
  held: 'Held',
};
