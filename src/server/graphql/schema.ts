// The schema index only imports: each module registers its types and fields on the builder.
import { builder } from './builder.ts';
import { applyFieldRules } from './field-rules.ts';
import './scalars.ts';
import '../modules/audit/audit.graphql.ts';
import '../modules/availability/availability.graphql.ts';
import '../modules/availability/availability-calendar.graphql.ts';
import '../modules/availability/dispatch-board.graphql.ts';
import '../modules/booking/booking.graphql.ts';
import '../modules/course-checkout/course-checkout.graphql.ts';
import '../modules/certificates/certificates.graphql.ts';
import '../modules/coupons/coupons.graphql.ts';
import '../modules/courses/courses.graphql.ts';
import '../modules/cohorts/cohorts.graphql.ts';
import '../modules/scholarships/scholarships.graphql.ts';
import '../modules/coverage/coverage.graphql.ts';
import '../modules/driving-skills/driving-skills.graphql.ts';
import '../modules/feature-flags/feature-flags.graphql.ts';
import '../modules/instructor-lessons/instructor-lessons.graphql.ts';
import '../modules/instructors/instructor-reviews.graphql.ts';
import '../modules/instructors/instructors.graphql.ts';
import '../modules/job-monitor/job-monitor.graphql.ts';
import '../modules/lectures/lecture-parts.graphql.ts';
import '../modules/lectures/lecture-quiz.graphql.ts';
import '../modules/lectures/lectures.graphql.ts';
import '../modules/ledger/ledger.graphql.ts';
import '../modules/ledger/my-money.graphql.ts';
import '../modules/lesson-types/lesson-types.graphql.ts';
import '../modules/lessons/lessons.graphql.ts';
import '../modules/lessons/lesson-own.graphql.ts';
import '../modules/online-enrollments/online-enrollments.graphql.ts';
import '../modules/licensing-guides/licensing-guides.graphql.ts';
import '../modules/course-progress/course-progress.graphql.ts';
import '../modules/landing-pages/landing-pages.graphql.ts';
import '../modules/landing-pages/landing-pages-public.graphql.ts';
import '../modules/outbox-admin/outbox-admin.graphql.ts';
import '../modules/practice-tests/practice-tests.graphql.ts';
import '../modules/pricing/pricing.graphql.ts';
import '../modules/pricing/quote.graphql.ts';
import '../modules/products/products.graphql.ts';
import '../modules/regions/regions.graphql.ts';
import '../modules/regions/super-regions.graphql.ts';
import '../modules/slot-search/slot-search.graphql.ts';
import '../modules/state-configs/state-configs.graphql.ts';
import '../modules/states/states.graphql.ts';
import '../modules/students/students.graphql.ts';
import '../modules/sync/sync.graphql.ts';
import '../modules/telemetry/telemetry.graphql.ts';
import '../modules/users/users.graphql.ts';
import '../modules/timesheets/timesheets.graphql.ts';
import '../modules/vehicles/vehicles.graphql.ts';
import '../modules/vouchers/vouchers.graphql.ts';

let schema: ReturnType<typeof builder.toSchema> | undefined;

export function buildSchema() {
  schema ??= applyFieldRules(builder.toSchema({ sortSchema: true }));
  return schema;
}
