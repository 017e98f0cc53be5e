// Which reminder a lesson is due (docs/messages.md "Reminders"): 72 hours and 24 hours before it
// starts. A reminder is due from its moment until the next one's (the 72-hour one until 24 hours
// before, the 24-hour one until the start), so a run that was late still sends it and a run that
// was very late sends only the nearer one. A lesson booked after a reminder's moment does not get
// it: its confirmation has just said the same. Cancelled lessons get none. That each is sent once
// is the server's part (a row per lesson, reminder and start time).

export const REMINDER_KINDS = ['72h', '24h'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export const REMINDER_HOURS: Record<ReminderKind, number> = { '72h': 72, '24h': 24 };

export interface ReminderCandidate {
  startTime: Date;
  bookedAt: Date;
  cancelledAt: Date | null;
}

const HOUR = 3_600_000;

/** The reminder this lesson is due now, or null. */
export function dueReminder(lesson: ReminderCandidate, now: Date): ReminderKind | null {
  if (lesson.cancelledAt) return null;
  const start = lesson.startTime.getTime();
  const at = now.getTime();
  if (at >= start) return null;
  // Nearest first: within 24 hours only the 24-hour reminder is due.
  const ordered = [...REMINDER_KINDS].sort((a, b) => REMINDER_HOURS[a] - REMINDER_HOURS[b]);
  for (const kind of ordered) {
    const moment = start - REMINDER_HOURS[kind] * HOUR;
    if (at < moment) continue;
    return lesson.bookedAt.getTime() <= moment ? kind : null;
  }
  return null;
}

/** How far ahead the reminder run looks: the earliest reminder's distance. */
export const REMINDER_HORIZON_HOURS = Math.max(...Object.values(REMINDER_HOURS));
