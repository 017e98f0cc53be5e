/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AddStudentInput = {
  acceptTOS?: boolean | null | undefined;
  address?: StudentAddressInput | null | undefined;
  contractStatus?: LegalFormStatus | null | undefined;
  /** YYYY-MM-DD, not in the future. */
  dob?: string | null | undefined;
  email?: string | null | undefined;
  licenseExpirationDate?: string | null | undefined;
  licenseIssueDate?: string | null | undefined;
  licenseNumber?: string | null | undefined;
  name: string;
  observerApproved?: boolean | null | undefined;
  parentEmail?: string | null | undefined;
  parentName?: string | null | undefined;
  preferredPronoun?: string | null | undefined;
  previousHours?: number | null | undefined;
  privateApproved?: boolean | null | undefined;
  /** Links the sign-in account with this email; null unlinks. */
  signInEmail?: string | null | undefined;
  smsOptIn?: boolean | null | undefined;
  stripeCustomerId?: string | null | undefined;
  transferStatus?: TransferStatus | null | undefined;
  transferType?: TransferType | null | undefined;
  usStateId?: string | null | undefined;
};

export type AuditAction =
  | 'Create'
  | 'Delete'
  | 'Unknown'
  | 'Update';

export type AuditCollection =
  | 'InstructorAvailsV2'
  | 'InstructorReviewsV2'
  | 'Instructors'
  | 'LessonSlotsV2'
  | 'Users'
  | 'Vehicles'
  | 'Vouchers';

export type AuditLogQuery = {
  action?: AuditAction | null | undefined;
  collectionName?: AuditCollection | null | undefined;
  collectionPath?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  updatedById?: string | number | null | undefined;
};

/** Without id: a new alert on studentId. With id: edits that alert. */
export type BookingAlertInput = {
  id?: string | number | null | undefined;
  studentId?: string | number | null | undefined;
  text: string;
};

export type ChangeValueType =
  | 'DateTime'
  | 'Float'
  | 'Int'
  | 'String';

export type ChargeInput = {
  amountCents: number;
  /** The ledger version you saw; stale → LEDGER_OUT_OF_SYNC. */
  expectedVersion?: number | null | undefined;
  /** Same key again → the first answer, nothing new written. */
  idempotencyKey: string;
  lessonId?: string | number | null | undefined;
  note?: string | null | undefined;
  paymentMethod: PaymentMethod;
  paymentReference?: string | null | undefined;
  studentId: string | number;
};

export type CreateProductInput = {
  components?: Array<ProductComponentInput> | null | undefined;
  description?: string | null | undefined;
  name: string;
  type: ProductType;
};

export type ExpireProductsInput = {
  /** The ledger version you saw; stale → LEDGER_OUT_OF_SYNC. */
  expectedVersion?: number | null | undefined;
  /** Same key again → the first answer, nothing new written. */
  idempotencyKey: string;
  items?: Array<LedgerItemInput> | null | undefined;
  note?: string | null | undefined;
  studentId: string | number;
};

/** purchase, or one of the ledger action kinds of the specification. */
export type LedgerEntryKind =
  | 'cancelLesson'
  | 'charge'
  | 'editPurchase'
  | 'expireProducts'
  | 'purchase'
  | 'refund'
  | 'removeStudentFromLesson'
  | 'scheduleLesson'
  | 'scheduleMultipleLessons'
  | 'transferAccount'
  | 'transferExpiration'
  | 'transferLesson'
  | 'transferPurchase'
  | 'updateLesson'
  | 'voidExpiration'
  | 'voidPurchase'
  | 'voidRefund';

export type LedgerItemInput = {
  productId: string | number;
  quantity: number;
};

export type LedgerLogType =
  | 'Expiration'
  | 'IncomingPurchaseTransfer'
  | 'OutgoingPurchaseTransfer'
  | 'Purchase'
  | 'Refund';

/** auto: written by a scheduled job; manual: by staff or on their behalf. */
export type LedgerOrigin =
  | 'auto'
  | 'manual';

export type LegalFormStatus =
  | 'Issue'
  | 'NotSent'
  | 'Sent'
  | 'Signed';

/** Which entries of a change log or ledger to show. */
export type LogFilter =
  | 'All'
  | 'Auto'
  | 'Cancels'
  | 'Manual';

/** Without id: a new note on studentId. With id: edits that note. */
export type NoteInput = {
  id?: string | number | null | undefined;
  isHiddenFromInstructorView?: boolean | null | undefined;
  isPinned?: boolean | null | undefined;
  studentId?: string | number | null | undefined;
  text: string;
};

/** Which page of a list: `first` rows after the cursor `after`, or after `skip` rows. */
export type PageQuery = {
  after?: string | null | undefined;
  first?: number | null | undefined;
  skip?: number | null | undefined;
};

export type PaymentMethod =
  | 'acquisition'
  | 'cash'
  | 'cashCheck'
  | 'charter'
  | 'check'
  | 'complimentary'
  | 'corporate'
  | 'notApplicable'
  | 'paypal'
  | 'stripe'
  | 'transfer'
  | 'voucher';

export type ProductComponentInput = {
  productId: string | number;
  quantity: number;
};

export type ProductFilter = {
  includeArchived?: boolean | null | undefined;
  type?: ProductType | null | undefined;
};

export type ProductType =
  | 'course'
  | 'drivingMinute'
  | 'fee'
  | 'homePickup'
  | 'observationMinute'
  | 'package';

export type PurchaseInput = {
  amountCents: number;
  /** The ledger version you saw; stale → LEDGER_OUT_OF_SYNC. */
  expectedVersion?: number | null | undefined;
  expiresAt: string;
  /** Same key again → the first answer, nothing new written. */
  idempotencyKey: string;
  items: Array<LedgerItemInput>;
  note?: string | null | undefined;
  paymentMethod: PaymentMethod;
  paymentReference?: string | null | undefined;
  studentId: string | number;
};

export type RefundInput = {
  amountCents: number;
  /** The ledger version you saw; stale → LEDGER_OUT_OF_SYNC. */
  expectedVersion?: number | null | undefined;
  /** Same key again → the first answer, nothing new written. */
  idempotencyKey: string;
  items?: Array<LedgerItemInput> | null | undefined;
  note?: string | null | undefined;
  paymentMethod?: PaymentMethod | null | undefined;
  purchaseId: string | number;
  studentId: string | number;
};

export type StaffRole =
  | 'Admin'
  | 'ClassroomManager'
  | 'Instructor'
  | 'RegionalManager'
  | 'SyncCheckAdmin'
  | 'Trainee';

/** Only the fields sent change; an empty string or null clears one. */
export type StudentAddressInput = {
  address?: string | null | undefined;
  city?: string | null | undefined;
  phone?: string | null | undefined;
  secondaryPhone?: string | null | undefined;
  /** Two-letter US state code. */
  state?: string | null | undefined;
  /** 12345 or 12345-6789. */
  zipcode?: string | null | undefined;
};

export type TransferPurchaseInput = {
  /** The ledger version you saw; stale → LEDGER_OUT_OF_SYNC. */
  expectedVersion?: number | null | undefined;
  fromStudentId: string | number;
  /** Same key again → the first answer, nothing new written. */
  idempotencyKey: string;
  items: Array<LedgerItemInput>;
  note?: string | null | undefined;
  toStudentId: string | number;
};

export type TransferStatus =
  | 'No'
  | 'YesMissingPaperwork'
  | 'YesPaperWorkComplete';

export type TransferType =
  | 'Both'
  | 'CarOnly'
  | 'CourseOnly';

export type UpdateProductInput = {
  components?: Array<ProductComponentInput> | null | undefined;
  description?: string | null | undefined;
  id: string | number;
  isArchived?: boolean | null | undefined;
  name?: string | null | undefined;
  type?: ProductType | null | undefined;
};

/** Only the fields sent change; null clears an optional field. */
export type UpdateStudentInput = {
  acceptTOS?: boolean | null | undefined;
  address?: StudentAddressInput | null | undefined;
  contractStatus?: LegalFormStatus | null | undefined;
  /** YYYY-MM-DD, not in the future. */
  dob?: string | null | undefined;
  email?: string | null | undefined;
  id: string | number;
  /** Soft delete (or restore). */
  isDeleted?: boolean | null | undefined;
  licenseExpirationDate?: string | null | undefined;
  licenseIssueDate?: string | null | undefined;
  licenseNumber?: string | null | undefined;
  name?: string | null | undefined;
  observerApproved?: boolean | null | undefined;
  parentEmail?: string | null | undefined;
  parentName?: string | null | undefined;
  preferredPronoun?: string | null | undefined;
  previousHours?: number | null | undefined;
  privateApproved?: boolean | null | undefined;
  /** Links the sign-in account with this email; null unlinks. */
  signInEmail?: string | null | undefined;
  smsOptIn?: boolean | null | undefined;
  stripeCustomerId?: string | null | undefined;
  transferStatus?: TransferStatus | null | undefined;
  transferType?: TransferType | null | undefined;
  usStateId?: string | null | undefined;
};

export type UserLogKind =
  | 'Auto'
  | 'Cancels'
  | 'Manual';

export type UsersWithRolesInput = {
  excludeRole?: StaffRole | null | undefined;
  /** Only these accounts, e.g. to name the ones a picker has chosen. */
  ids?: Array<string | number> | null | undefined;
  includeRole?: StaffRole | null | undefined;
  /** Words to find in the name or email. */
  term?: string | null | undefined;
};

export type VoidExpirationInput = {
  /** The ledger version you saw; stale → LEDGER_OUT_OF_SYNC. */
  expectedVersion?: number | null | undefined;
  expirationId: string | number;
  expiresAt: string;
  /** Same key again → the first answer, nothing new written. */
  idempotencyKey: string;
  note?: string | null | undefined;
  studentId: string | number;
};

export type VoidPurchaseInput = {
  /** The ledger version you saw; stale → LEDGER_OUT_OF_SYNC. */
  expectedVersion?: number | null | undefined;
  /** Same key again → the first answer, nothing new written. */
  idempotencyKey: string;
  note?: string | null | undefined;
  purchaseId: string | number;
  studentId: string | number;
};

export type VoidRefundInput = {
  /** The ledger version you saw; stale → LEDGER_OUT_OF_SYNC. */
  expectedVersion?: number | null | undefined;
  /** Same key again → the first answer, nothing new written. */
  idempotencyKey: string;
  note?: string | null | undefined;
  refundId: string | number;
  studentId: string | number;
};

export type AdminWelcomeQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminWelcomeQuery = { me: { id: string, name: string } };

export type AuditLogsQueryVariables = Exact<{
  query?: AuditLogQuery | null | undefined;
  pageQuery?: PageQuery | null | undefined;
}>;


export type AuditLogsQuery = { auditLogs: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, timestamp: string, action: AuditAction, updatedBy: { id: string | null, name: string | null, role: string | null }, collection: { name: AuditCollection, path: string }, changes: Array<{ path: string, valueType: ChangeValueType, oldValue: string | null, newValue: string | null }> } }> } };

export type AuditAuthorOptionsQueryVariables = Exact<{
  query?: UsersWithRolesInput | null | undefined;
  pageQuery?: PageQuery | null | undefined;
}>;


export type AuditAuthorOptionsQuery = { usersWithRoles: { edges: Array<{ node: { id: string, name: string, email: string } }> } };

export type LedgerTabQueryVariables = Exact<{
  studentId: string | number;
  pageQuery?: PageQuery | null | undefined;
}>;


export type LedgerTabQuery = { studentLedger: { studentId: string, version: number, fundsCents: number, balances: Array<{ quantity: number, product: { id: string, name: string, type: ProductType } }>, typeBalances: Array<{ productType: ProductType, quantity: number }>, lots: Array<{ lotId: string, quantity: number, expiresAt: string, product: { id: string, name: string, type: ProductType } }>, entries: { totalCount: number, edges: Array<{ node: { id: string, version: number, kind: LedgerEntryKind, logType: LedgerLogType | null, origin: LedgerOrigin, createdAt: string, createdByName: string, referenceEntryId: string | null, counterpartStudentId: string | null, lessonId: string | null, paymentMethod: PaymentMethod | null, paymentReference: string | null, amountCents: number, note: string | null, items: Array<{ quantity: number, product: { id: string, name: string, type: ProductType } }> | null, lines: Array<{ lotId: string, quantity: number, productType: ProductType, expiresAt: string | null, product: { id: string, name: string, type: ProductType } }> } }> } } };

export type LedgerStudentNamesQueryVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type LedgerStudentNamesQuery = { students: { edges: Array<{ node: { id: string, name: string } }> } };

export type LedgerStudentSearchQueryVariables = Exact<{
  term: string;
}>;


export type LedgerStudentSearchQuery = { students: { edges: Array<{ node: { id: string, name: string, email: string | null, parentName: string | null } }> } };

export type LedgerProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type LedgerProductsQuery = { products: { edges: Array<{ node: { id: string, name: string, type: ProductType, isArchived: boolean, components: Array<{ quantity: number, product: { id: string, name: string, type: ProductType } }> } }> } };

export type LedgerPurchaseMutationVariables = Exact<{
  input: PurchaseInput;
}>;


export type LedgerPurchaseMutation = { purchase: { replayed: boolean, entries: Array<{ id: string }> } };

export type LedgerChargeMutationVariables = Exact<{
  input: ChargeInput;
}>;


export type LedgerChargeMutation = { charge: { replayed: boolean, entries: Array<{ id: string }> } };

export type LedgerRefundMutationVariables = Exact<{
  input: RefundInput;
}>;


export type LedgerRefundMutation = { refund: { replayed: boolean, entries: Array<{ id: string }> } };

export type LedgerTransferPurchaseMutationVariables = Exact<{
  input: TransferPurchaseInput;
}>;


export type LedgerTransferPurchaseMutation = { transferPurchase: { replayed: boolean, entries: Array<{ id: string }> } };

export type LedgerVoidPurchaseMutationVariables = Exact<{
  input: VoidPurchaseInput;
}>;


export type LedgerVoidPurchaseMutation = { voidPurchase: { replayed: boolean, entries: Array<{ id: string }> } };

export type LedgerVoidRefundMutationVariables = Exact<{
  input: VoidRefundInput;
}>;


export type LedgerVoidRefundMutation = { voidRefund: { replayed: boolean, entries: Array<{ id: string }> } };

export type LedgerExpireProductsMutationVariables = Exact<{
  input: ExpireProductsInput;
}>;


export type LedgerExpireProductsMutation = { expireProducts: { replayed: boolean, entries: Array<{ id: string }> } };

export type LedgerVoidExpirationMutationVariables = Exact<{
  input: VoidExpirationInput;
}>;


export type LedgerVoidExpirationMutation = { voidExpiration: { replayed: boolean, entries: Array<{ id: string }> } };

export type ProductsQueryVariables = Exact<{
  filter?: ProductFilter | null | undefined;
  pageQuery?: PageQuery | null | undefined;
}>;


export type ProductsQuery = { products: { totalCount: number, edges: Array<{ cursor: string, node: { id: string, name: string, description: string, type: ProductType, isArchived: boolean, wasSold: boolean, components: Array<{ quantity: number, product: { id: string, name: string, type: ProductType } }> } }> } };

export type ProductComponentOptionsQueryVariables = Exact<{
  pageQuery?: PageQuery | null | undefined;
}>;


export type ProductComponentOptionsQuery = { products: { totalCount: number, edges: Array<{ node: { id: string, name: string, type: ProductType } }> } };

export type CreateProductMutationVariables = Exact<{
  input: CreateProductInput;
}>;


export type CreateProductMutation = { createProduct: { id: string, name: string } };

export type UpdateProductMutationVariables = Exact<{
  input: UpdateProductInput;
}>;


export type UpdateProductMutation = { updateProduct: { id: string, name: string, isArchived: boolean } };

export type DeleteProductMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteProductMutation = { deleteProduct: { id: string, archived: boolean } };

export type StudentsQueryVariables = Exact<{
  term?: string | null | undefined;
  pageQuery?: PageQuery | null | undefined;
}>;


export type StudentsQuery = { students: { totalCount: number, totalCountIsEstimate: boolean, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, name: string, email: string | null, dob: string | null, age: number, usStateId: string | null, licenseNumber: string | null, isAccountDisabled: boolean, address: { id: string, phone: string | null, city: string | null, state: string | null } } }> } };

export type StudentDetailsFragment = { id: string, name: string, email: string | null, signInEmail: string | null, userId: string | null, dob: string | null, age: number, signupTimestamp: string, usStateId: string | null, parentName: string | null, parentEmail: string | null, stripeCustomerId: string | null, smsOptIn: boolean, acceptTOS: boolean, licenseNumber: string | null, licenseIssueDate: string | null, licenseExpirationDate: string | null, previousHours: number, preferredPronoun: string | null, isDeleted: boolean, isAccountDisabled: boolean, observerApproved: boolean, privateApproved: boolean, contractStatus: LegalFormStatus, transferStatus: TransferStatus, transferType: TransferType | null, address: { id: string, address: string | null, phone: string | null, secondaryPhone: string | null, city: string | null, state: string | null, zipcode: string | null } };

export type StudentQueryVariables = Exact<{
  id: string | number;
}>;


export type StudentQuery = { student: { id: string, name: string, email: string | null, signInEmail: string | null, userId: string | null, dob: string | null, age: number, signupTimestamp: string, usStateId: string | null, parentName: string | null, parentEmail: string | null, stripeCustomerId: string | null, smsOptIn: boolean, acceptTOS: boolean, licenseNumber: string | null, licenseIssueDate: string | null, licenseExpirationDate: string | null, previousHours: number, preferredPronoun: string | null, isDeleted: boolean, isAccountDisabled: boolean, observerApproved: boolean, privateApproved: boolean, contractStatus: LegalFormStatus, transferStatus: TransferStatus, transferType: TransferType | null, address: { id: string, address: string | null, phone: string | null, secondaryPhone: string | null, city: string | null, state: string | null, zipcode: string | null } }, bookingAlerts: Array<{ id: string, text: string, createdAt: string, createdBy: { id: string | null, name: string } }> };

export type AddStudentMutationVariables = Exact<{
  input: AddStudentInput;
}>;


export type AddStudentMutation = { addStudent: { id: string, name: string } };

export type UpdateStudentMutationVariables = Exact<{
  input: UpdateStudentInput;
}>;


export type UpdateStudentMutation = { updateStudent: { id: string, name: string, email: string | null, signInEmail: string | null, userId: string | null, dob: string | null, age: number, signupTimestamp: string, usStateId: string | null, parentName: string | null, parentEmail: string | null, stripeCustomerId: string | null, smsOptIn: boolean, acceptTOS: boolean, licenseNumber: string | null, licenseIssueDate: string | null, licenseExpirationDate: string | null, previousHours: number, preferredPronoun: string | null, isDeleted: boolean, isAccountDisabled: boolean, observerApproved: boolean, privateApproved: boolean, contractStatus: LegalFormStatus, transferStatus: TransferStatus, transferType: TransferType | null, address: { id: string, address: string | null, phone: string | null, secondaryPhone: string | null, city: string | null, state: string | null, zipcode: string | null } } };

export type DisableStudentAccountMutationVariables = Exact<{
  studentId: string | number;
}>;


export type DisableStudentAccountMutation = { disableStudentAccount: { id: string, isAccountDisabled: boolean } };

export type StudentNotesQueryVariables = Exact<{
  studentId: string | number;
}>;


export type StudentNotesQuery = { notes: Array<{ id: string, text: string, isPinned: boolean, isHiddenFromInstructorView: boolean, createdAt: string, updatedAt: string, createdBy: { id: string | null, name: string } }> };

export type PutNoteMutationVariables = Exact<{
  input: NoteInput;
}>;


export type PutNoteMutation = { putNote: { id: string } };

export type DeleteNoteMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteNoteMutation = { deleteNote: string };

export type PutBookingAlertMutationVariables = Exact<{
  input: BookingAlertInput;
}>;


export type PutBookingAlertMutation = { putBookingAlert: { id: string } };

export type RemoveBookingAlertMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveBookingAlertMutation = { removeBookingAlert: string };

export type StudentUserLogsQueryVariables = Exact<{
  studentId: string | number;
  logType?: LogFilter | null | undefined;
  pageQuery?: PageQuery | null | undefined;
}>;


export type StudentUserLogsQuery = { userLogs: { totalCount: number, edges: Array<{ cursor: string, node: { id: string, kind: UserLogKind, type: string, message: string, createdAt: string, actor: { id: string | null, name: string } } }> } };

export type UsersWithRolesQueryVariables = Exact<{
  query?: UsersWithRolesInput | null | undefined;
  pageQuery?: PageQuery | null | undefined;
}>;


export type UsersWithRolesQuery = { usersWithRoles: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, email: string, name: string, roles: Array<StaffRole>, isTwoFactorEnabled: boolean, isDisabled: boolean, lastActive: string | null } }> } };

export type UpdateUserRolesMutationVariables = Exact<{
  userId: string | number;
  roles: Array<StaffRole> | StaffRole;
}>;


export type UpdateUserRolesMutation = { updateUserRoles: { id: string, roles: Array<StaffRole> } };

export type DisableUserMutationVariables = Exact<{
  userId: string | number;
}>;


export type DisableUserMutation = { disableUser: { id: string, isDisabled: boolean } };

export type EnableUserMutationVariables = Exact<{
  userId: string | number;
}>;


export type EnableUserMutation = { enableUser: { id: string, isDisabled: boolean } };

export type GetMyselfQueryVariables = Exact<{ [key: string]: never; }>;


export type GetMyselfQuery = { me: { id: string, email: string, roles: Array<StaffRole> } };

export type UserRolesQueryVariables = Exact<{ [key: string]: never; }>;


export type UserRolesQuery = { userRoles: Array<StaffRole> };

export const StudentDetailsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Student"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"signInEmail"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"dob"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"signupTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"usStateId"}},{"kind":"Field","name":{"kind":"Name","value":"parentName"}},{"kind":"Field","name":{"kind":"Name","value":"parentEmail"}},{"kind":"Field","name":{"kind":"Name","value":"stripeCustomerId"}},{"kind":"Field","name":{"kind":"Name","value":"smsOptIn"}},{"kind":"Field","name":{"kind":"Name","value":"acceptTOS"}},{"kind":"Field","name":{"kind":"Name","value":"licenseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"licenseIssueDate"}},{"kind":"Field","name":{"kind":"Name","value":"licenseExpirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"previousHours"}},{"kind":"Field","name":{"kind":"Name","value":"preferredPronoun"}},{"kind":"Field","name":{"kind":"Name","value":"isDeleted"}},{"kind":"Field","name":{"kind":"Name","value":"isAccountDisabled"}},{"kind":"Field","name":{"kind":"Name","value":"observerApproved"}},{"kind":"Field","name":{"kind":"Name","value":"privateApproved"}},{"kind":"Field","name":{"kind":"Name","value":"contractStatus"}},{"kind":"Field","name":{"kind":"Name","value":"transferStatus"}},{"kind":"Field","name":{"kind":"Name","value":"transferType"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryPhone"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}}]}}]}}]} as unknown as DocumentNode<StudentDetailsFragment, unknown>;
export const AdminWelcomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminWelcome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminWelcomeQuery, AdminWelcomeQueryVariables>;
export const AuditLogsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditLogs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditLogQuery"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditLogs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageQuery"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"valueType"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<AuditLogsQuery, AuditLogsQueryVariables>;
export const AuditAuthorOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditAuthorOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UsersWithRolesInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usersWithRoles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageQuery"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AuditAuthorOptionsQuery, AuditAuthorOptionsQueryVariables>;
export const LedgerTabDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LedgerTab"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentLedger"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"fundsCents"}},{"kind":"Field","name":{"kind":"Name","value":"balances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"typeBalances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lotId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"EnumValue","value":"All"}},{"kind":"Argument","name":{"kind":"Name","value":"pageQuery"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"logType"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"referenceEntryId"}},{"kind":"Field","name":{"kind":"Name","value":"counterpartStudentId"}},{"kind":"Field","name":{"kind":"Name","value":"lessonId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paymentReference"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lotId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<LedgerTabQuery, LedgerTabQueryVariables>;
export const LedgerStudentNamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LedgerStudentNames"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"students"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeDeleted"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"pageQuery"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<LedgerStudentNamesQuery, LedgerStudentNamesQueryVariables>;
export const LedgerStudentSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LedgerStudentSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"term"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"students"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"term"},"value":{"kind":"Variable","name":{"kind":"Name","value":"term"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageQuery"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"parentName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<LedgerStudentSearchQuery, LedgerStudentSearchQueryVariables>;
export const LedgerProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LedgerProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageQuery"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isArchived"}},{"kind":"Field","name":{"kind":"Name","value":"components"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<LedgerProductsQuery, LedgerProductsQueryVariables>;
export const LedgerPurchaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LedgerPurchase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<LedgerPurchaseMutation, LedgerPurchaseMutationVariables>;
export const LedgerChargeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LedgerCharge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChargeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"charge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<LedgerChargeMutation, LedgerChargeMutationVariables>;
export const LedgerRefundDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LedgerRefund"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RefundInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refund"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<LedgerRefundMutation, LedgerRefundMutationVariables>;
export const LedgerTransferPurchaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LedgerTransferPurchase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TransferPurchaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferPurchase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<LedgerTransferPurchaseMutation, LedgerTransferPurchaseMutationVariables>;
export const LedgerVoidPurchaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LedgerVoidPurchase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VoidPurchaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voidPurchase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<LedgerVoidPurchaseMutation, LedgerVoidPurchaseMutationVariables>;
export const LedgerVoidRefundDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LedgerVoidRefund"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VoidRefundInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voidRefund"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<LedgerVoidRefundMutation, LedgerVoidRefundMutationVariables>;
export const LedgerExpireProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LedgerExpireProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExpireProductsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expireProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<LedgerExpireProductsMutation, LedgerExpireProductsMutationVariables>;
export const LedgerVoidExpirationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LedgerVoidExpiration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VoidExpirationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voidExpiration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<LedgerVoidExpirationMutation, LedgerVoidExpirationMutationVariables>;
export const ProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Products"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageQuery"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isArchived"}},{"kind":"Field","name":{"kind":"Name","value":"wasSold"}},{"kind":"Field","name":{"kind":"Name","value":"components"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProductsQuery, ProductsQueryVariables>;
export const ProductComponentOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductComponentOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageQuery"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProductComponentOptionsQuery, ProductComponentOptionsQueryVariables>;
export const CreateProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateProductMutation, CreateProductMutationVariables>;
export const UpdateProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isArchived"}}]}}]}}]} as unknown as DocumentNode<UpdateProductMutation, UpdateProductMutationVariables>;
export const DeleteProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}}]}}]} as unknown as DocumentNode<DeleteProductMutation, DeleteProductMutationVariables>;
export const StudentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Students"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"term"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"students"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"term"},"value":{"kind":"Variable","name":{"kind":"Name","value":"term"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageQuery"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountIsEstimate"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"dob"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"usStateId"}},{"kind":"Field","name":{"kind":"Name","value":"licenseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"isAccountDisabled"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<StudentsQuery, StudentsQueryVariables>;
export const StudentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Student"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentDetails"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bookingAlerts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentIds"},"value":{"kind":"ListValue","values":[{"kind":"Variable","name":{"kind":"Name","value":"id"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Student"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"signInEmail"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"dob"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"signupTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"usStateId"}},{"kind":"Field","name":{"kind":"Name","value":"parentName"}},{"kind":"Field","name":{"kind":"Name","value":"parentEmail"}},{"kind":"Field","name":{"kind":"Name","value":"stripeCustomerId"}},{"kind":"Field","name":{"kind":"Name","value":"smsOptIn"}},{"kind":"Field","name":{"kind":"Name","value":"acceptTOS"}},{"kind":"Field","name":{"kind":"Name","value":"licenseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"licenseIssueDate"}},{"kind":"Field","name":{"kind":"Name","value":"licenseExpirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"previousHours"}},{"kind":"Field","name":{"kind":"Name","value":"preferredPronoun"}},{"kind":"Field","name":{"kind":"Name","value":"isDeleted"}},{"kind":"Field","name":{"kind":"Name","value":"isAccountDisabled"}},{"kind":"Field","name":{"kind":"Name","value":"observerApproved"}},{"kind":"Field","name":{"kind":"Name","value":"privateApproved"}},{"kind":"Field","name":{"kind":"Name","value":"contractStatus"}},{"kind":"Field","name":{"kind":"Name","value":"transferStatus"}},{"kind":"Field","name":{"kind":"Name","value":"transferType"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryPhone"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}}]}}]}}]} as unknown as DocumentNode<StudentQuery, StudentQueryVariables>;
export const AddStudentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddStudent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddStudentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addStudent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AddStudentMutation, AddStudentMutationVariables>;
export const UpdateStudentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStudent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateStudentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStudent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentDetails"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Student"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"signInEmail"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"dob"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"signupTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"usStateId"}},{"kind":"Field","name":{"kind":"Name","value":"parentName"}},{"kind":"Field","name":{"kind":"Name","value":"parentEmail"}},{"kind":"Field","name":{"kind":"Name","value":"stripeCustomerId"}},{"kind":"Field","name":{"kind":"Name","value":"smsOptIn"}},{"kind":"Field","name":{"kind":"Name","value":"acceptTOS"}},{"kind":"Field","name":{"kind":"Name","value":"licenseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"licenseIssueDate"}},{"kind":"Field","name":{"kind":"Name","value":"licenseExpirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"previousHours"}},{"kind":"Field","name":{"kind":"Name","value":"preferredPronoun"}},{"kind":"Field","name":{"kind":"Name","value":"isDeleted"}},{"kind":"Field","name":{"kind":"Name","value":"isAccountDisabled"}},{"kind":"Field","name":{"kind":"Name","value":"observerApproved"}},{"kind":"Field","name":{"kind":"Name","value":"privateApproved"}},{"kind":"Field","name":{"kind":"Name","value":"contractStatus"}},{"kind":"Field","name":{"kind":"Name","value":"transferStatus"}},{"kind":"Field","name":{"kind":"Name","value":"transferType"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryPhone"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}}]}}]}}]} as unknown as DocumentNode<UpdateStudentMutation, UpdateStudentMutationVariables>;
export const DisableStudentAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableStudentAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disableStudentAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isAccountDisabled"}}]}}]}}]} as unknown as DocumentNode<DisableStudentAccountMutation, DisableStudentAccountMutationVariables>;
export const StudentNotesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentNotes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"isHiddenFromInstructorView"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<StudentNotesQuery, StudentNotesQueryVariables>;
export const PutNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PutNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"putNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PutNoteMutation, PutNoteMutationVariables>;
export const DeleteNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteNoteMutation, DeleteNoteMutationVariables>;
export const PutBookingAlertDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PutBookingAlert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BookingAlertInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"putBookingAlert"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PutBookingAlertMutation, PutBookingAlertMutationVariables>;
export const RemoveBookingAlertDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveBookingAlert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeBookingAlert"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveBookingAlertMutation, RemoveBookingAlertMutationVariables>;
export const StudentUserLogsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentUserLogs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"logType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LogFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userLogs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"logType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"logType"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageQuery"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<StudentUserLogsQuery, StudentUserLogsQueryVariables>;
export const UsersWithRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UsersWithRoles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UsersWithRolesInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usersWithRoles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageQuery"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"isTwoFactorEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isDisabled"}},{"kind":"Field","name":{"kind":"Name","value":"lastActive"}}]}}]}}]}}]}}]} as unknown as DocumentNode<UsersWithRolesQuery, UsersWithRolesQueryVariables>;
export const UpdateUserRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUserRoles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roles"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffRole"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUserRoles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"roles"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roles"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}}]}}]} as unknown as DocumentNode<UpdateUserRolesMutation, UpdateUserRolesMutationVariables>;
export const DisableUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disableUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isDisabled"}}]}}]}}]} as unknown as DocumentNode<DisableUserMutation, DisableUserMutationVariables>;
export const EnableUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnableUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enableUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isDisabled"}}]}}]}}]} as unknown as DocumentNode<EnableUserMutation, EnableUserMutationVariables>;
export const GetMyselfDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetMyself"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}}]}}]} as unknown as DocumentNode<GetMyselfQuery, GetMyselfQueryVariables>;
export const UserRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userRoles"}}]}}]} as unknown as DocumentNode<UserRolesQuery, UserRolesQueryVariables>;