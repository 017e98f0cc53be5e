// GraphQL of certificates (SPEC §3, §7): `certificates`, `certificateTypes`, `putCertificate`,
// the type editors, the portal's `myCertificates` and the fulfilment queue (`shippingOrders`).
import { SHIPPING_ORDER_STATUSES, SHIPPING_SPEEDS } from '../../../domain/certificates/shipping.ts';
import { remainingCertificateNumbers } from '../../../domain/certificates/certificate-number.ts';
import { builder } from '../../graphql/builder.ts';
import { connectionOf, PageQuery, toPageArgs } from '../../graphql/connections.ts';
import { pageWindow, toPage } from '../../graphql/paging.ts';
import { viewerOf } from '../students/viewer-of.ts';
import {
  markShippingOrderShipped,
  OPEN_SHIPPING_STATUSES,
  shippingOrdersRepository,
  type ShippingOrderView,
} from './certificate-shipping.ts';
import { createCertificateType, updateCertificateType } from './certificate-types.service.ts';
import type { CertificateView } from './certificates.repository.ts';
import { certificatesRepository } from './certificates.repository.ts';
import { listCertificates, myCertificates, putCertificate } from './certificates.service.ts';
import type { CertificateTypeRow, ShippingOrderRow } from './certificates.tables.ts';

export const ShippingSpeed = builder.enumType('ShippingSpeed', { values: SHIPPING_SPEEDS });
const ShippingOrderStatus = builder.enumType('ShippingOrderStatus', {
  values: SHIPPING_ORDER_STATUSES,
});

export const CertificateType = builder.objectRef<CertificateTypeRow>('CertificateType').implement({
  description: 'A kind of certificate a state recognises, with its prefix and number range.',
  fields: (t) => ({
    id: t.exposeID('id'),
    label: t.exposeString('label'),
    prefix: t.exposeString('prefix'),
    valMin: t.exposeInt('valMin'),
    valMax: t.exposeInt('valMax'),
    usStateId: t.exposeString('usStateId'),
    lastIssued: t.exposeInt('lastIssued', {
      nullable: true,
      description: 'The highest number issued so far.',
    }),
    remaining: t.int({
      description: 'How many numbers are left to issue.',
      resolve: (type) => remainingCertificateNumbers(type, type.lastIssued),
    }),
  }),
});

export const Certificate = builder.objectRef<CertificateView>('Certificate').implement({
  description: 'A certificate issued to a student.',
  fields: (t) => ({
    id: t.exposeID('id'),
    issuedAt: t.field({ type: 'DateTime', resolve: (row) => row.issuedAt }),
    createdBy: t.exposeString('createdByName', { description: 'Who issued it.' }),
    issuedTo: t.exposeID('issuedTo', { description: 'The student record id.' }),
    studentName: t.exposeString('studentName'),
    certNumber: t.exposeString('certNumber'),
    certTypeId: t.exposeID('certTypeId'),
    certTypeLabel: t.exposeString('certTypeLabel'),
    usStateId: t.exposeString('usStateId'),
    shippingSpeed: t.field({
      type: ShippingSpeed,
      nullable: true,
      resolve: (row) => row.shippingSpeed,
    }),
    shippingStatus: t.field({
      type: ShippingOrderStatus,
      nullable: true,
      resolve: (row) => row.shippingStatus,
    }),
    pdfUrl: t.string({
      description: 'Where the printable PDF is downloaded.',
      resolve: (row) => `/api/certificates/${row.id}/pdf`,
    }),
  }),
});

const CertificateConnection = connectionOf('Certificate', Certificate);

builder.queryField('certificates', (t) =>
  t.field({
    type: CertificateConnection,
    description: 'Issued certificates, newest first (all, or one student’s), 40 a page.',
    authScopes: { permission: 'certificates.read' },
    args: {
      studentId: t.arg.id({ required: false }),
      certTypeId: t.arg.id({ required: false }),
      usStateId: t.arg.string({ required: false }),
      issuedFrom: t.arg({ type: 'DateTime', required: false }),
      issuedBefore: t.arg({ type: 'DateTime', required: false }),
      pageQuery: t.arg({ type: PageQuery, required: false }),
    },
    resolve: (_root, args, context) =>
      listCertificates(
        context.platform.db.db,
        {
          studentId: args.studentId == null ? null : String(args.studentId),
          certTypeId: args.certTypeId == null ? null : String(args.certTypeId),
          usStateId: args.usStateId ?? null,
          issuedFrom: args.issuedFrom ?? null,
          issuedBefore: args.issuedBefore ?? null,
        },
        toPageArgs(args.pageQuery),
      ),
  }),
);

builder.queryField('myCertificates', (t) =>
  t.field({
    type: [Certificate],
    description: 'The certificates of the student records linked to your account, newest first.',
    authScopes: { permission: 'certificates.readOwn' },
    resolve: (_root, _args, context) => myCertificates(context.platform.db.db, viewerOf(context)),
  }),
);

builder.queryField('certificateTypes', (t) =>
  t.field({
    type: [CertificateType],
    description: 'Certificate types by state and label.',
    authScopes: { permission: 'backOffice.read' },
    resolve: (_root, _args, context) => certificatesRepository.listTypes(context.platform.db.db),
  }),
);

const PutCertificateInput = builder.inputType('PutCertificateInput', {
  fields: (t) => ({
    studentId: t.id({ required: true }),
    certTypeId: t.id({ required: true }),
    shippingSpeed: t.field({
      type: ShippingSpeed,
      required: false,
      description: 'Given: the printed certificate is mailed at this speed.',
    }),
    idempotencyKey: t.string({
      required: false,
      description: 'Same key again → the first certificate, nothing new issued.',
    }),
  }),
});

export const PutCertificateResult = builder
  .objectRef<{ certificate: CertificateView; replayed: boolean }>('PutCertificateResult')
  .implement({
    fields: (t) => ({
      certificate: t.field({ type: Certificate, resolve: (result) => result.certificate }),
      replayed: t.exposeBoolean('replayed', {
        description: 'True when the idempotency key was used before: this is that certificate.',
      }),
    }),
  });

builder.mutationField('putCertificate', (t) =>
  t.field({
    type: PutCertificateResult,
    description:
      'Issues the next number of a certificate type to a student. Audited (Certificates).',
    authScopes: { permission: 'certificates.write' },
    args: { input: t.arg({ type: PutCertificateInput, required: true }) },
    resolve: (_root, { input }, context) =>
      putCertificate(context.platform, viewerOf(context), {
        studentId: String(input.studentId),
        certTypeId: String(input.certTypeId),
        shippingSpeed: input.shippingSpeed ?? null,
        idempotencyKey: input.idempotencyKey ?? null,
      }),
  }),
);

const CertificateTypeInput = builder.inputType('CertificateTypeInput', {
  fields: (t) => ({
    label: t.string({ required: true }),
    prefix: t.string({ required: true }),
    valMin: t.int({ required: true }),
    valMax: t.int({ required: true }),
    usStateId: t.string({ required: true }),
  }),
});

builder.mutationField('createCertificateType', (t) =>
  t.field({
    type: CertificateType,
    description: 'Adds a certificate type. Audited (CertificateTypes).',
    authScopes: { permission: 'certificateTypes.write' },
    args: { input: t.arg({ type: CertificateTypeInput, required: true }) },
    resolve: (_root, { input }, context) =>
      createCertificateType(context.platform, viewerOf(context), input),
  }),
);

builder.mutationField('updateCertificateType', (t) =>
  t.field({
    type: CertificateType,
    description:
      'Changes a certificate type; its range cannot shrink past issued numbers. Audited (CertificateTypes).',
    authScopes: { permission: 'certificateTypes.write' },
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: CertificateTypeInput, required: true }),
    },
    resolve: (_root, args, context) =>
      updateCertificateType(context.platform, viewerOf(context), String(args.id), args.input),
  }),
);

const ShippingOrder = builder.objectRef<ShippingOrderView>('ShippingOrder').implement({
  description: 'A printed certificate to mail, in the fulfilment queue.',
  fields: (t) => ({
    id: t.exposeID('id'),
    certificateId: t.exposeID('certificateId'),
    certNumber: t.exposeString('certNumber'),
    certTypeLabel: t.exposeString('certTypeLabel'),
    studentId: t.exposeID('studentId'),
    studentName: t.exposeString('studentName'),
    speed: t.field({ type: ShippingSpeed, resolve: (row) => row.speed }),
    status: t.field({ type: ShippingOrderStatus, resolve: (row) => row.status }),
    createdAt: t.field({ type: 'DateTime', resolve: (row) => row.createdAt }),
    shippedAt: t.field({ type: 'DateTime', nullable: true, resolve: (row) => row.shippedAt }),
    shippedBy: t.exposeString('shippedByName', { nullable: true }),
  }),
});

builder.queryField('shippingOrders', (t) =>
  t.field({
    type: connectionOf('ShippingOrder', ShippingOrder),
    description: 'The fulfilment queue, oldest first: open orders unless statuses say otherwise.',
    authScopes: { permission: 'certificates.read' },
    args: {
      statuses: t.arg({ type: [ShippingOrderStatus], required: false }),
      pageQuery: t.arg({ type: PageQuery, required: false }),
    },
    resolve: async (_root, args, context) => {
      const window = pageWindow(toPageArgs(args.pageQuery));
      const statuses = args.statuses?.length ? args.statuses : OPEN_SHIPPING_STATUSES;
      const { rows, totalCount } = await shippingOrdersRepository.list(
        context.platform.db.db,
        statuses,
        window,
      );
      return toPage(rows, totalCount, window);
    },
  }),
);

builder.mutationField('markShippingOrderShipped', (t) =>
  t.field({
    type: builder.objectRef<ShippingOrderRow>('ShippedOrder').implement({
      fields: (f) => ({
        id: f.exposeID('id'),
        status: f.field({ type: ShippingOrderStatus, resolve: (row) => row.status }),
      }),
    }),
    description: 'Marks a mailed certificate shipped.',
    authScopes: { permission: 'certificates.write' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      markShippingOrderShipped(context.platform, viewerOf(context), String(args.id)),
  }),
);
