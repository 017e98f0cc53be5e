// The legal and permissions enumerations of a student record (SPEC §4).

/** Where the student's contract (the signed legal form) stands. */
export const LEGAL_FORM_STATUSES = ['Issue', 'NotSent', 'Sent', 'Signed'] as const;
export type LegalFormStatus = (typeof LEGAL_FORM_STATUSES)[number];

export const LEGAL_FORM_STATUS_LABELS: Readonly<Record<LegalFormStatus, string>> = {
  NotSent: 'Not sent',
  Sent: 'Sent',
  Signed: 'Signed',
  Issue: 'Issue',
};

/** Whether the student transferred in from another school, and how far the paperwork is. */
export const TRANSFER_STATUSES = ['No', 'YesMissingPaperwork', 'YesPaperWorkComplete'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

export const TRANSFER_STATUS_LABELS: Readonly<Record<TransferStatus, string>> = {
  No: 'No',
  YesMissingPaperwork: 'Yes, paperwork missing',
  YesPaperWorkComplete: 'Yes, paperwork complete',
};

/** What a transfer student brings: the course, the behind-the-wheel (car) hours, or both. */
export const TRANSFER_TYPES = ['Both', 'CarOnly', 'CourseOnly'] as const;
export type TransferType = (typeof TRANSFER_TYPES)[number];

export const TRANSFER_TYPE_LABELS: Readonly<Record<TransferType, string>> = {
  Both: 'Course and car',
  CourseOnly: 'Course only',
  CarOnly: 'Car only',
};
