// The legal and permissions enumerations of a student record (SPEC §4).

/** Where the student's contract (the signed legal form) stands. */
export const LEGAL_FORM_STATUSES = ['Issue', 'NotSent', 'Sent', 'Signed'] as const;

/** Whether the student transferred in from another school, and how far the paperwork is. */
export const TRANSFER_STATUSES = ['No', 'YesMissingPaperwork', 'YesPaperWorkComplete'] as const;

/** What a transfer student brings: the course, the behind-the-wheel (car) hours, or both. */
export const TRANSFER_TYPES = ['Both', 'CarOnly', 'CourseOnly'] as const;
