// Where a waiting-list entry stands (docs/waitlist.md), with the words people read for each.
export const WAITLIST_STATUSES = ['Waiting', 'Offered', 'Booked', 'Expired', 'Cancelled'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

export const WAITLIST_STATUS_LABELS: Readonly<Record<WaitlistStatus, string>> = {
  Waiting: 'Waiting',
  Offered: 'Time offered',
  Booked: 'Booked',
  Expired: 'Ended: date passed',
  Cancelled: 'Cancelled',
};

/** Statuses still in the line: a new time may be offered to them, staff act on them. */
export const OPEN_WAITLIST_STATUSES: readonly WaitlistStatus[] = ['Waiting', 'Offered'];

/** How long a time offered from the waiting list stays held for the customer. */
export const WAITLIST_OFFER_MINUTES = 60;
