/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AdminWelcome {\n    me {\n      id\n      name\n    }\n  }\n": typeof types.AdminWelcomeDocument,
    "\n  query AuditLogs($query: AuditLogQuery, $pageQuery: PageQuery) {\n    auditLogs(query: $query, pageQuery: $pageQuery) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          timestamp\n          action\n          updatedBy {\n            id\n            name\n            role\n          }\n          collection {\n            name\n            path\n          }\n          changes {\n            path\n            valueType\n            oldValue\n            newValue\n          }\n        }\n      }\n    }\n  }\n": typeof types.AuditLogsDocument,
    "\n  query AuditAuthorOptions($query: UsersWithRolesInput, $pageQuery: PageQuery) {\n    usersWithRoles(query: $query, pageQuery: $pageQuery) {\n      edges {\n        node {\n          id\n          name\n          email\n        }\n      }\n    }\n  }\n": typeof types.AuditAuthorOptionsDocument,
    "\n  query LedgerTab($studentId: ID!, $pageQuery: PageQuery) {\n    studentLedger(studentId: $studentId) {\n      studentId\n      version\n      fundsCents\n      balances {\n        quantity\n        product {\n          id\n          name\n          type\n        }\n      }\n      typeBalances {\n        productType\n        quantity\n      }\n      lots {\n        lotId\n        quantity\n        expiresAt\n        product {\n          id\n          name\n          type\n        }\n      }\n      entries(filter: All, pageQuery: $pageQuery) {\n        totalCount\n        edges {\n          node {\n            id\n            version\n            kind\n            logType\n            origin\n            createdAt\n            createdByName\n            referenceEntryId\n            counterpartStudentId\n            lessonId\n            paymentMethod\n            paymentReference\n            amountCents\n            note\n            items {\n              quantity\n              product {\n                id\n                name\n                type\n              }\n            }\n            lines {\n              lotId\n              quantity\n              productType\n              expiresAt\n              product {\n                id\n                name\n                type\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.LedgerTabDocument,
    "\n  query LedgerStudentNames($ids: [ID!]!) {\n    students(ids: $ids, includeDeleted: true, pageQuery: { first: 100 }) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.LedgerStudentNamesDocument,
    "\n  query LedgerStudentSearch($term: String!) {\n    students(term: $term, pageQuery: { first: 10 }) {\n      edges {\n        node {\n          id\n          name\n          email\n          parentName\n        }\n      }\n    }\n  }\n": typeof types.LedgerStudentSearchDocument,
    "\n  query LedgerProducts {\n    products(pageQuery: { first: 100 }) {\n      edges {\n        node {\n          id\n          name\n          type\n          isArchived\n          components {\n            quantity\n            product {\n              id\n              name\n              type\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.LedgerProductsDocument,
    "\n  mutation LedgerPurchase($input: PurchaseInput!) {\n    purchase(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n": typeof types.LedgerPurchaseDocument,
    "\n  mutation LedgerCharge($input: ChargeInput!) {\n    charge(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n": typeof types.LedgerChargeDocument,
    "\n  mutation LedgerRefund($input: RefundInput!) {\n    refund(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n": typeof types.LedgerRefundDocument,
    "\n  mutation LedgerTransferPurchase($input: TransferPurchaseInput!) {\n    transferPurchase(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n": typeof types.LedgerTransferPurchaseDocument,
    "\n  mutation LedgerVoidPurchase($input: VoidPurchaseInput!) {\n    voidPurchase(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n": typeof types.LedgerVoidPurchaseDocument,
    "\n  mutation LedgerVoidRefund($input: VoidRefundInput!) {\n    voidRefund(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n": typeof types.LedgerVoidRefundDocument,
    "\n  mutation LedgerExpireProducts($input: ExpireProductsInput!) {\n    expireProducts(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n": typeof types.LedgerExpireProductsDocument,
    "\n  mutation LedgerVoidExpiration($input: VoidExpirationInput!) {\n    voidExpiration(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n": typeof types.LedgerVoidExpirationDocument,
    "\n  query Products($filter: ProductFilter, $pageQuery: PageQuery) {\n    products(filter: $filter, pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          name\n          description\n          type\n          isArchived\n          wasSold\n          components {\n            quantity\n            product {\n              id\n              name\n              type\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.ProductsDocument,
    "\n  query ProductComponentOptions($pageQuery: PageQuery) {\n    products(pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          type\n        }\n      }\n    }\n  }\n": typeof types.ProductComponentOptionsDocument,
    "\n  mutation CreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.CreateProductDocument,
    "\n  mutation UpdateProduct($input: UpdateProductInput!) {\n    updateProduct(input: $input) {\n      id\n      name\n      isArchived\n    }\n  }\n": typeof types.UpdateProductDocument,
    "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      id\n      archived\n    }\n  }\n": typeof types.DeleteProductDocument,
    "\n  query Students($term: String, $pageQuery: PageQuery) {\n    students(term: $term, pageQuery: $pageQuery) {\n      totalCount\n      totalCountIsEstimate\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          name\n          email\n          dob\n          age\n          usStateId\n          licenseNumber\n          isAccountDisabled\n          address {\n            id\n            phone\n            city\n            state\n          }\n        }\n      }\n    }\n  }\n": typeof types.StudentsDocument,
    "\n  fragment StudentDetails on Student {\n    id\n    name\n    email\n    signInEmail\n    userId\n    dob\n    age\n    signupTimestamp\n    usStateId\n    parentName\n    parentEmail\n    stripeCustomerId\n    smsOptIn\n    acceptTOS\n    licenseNumber\n    licenseIssueDate\n    licenseExpirationDate\n    previousHours\n    preferredPronoun\n    isDeleted\n    isAccountDisabled\n    observerApproved\n    privateApproved\n    contractStatus\n    transferStatus\n    transferType\n    address {\n      id\n      address\n      phone\n      secondaryPhone\n      city\n      state\n      zipcode\n    }\n  }\n": typeof types.StudentDetailsFragmentDoc,
    "\n  query Student($id: ID!) {\n    student(id: $id) {\n      ...StudentDetails\n    }\n    bookingAlerts(studentIds: [$id]) {\n      id\n      text\n      createdAt\n      createdBy {\n        id\n        name\n      }\n    }\n  }\n": typeof types.StudentDocument,
    "\n  mutation AddStudent($input: AddStudentInput!) {\n    addStudent(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.AddStudentDocument,
    "\n  mutation UpdateStudent($input: UpdateStudentInput!) {\n    updateStudent(input: $input) {\n      ...StudentDetails\n    }\n  }\n": typeof types.UpdateStudentDocument,
    "\n  mutation DisableStudentAccount($studentId: ID!) {\n    disableStudentAccount(studentId: $studentId) {\n      id\n      isAccountDisabled\n    }\n  }\n": typeof types.DisableStudentAccountDocument,
    "\n  query StudentNotes($studentId: ID!) {\n    notes(studentId: $studentId) {\n      id\n      text\n      isPinned\n      isHiddenFromInstructorView\n      createdAt\n      updatedAt\n      createdBy {\n        id\n        name\n      }\n    }\n  }\n": typeof types.StudentNotesDocument,
    "\n  mutation PutNote($input: NoteInput!) {\n    putNote(input: $input) {\n      id\n    }\n  }\n": typeof types.PutNoteDocument,
    "\n  mutation DeleteNote($id: ID!) {\n    deleteNote(id: $id)\n  }\n": typeof types.DeleteNoteDocument,
    "\n  mutation PutBookingAlert($input: BookingAlertInput!) {\n    putBookingAlert(input: $input) {\n      id\n    }\n  }\n": typeof types.PutBookingAlertDocument,
    "\n  mutation RemoveBookingAlert($id: ID!) {\n    removeBookingAlert(id: $id)\n  }\n": typeof types.RemoveBookingAlertDocument,
    "\n  query StudentUserLogs($studentId: ID!, $logType: LogFilter, $pageQuery: PageQuery) {\n    userLogs(studentId: $studentId, logType: $logType, pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          kind\n          type\n          message\n          createdAt\n          actor {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": typeof types.StudentUserLogsDocument,
    "\n  query UsersWithRoles($query: UsersWithRolesInput, $pageQuery: PageQuery) {\n    usersWithRoles(query: $query, pageQuery: $pageQuery) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          email\n          name\n          roles\n          isTwoFactorEnabled\n          isDisabled\n          lastActive\n        }\n      }\n    }\n  }\n": typeof types.UsersWithRolesDocument,
    "\n  mutation UpdateUserRoles($userId: ID!, $roles: [StaffRole!]!) {\n    updateUserRoles(userId: $userId, roles: $roles) {\n      id\n      roles\n    }\n  }\n": typeof types.UpdateUserRolesDocument,
    "\n  mutation DisableUser($userId: ID!) {\n    disableUser(userId: $userId) {\n      id\n      isDisabled\n    }\n  }\n": typeof types.DisableUserDocument,
    "\n  mutation EnableUser($userId: ID!) {\n    enableUser(userId: $userId) {\n      id\n      isDisabled\n    }\n  }\n": typeof types.EnableUserDocument,
    "\n  query GetMyself {\n    me {\n      id\n      email\n      roles\n    }\n  }\n": typeof types.GetMyselfDocument,
    "\n  query UserRoles {\n    userRoles\n  }\n": typeof types.UserRolesDocument,
};
const documents: Documents = {
    "\n  query AdminWelcome {\n    me {\n      id\n      name\n    }\n  }\n": types.AdminWelcomeDocument,
    "\n  query AuditLogs($query: AuditLogQuery, $pageQuery: PageQuery) {\n    auditLogs(query: $query, pageQuery: $pageQuery) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          timestamp\n          action\n          updatedBy {\n            id\n            name\n            role\n          }\n          collection {\n            name\n            path\n          }\n          changes {\n            path\n            valueType\n            oldValue\n            newValue\n          }\n        }\n      }\n    }\n  }\n": types.AuditLogsDocument,
    "\n  query AuditAuthorOptions($query: UsersWithRolesInput, $pageQuery: PageQuery) {\n    usersWithRoles(query: $query, pageQuery: $pageQuery) {\n      edges {\n        node {\n          id\n          name\n          email\n        }\n      }\n    }\n  }\n": types.AuditAuthorOptionsDocument,
    "\n  query LedgerTab($studentId: ID!, $pageQuery: PageQuery) {\n    studentLedger(studentId: $studentId) {\n      studentId\n      version\n      fundsCents\n      balances {\n        quantity\n        product {\n          id\n          name\n          type\n        }\n      }\n      typeBalances {\n        productType\n        quantity\n      }\n      lots {\n        lotId\n        quantity\n        expiresAt\n        product {\n          id\n          name\n          type\n        }\n      }\n      entries(filter: All, pageQuery: $pageQuery) {\n        totalCount\n        edges {\n          node {\n            id\n            version\n            kind\n            logType\n            origin\n            createdAt\n            createdByName\n            referenceEntryId\n            counterpartStudentId\n            lessonId\n            paymentMethod\n            paymentReference\n            amountCents\n            note\n            items {\n              quantity\n              product {\n                id\n                name\n                type\n              }\n            }\n            lines {\n              lotId\n              quantity\n              productType\n              expiresAt\n              product {\n                id\n                name\n                type\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.LedgerTabDocument,
    "\n  query LedgerStudentNames($ids: [ID!]!) {\n    students(ids: $ids, includeDeleted: true, pageQuery: { first: 100 }) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.LedgerStudentNamesDocument,
    "\n  query LedgerStudentSearch($term: String!) {\n    students(term: $term, pageQuery: { first: 10 }) {\n      edges {\n        node {\n          id\n          name\n          email\n          parentName\n        }\n      }\n    }\n  }\n": types.LedgerStudentSearchDocument,
    "\n  query LedgerProducts {\n    products(pageQuery: { first: 100 }) {\n      edges {\n        node {\n          id\n          name\n          type\n          isArchived\n          components {\n            quantity\n            product {\n              id\n              name\n              type\n            }\n          }\n        }\n      }\n    }\n  }\n": types.LedgerProductsDocument,
    "\n  mutation LedgerPurchase($input: PurchaseInput!) {\n    purchase(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n": types.LedgerPurchaseDocument,
    "\n  mutation LedgerCharge($input: ChargeInput!) {\n    charge(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n": types.LedgerChargeDocument,
    "\n  mutation LedgerRefund($input: RefundInput!) {\n    refund(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n": types.LedgerRefundDocument,
    "\n  mutation LedgerTransferPurchase($input: TransferPurchaseInput!) {\n    transferPurchase(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n": types.LedgerTransferPurchaseDocument,
    "\n  mutation LedgerVoidPurchase($input: VoidPurchaseInput!) {\n    voidPurchase(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n": types.LedgerVoidPurchaseDocument,
    "\n  mutation LedgerVoidRefund($input: VoidRefundInput!) {\n    voidRefund(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n": types.LedgerVoidRefundDocument,
    "\n  mutation LedgerExpireProducts($input: ExpireProductsInput!) {\n    expireProducts(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n": types.LedgerExpireProductsDocument,
    "\n  mutation LedgerVoidExpiration($input: VoidExpirationInput!) {\n    voidExpiration(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n": types.LedgerVoidExpirationDocument,
    "\n  query Products($filter: ProductFilter, $pageQuery: PageQuery) {\n    products(filter: $filter, pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          name\n          description\n          type\n          isArchived\n          wasSold\n          components {\n            quantity\n            product {\n              id\n              name\n              type\n            }\n          }\n        }\n      }\n    }\n  }\n": types.ProductsDocument,
    "\n  query ProductComponentOptions($pageQuery: PageQuery) {\n    products(pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          type\n        }\n      }\n    }\n  }\n": types.ProductComponentOptionsDocument,
    "\n  mutation CreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      id\n      name\n    }\n  }\n": types.CreateProductDocument,
    "\n  mutation UpdateProduct($input: UpdateProductInput!) {\n    updateProduct(input: $input) {\n      id\n      name\n      isArchived\n    }\n  }\n": types.UpdateProductDocument,
    "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      id\n      archived\n    }\n  }\n": types.DeleteProductDocument,
    "\n  query Students($term: String, $pageQuery: PageQuery) {\n    students(term: $term, pageQuery: $pageQuery) {\n      totalCount\n      totalCountIsEstimate\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          name\n          email\n          dob\n          age\n          usStateId\n          licenseNumber\n          isAccountDisabled\n          address {\n            id\n            phone\n            city\n            state\n          }\n        }\n      }\n    }\n  }\n": types.StudentsDocument,
    "\n  fragment StudentDetails on Student {\n    id\n    name\n    email\n    signInEmail\n    userId\n    dob\n    age\n    signupTimestamp\n    usStateId\n    parentName\n    parentEmail\n    stripeCustomerId\n    smsOptIn\n    acceptTOS\n    licenseNumber\n    licenseIssueDate\n    licenseExpirationDate\n    previousHours\n    preferredPronoun\n    isDeleted\n    isAccountDisabled\n    observerApproved\n    privateApproved\n    contractStatus\n    transferStatus\n    transferType\n    address {\n      id\n      address\n      phone\n      secondaryPhone\n      city\n      state\n      zipcode\n    }\n  }\n": types.StudentDetailsFragmentDoc,
    "\n  query Student($id: ID!) {\n    student(id: $id) {\n      ...StudentDetails\n    }\n    bookingAlerts(studentIds: [$id]) {\n      id\n      text\n      createdAt\n      createdBy {\n        id\n        name\n      }\n    }\n  }\n": types.StudentDocument,
    "\n  mutation AddStudent($input: AddStudentInput!) {\n    addStudent(input: $input) {\n      id\n      name\n    }\n  }\n": types.AddStudentDocument,
    "\n  mutation UpdateStudent($input: UpdateStudentInput!) {\n    updateStudent(input: $input) {\n      ...StudentDetails\n    }\n  }\n": types.UpdateStudentDocument,
    "\n  mutation DisableStudentAccount($studentId: ID!) {\n    disableStudentAccount(studentId: $studentId) {\n      id\n      isAccountDisabled\n    }\n  }\n": types.DisableStudentAccountDocument,
    "\n  query StudentNotes($studentId: ID!) {\n    notes(studentId: $studentId) {\n      id\n      text\n      isPinned\n      isHiddenFromInstructorView\n      createdAt\n      updatedAt\n      createdBy {\n        id\n        name\n      }\n    }\n  }\n": types.StudentNotesDocument,
    "\n  mutation PutNote($input: NoteInput!) {\n    putNote(input: $input) {\n      id\n    }\n  }\n": types.PutNoteDocument,
    "\n  mutation DeleteNote($id: ID!) {\n    deleteNote(id: $id)\n  }\n": types.DeleteNoteDocument,
    "\n  mutation PutBookingAlert($input: BookingAlertInput!) {\n    putBookingAlert(input: $input) {\n      id\n    }\n  }\n": types.PutBookingAlertDocument,
    "\n  mutation RemoveBookingAlert($id: ID!) {\n    removeBookingAlert(id: $id)\n  }\n": types.RemoveBookingAlertDocument,
    "\n  query StudentUserLogs($studentId: ID!, $logType: LogFilter, $pageQuery: PageQuery) {\n    userLogs(studentId: $studentId, logType: $logType, pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          kind\n          type\n          message\n          createdAt\n          actor {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": types.StudentUserLogsDocument,
    "\n  query UsersWithRoles($query: UsersWithRolesInput, $pageQuery: PageQuery) {\n    usersWithRoles(query: $query, pageQuery: $pageQuery) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          email\n          name\n          roles\n          isTwoFactorEnabled\n          isDisabled\n          lastActive\n        }\n      }\n    }\n  }\n": types.UsersWithRolesDocument,
    "\n  mutation UpdateUserRoles($userId: ID!, $roles: [StaffRole!]!) {\n    updateUserRoles(userId: $userId, roles: $roles) {\n      id\n      roles\n    }\n  }\n": types.UpdateUserRolesDocument,
    "\n  mutation DisableUser($userId: ID!) {\n    disableUser(userId: $userId) {\n      id\n      isDisabled\n    }\n  }\n": types.DisableUserDocument,
    "\n  mutation EnableUser($userId: ID!) {\n    enableUser(userId: $userId) {\n      id\n      isDisabled\n    }\n  }\n": types.EnableUserDocument,
    "\n  query GetMyself {\n    me {\n      id\n      email\n      roles\n    }\n  }\n": types.GetMyselfDocument,
    "\n  query UserRoles {\n    userRoles\n  }\n": types.UserRolesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminWelcome {\n    me {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query AdminWelcome {\n    me {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLogs($query: AuditLogQuery, $pageQuery: PageQuery) {\n    auditLogs(query: $query, pageQuery: $pageQuery) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          timestamp\n          action\n          updatedBy {\n            id\n            name\n            role\n          }\n          collection {\n            name\n            path\n          }\n          changes {\n            path\n            valueType\n            oldValue\n            newValue\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditLogs($query: AuditLogQuery, $pageQuery: PageQuery) {\n    auditLogs(query: $query, pageQuery: $pageQuery) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          timestamp\n          action\n          updatedBy {\n            id\n            name\n            role\n          }\n          collection {\n            name\n            path\n          }\n          changes {\n            path\n            valueType\n            oldValue\n            newValue\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditAuthorOptions($query: UsersWithRolesInput, $pageQuery: PageQuery) {\n    usersWithRoles(query: $query, pageQuery: $pageQuery) {\n      edges {\n        node {\n          id\n          name\n          email\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditAuthorOptions($query: UsersWithRolesInput, $pageQuery: PageQuery) {\n    usersWithRoles(query: $query, pageQuery: $pageQuery) {\n      edges {\n        node {\n          id\n          name\n          email\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LedgerTab($studentId: ID!, $pageQuery: PageQuery) {\n    studentLedger(studentId: $studentId) {\n      studentId\n      version\n      fundsCents\n      balances {\n        quantity\n        product {\n          id\n          name\n          type\n        }\n      }\n      typeBalances {\n        productType\n        quantity\n      }\n      lots {\n        lotId\n        quantity\n        expiresAt\n        product {\n          id\n          name\n          type\n        }\n      }\n      entries(filter: All, pageQuery: $pageQuery) {\n        totalCount\n        edges {\n          node {\n            id\n            version\n            kind\n            logType\n            origin\n            createdAt\n            createdByName\n            referenceEntryId\n            counterpartStudentId\n            lessonId\n            paymentMethod\n            paymentReference\n            amountCents\n            note\n            items {\n              quantity\n              product {\n                id\n                name\n                type\n              }\n            }\n            lines {\n              lotId\n              quantity\n              productType\n              expiresAt\n              product {\n                id\n                name\n                type\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LedgerTab($studentId: ID!, $pageQuery: PageQuery) {\n    studentLedger(studentId: $studentId) {\n      studentId\n      version\n      fundsCents\n      balances {\n        quantity\n        product {\n          id\n          name\n          type\n        }\n      }\n      typeBalances {\n        productType\n        quantity\n      }\n      lots {\n        lotId\n        quantity\n        expiresAt\n        product {\n          id\n          name\n          type\n        }\n      }\n      entries(filter: All, pageQuery: $pageQuery) {\n        totalCount\n        edges {\n          node {\n            id\n            version\n            kind\n            logType\n            origin\n            createdAt\n            createdByName\n            referenceEntryId\n            counterpartStudentId\n            lessonId\n            paymentMethod\n            paymentReference\n            amountCents\n            note\n            items {\n              quantity\n              product {\n                id\n                name\n                type\n              }\n            }\n            lines {\n              lotId\n              quantity\n              productType\n              expiresAt\n              product {\n                id\n                name\n                type\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LedgerStudentNames($ids: [ID!]!) {\n    students(ids: $ids, includeDeleted: true, pageQuery: { first: 100 }) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LedgerStudentNames($ids: [ID!]!) {\n    students(ids: $ids, includeDeleted: true, pageQuery: { first: 100 }) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LedgerStudentSearch($term: String!) {\n    students(term: $term, pageQuery: { first: 10 }) {\n      edges {\n        node {\n          id\n          name\n          email\n          parentName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LedgerStudentSearch($term: String!) {\n    students(term: $term, pageQuery: { first: 10 }) {\n      edges {\n        node {\n          id\n          name\n          email\n          parentName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LedgerProducts {\n    products(pageQuery: { first: 100 }) {\n      edges {\n        node {\n          id\n          name\n          type\n          isArchived\n          components {\n            quantity\n            product {\n              id\n              name\n              type\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LedgerProducts {\n    products(pageQuery: { first: 100 }) {\n      edges {\n        node {\n          id\n          name\n          type\n          isArchived\n          components {\n            quantity\n            product {\n              id\n              name\n              type\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LedgerPurchase($input: PurchaseInput!) {\n    purchase(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LedgerPurchase($input: PurchaseInput!) {\n    purchase(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LedgerCharge($input: ChargeInput!) {\n    charge(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LedgerCharge($input: ChargeInput!) {\n    charge(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LedgerRefund($input: RefundInput!) {\n    refund(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LedgerRefund($input: RefundInput!) {\n    refund(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LedgerTransferPurchase($input: TransferPurchaseInput!) {\n    transferPurchase(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LedgerTransferPurchase($input: TransferPurchaseInput!) {\n    transferPurchase(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LedgerVoidPurchase($input: VoidPurchaseInput!) {\n    voidPurchase(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LedgerVoidPurchase($input: VoidPurchaseInput!) {\n    voidPurchase(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LedgerVoidRefund($input: VoidRefundInput!) {\n    voidRefund(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LedgerVoidRefund($input: VoidRefundInput!) {\n    voidRefund(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LedgerExpireProducts($input: ExpireProductsInput!) {\n    expireProducts(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LedgerExpireProducts($input: ExpireProductsInput!) {\n    expireProducts(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LedgerVoidExpiration($input: VoidExpirationInput!) {\n    voidExpiration(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LedgerVoidExpiration($input: VoidExpirationInput!) {\n    voidExpiration(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Products($filter: ProductFilter, $pageQuery: PageQuery) {\n    products(filter: $filter, pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          name\n          description\n          type\n          isArchived\n          wasSold\n          components {\n            quantity\n            product {\n              id\n              name\n              type\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Products($filter: ProductFilter, $pageQuery: PageQuery) {\n    products(filter: $filter, pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          name\n          description\n          type\n          isArchived\n          wasSold\n          components {\n            quantity\n            product {\n              id\n              name\n              type\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductComponentOptions($pageQuery: PageQuery) {\n    products(pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          type\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductComponentOptions($pageQuery: PageQuery) {\n    products(pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          type\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProduct($input: UpdateProductInput!) {\n    updateProduct(input: $input) {\n      id\n      name\n      isArchived\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProduct($input: UpdateProductInput!) {\n    updateProduct(input: $input) {\n      id\n      name\n      isArchived\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      id\n      archived\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      id\n      archived\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Students($term: String, $pageQuery: PageQuery) {\n    students(term: $term, pageQuery: $pageQuery) {\n      totalCount\n      totalCountIsEstimate\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          name\n          email\n          dob\n          age\n          usStateId\n          licenseNumber\n          isAccountDisabled\n          address {\n            id\n            phone\n            city\n            state\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Students($term: String, $pageQuery: PageQuery) {\n    students(term: $term, pageQuery: $pageQuery) {\n      totalCount\n      totalCountIsEstimate\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          name\n          email\n          dob\n          age\n          usStateId\n          licenseNumber\n          isAccountDisabled\n          address {\n            id\n            phone\n            city\n            state\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StudentDetails on Student {\n    id\n    name\n    email\n    signInEmail\n    userId\n    dob\n    age\n    signupTimestamp\n    usStateId\n    parentName\n    parentEmail\n    stripeCustomerId\n    smsOptIn\n    acceptTOS\n    licenseNumber\n    licenseIssueDate\n    licenseExpirationDate\n    previousHours\n    preferredPronoun\n    isDeleted\n    isAccountDisabled\n    observerApproved\n    privateApproved\n    contractStatus\n    transferStatus\n    transferType\n    address {\n      id\n      address\n      phone\n      secondaryPhone\n      city\n      state\n      zipcode\n    }\n  }\n"): (typeof documents)["\n  fragment StudentDetails on Student {\n    id\n    name\n    email\n    signInEmail\n    userId\n    dob\n    age\n    signupTimestamp\n    usStateId\n    parentName\n    parentEmail\n    stripeCustomerId\n    smsOptIn\n    acceptTOS\n    licenseNumber\n    licenseIssueDate\n    licenseExpirationDate\n    previousHours\n    preferredPronoun\n    isDeleted\n    isAccountDisabled\n    observerApproved\n    privateApproved\n    contractStatus\n    transferStatus\n    transferType\n    address {\n      id\n      address\n      phone\n      secondaryPhone\n      city\n      state\n      zipcode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Student($id: ID!) {\n    student(id: $id) {\n      ...StudentDetails\n    }\n    bookingAlerts(studentIds: [$id]) {\n      id\n      text\n      createdAt\n      createdBy {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query Student($id: ID!) {\n    student(id: $id) {\n      ...StudentDetails\n    }\n    bookingAlerts(studentIds: [$id]) {\n      id\n      text\n      createdAt\n      createdBy {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddStudent($input: AddStudentInput!) {\n    addStudent(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation AddStudent($input: AddStudentInput!) {\n    addStudent(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateStudent($input: UpdateStudentInput!) {\n    updateStudent(input: $input) {\n      ...StudentDetails\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateStudent($input: UpdateStudentInput!) {\n    updateStudent(input: $input) {\n      ...StudentDetails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableStudentAccount($studentId: ID!) {\n    disableStudentAccount(studentId: $studentId) {\n      id\n      isAccountDisabled\n    }\n  }\n"): (typeof documents)["\n  mutation DisableStudentAccount($studentId: ID!) {\n    disableStudentAccount(studentId: $studentId) {\n      id\n      isAccountDisabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StudentNotes($studentId: ID!) {\n    notes(studentId: $studentId) {\n      id\n      text\n      isPinned\n      isHiddenFromInstructorView\n      createdAt\n      updatedAt\n      createdBy {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query StudentNotes($studentId: ID!) {\n    notes(studentId: $studentId) {\n      id\n      text\n      isPinned\n      isHiddenFromInstructorView\n      createdAt\n      updatedAt\n      createdBy {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PutNote($input: NoteInput!) {\n    putNote(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation PutNote($input: NoteInput!) {\n    putNote(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteNote($id: ID!) {\n    deleteNote(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteNote($id: ID!) {\n    deleteNote(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PutBookingAlert($input: BookingAlertInput!) {\n    putBookingAlert(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation PutBookingAlert($input: BookingAlertInput!) {\n    putBookingAlert(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveBookingAlert($id: ID!) {\n    removeBookingAlert(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemoveBookingAlert($id: ID!) {\n    removeBookingAlert(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StudentUserLogs($studentId: ID!, $logType: LogFilter, $pageQuery: PageQuery) {\n    userLogs(studentId: $studentId, logType: $logType, pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          kind\n          type\n          message\n          createdAt\n          actor {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query StudentUserLogs($studentId: ID!, $logType: LogFilter, $pageQuery: PageQuery) {\n    userLogs(studentId: $studentId, logType: $logType, pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          kind\n          type\n          message\n          createdAt\n          actor {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsersWithRoles($query: UsersWithRolesInput, $pageQuery: PageQuery) {\n    usersWithRoles(query: $query, pageQuery: $pageQuery) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          email\n          name\n          roles\n          isTwoFactorEnabled\n          isDisabled\n          lastActive\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query UsersWithRoles($query: UsersWithRolesInput, $pageQuery: PageQuery) {\n    usersWithRoles(query: $query, pageQuery: $pageQuery) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          email\n          name\n          roles\n          isTwoFactorEnabled\n          isDisabled\n          lastActive\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUserRoles($userId: ID!, $roles: [StaffRole!]!) {\n    updateUserRoles(userId: $userId, roles: $roles) {\n      id\n      roles\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUserRoles($userId: ID!, $roles: [StaffRole!]!) {\n    updateUserRoles(userId: $userId, roles: $roles) {\n      id\n      roles\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableUser($userId: ID!) {\n    disableUser(userId: $userId) {\n      id\n      isDisabled\n    }\n  }\n"): (typeof documents)["\n  mutation DisableUser($userId: ID!) {\n    disableUser(userId: $userId) {\n      id\n      isDisabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnableUser($userId: ID!) {\n    enableUser(userId: $userId) {\n      id\n      isDisabled\n    }\n  }\n"): (typeof documents)["\n  mutation EnableUser($userId: ID!) {\n    enableUser(userId: $userId) {\n      id\n      isDisabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetMyself {\n    me {\n      id\n      email\n      roles\n    }\n  }\n"): (typeof documents)["\n  query GetMyself {\n    me {\n      id\n      email\n      roles\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserRoles {\n    userRoles\n  }\n"): (typeof documents)["\n  query UserRoles {\n    userRoles\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;