// GraphQL of behind-the-wheel progress (docs/behind-the-wheel.md): `behindTheWheelProgress` for
// one student (student details, the portal, the instructor's lesson page), the report by region,
// and issuing the state's certificate once the requirement is met.
import {
  btwAgeNote,
  btwProgressText,
  btwRemainingText,
} from '../../../domain/behind-the-wheel/btw-progress-text.ts';
import { ageConditionText, type BtwRule } from '../../../domain/behind-the-wheel/btw-rules.ts';
import {
  REQUIREMENT_PART_LABELS,
  REQUIREMENT_PARTS,
  type PartProgress,
} from '../../../domain/behind-the-wheel/requirement-progress.ts';
import {
  BTW_STATUS_LABELS,
  BTW_STATUSES,
  type StudentBtwProgress,
} from '../../../domain/behind-the-wheel/student-btw-progress.ts';
import { builder } from '../../graphql/builder.ts';
import {
  Certificate,
  CertificateType,
  PutCertificateResult,
  ShippingSpeed,
} from '../certificates/certificates.graphql.ts';
import { viewerOf } from '../students/viewer-of.ts';
import { issueBtwCertificate } from './btw-certificate.service.ts';
import { btwReport, type BtwReportRow } from './btw-report.service.ts';
import type { BtwStudent } from './btw.repository.ts';
import { readBtwProgress, type BtwProgressView } from './btw.service.ts';

const BtwStatus = builder.enumType('BehindTheWheelStatus', { values: BTW_STATUSES });
const BtwPart = builder.enumType('BehindTheWheelPart', { values: REQUIREMENT_PARTS });

const BtwRuleRef = builder.objectRef<BtwRule>('BehindTheWheelRule').implement({
  description: "A state's behind-the-wheel requirement (SPEC §5), with its source.",
  fields: (t) => ({
    state: t.exposeString('state'),
    stateName: t.exposeString('stateName'),
    audience: t.exposeString('audience', { description: 'A SPEC §3 course audience.' }),
    summary: t.exposeString('summary'),
    ageCondition: t.string({
      nullable: true,
      description: 'e.g. "under 16½": the age at the lesson for which the rule holds.',
      resolve: (rule) => (rule.underAge === null ? null : ageConditionText(rule.underAge)),
    }),
    source: t.string({ resolve: (rule) => rule.source.spec }),
    officialSource: t.string({ resolve: (rule) => rule.source.official }),
    isConfirmed: t.boolean({
      description: 'False until the official text has been checked by the compliance officer.',
      resolve: (rule) => rule.source.confirmed,
    }),
  }),
});

const BtwPartRef = builder.objectRef<PartProgress>('BehindTheWheelPartProgress').implement({
  fields: (t) => ({
    part: t.field({ type: BtwPart, resolve: (part) => part.part }),
    label: t.string({ resolve: (part) => REQUIREMENT_PART_LABELS[part.part] }),
    doneMinutes: t.exposeInt('doneMinutes'),
    requiredMinutes: t.exposeInt('requiredMinutes'),
  }),
});

type ProgressSource = { student: BtwStudent; result: StudentBtwProgress };

const BtwProgress = builder.objectRef<ProgressSource>('BehindTheWheelProgress').implement({
  description:
    "A student's progress toward their licence state's behind-the-wheel requirement, from attended lessons only.",
  fields: (t) => ({
    studentId: t.id({ resolve: ({ student }) => student.id }),
    studentName: t.string({ resolve: ({ student }) => student.name }),
    usStateId: t.string({ nullable: true, resolve: ({ student }) => student.usStateId }),
    status: t.field({ type: BtwStatus, resolve: ({ result }) => result.status }),
    statusLabel: t.string({ resolve: ({ result }) => BTW_STATUS_LABELS[result.status] }),
    rule: t.field({ type: BtwRuleRef, nullable: true, resolve: ({ result }) => result.rule }),
    parts: t.field({
      type: [BtwPartRef],
      resolve: ({ result }) => result.progress?.parts ?? [],
    }),
    remainingMinutes: t.int({
      nullable: true,
      description: 'Minutes still missing, part by part; null without a requirement.',
      resolve: ({ result }) => result.progress?.remainingMinutes ?? null,
    }),
    isMet: t.boolean({ resolve: ({ result }) => result.status === 'Met' }),
    countedLessons: t.int({ resolve: ({ result }) => result.countedLessons }),
    appliesToday: t.boolean({ resolve: ({ result }) => result.appliesToday }),
    text: t.string({
      description: 'e.g. "5 h 0 min of 7 h driving, 3 h 0 min of 7 h observation — Texas".',
      resolve: ({ result }) => btwProgressText(result),
    }),
    remainingText: t.string({ resolve: ({ result }) => btwRemainingText(result) }),
    ageRemark: t.string({ nullable: true, resolve: ({ result }) => btwAgeNote(result) }),
  }),
});

const StudentBtw = builder.objectRef<BtwProgressView>('StudentBehindTheWheel').implement({
  fields: (t) => ({
    progress: t.field({ type: BtwProgress, resolve: (view) => view }),
    certificateType: t.field({
      type: CertificateType,
      nullable: true,
      description: "The certificate type the student's state issues for the requirement, if any.",
      resolve: (view) => view.certificateType,
    }),
    certificate: t.field({
      type: Certificate,
      nullable: true,
      description: 'That certificate, once issued to the student.',
      resolve: (view) => view.certificate,
    }),
  }),
});

builder.queryField('behindTheWheelProgress', (t) =>
  t.field({
    type: StudentBtw,
    description:
      "A student's progress toward their state's behind-the-wheel requirement, and its certificate.",
    authScopes: { permission: 'behindTheWheel.read' },
    args: { studentId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      readBtwProgress(context.platform.db.db, viewerOf(context), String(args.studentId)),
  }),
);

const ReportRow = builder.objectRef<BtwReportRow>('BehindTheWheelReportRow').implement({
  fields: (t) => ({
    progress: t.field({ type: BtwProgress, resolve: (row) => row }),
    regionId: t.id({ nullable: true, resolve: (row) => row.region?.id ?? null }),
    regionName: t.string({ nullable: true, resolve: (row) => row.region?.name ?? null }),
    superRegionName: t.string({
      nullable: true,
      resolve: (row) => row.region?.superRegionName ?? null,
    }),
  }),
});

const Report = builder.objectRef<{ rows: BtwReportRow[] }>('BehindTheWheelReport').implement({
  fields: (t) => ({
    totalCount: t.int({ resolve: (report) => report.rows.length }),
    rows: t.field({ type: [ReportRow], resolve: (report) => report.rows }),
  }),
});

builder.queryField('behindTheWheelReport', (t) =>
  t.field({
    type: Report,
    description:
      'Students whose licence state has a behind-the-wheel requirement, by region (their home), with their progress. withinHours keeps those not yet done who miss at most that many hours.',
    authScopes: { permission: 'behindTheWheel.report' },
    args: {
      regionId: t.arg.id({ required: false }),
      withinHours: t.arg.float({ required: false, description: '0 to 100 hours.' }),
    },
    resolve: async (_root, args, context) => ({
      rows: await btwReport(context.platform.db.db, {
        regionId: args.regionId == null ? null : String(args.regionId),
        withinHours: args.withinHours ?? null,
      }),
    }),
  }),
);

builder.mutationField('issueBehindTheWheelCertificate', (t) =>
  t.field({
    type: PutCertificateResult,
    description:
      "Issues the state's behind-the-wheel certificate to a student who has met the requirement (the type's next number; once per student). Audited (Certificates).",
    authScopes: { permission: 'certificates.write' },
    args: {
      studentId: t.arg.id({ required: true }),
      shippingSpeed: t.arg({ type: ShippingSpeed, required: false }),
    },
    resolve: (_root, args, context) =>
      issueBtwCertificate(context.platform, viewerOf(context), {
        studentId: String(args.studentId),
        shippingSpeed: args.shippingSpeed ?? null,
      }),
  }),
);
