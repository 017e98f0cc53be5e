// Every table of the application, re-exported for Drizzle and drizzle-kit. Tables live next to
// the module that owns them (`<area>.tables.ts`); add one export line per module.
export * from '../auth/auth.tables.ts';
export * from '../mail/outbox.tables.ts';
export * from '../modules/audit/audit.tables.ts';
export * from '../modules/availability/availability.tables.ts';
export * from '../modules/certificates/certificates.tables.ts';
export * from '../modules/coupons/coupons.tables.ts';
export * from '../modules/courses/courses.tables.ts';
export * from '../modules/driving-skills/driving-skills.tables.ts';
export * from '../modules/feature-flags/feature-flags.tables.ts';
export * from '../modules/instructors/instructors.tables.ts';
export * from '../modules/ledger/ledger.tables.ts';
export * from '../modules/lesson-types/lesson-types.tables.ts';
export * from '../modules/lessons/lessons.tables.ts';
export * from '../modules/licensing-guides/licensing-guides.tables.ts';
export * from '../modules/practice-tests/practice-tests.tables.ts';
export * from '../modules/pricing/pricing.tables.ts';
export * from '../modules/products/products.tables.ts';
export * from '../modules/regions/regions.tables.ts';
export * from '../modules/state-configs/state-configs.tables.ts';
export * from '../modules/states/states.tables.ts';
export * from '../modules/students/students.tables.ts';
export * from '../modules/sync/sync.tables.ts';
export * from '../modules/telemetry/telemetry.tables.ts';
export * from '../modules/vehicles/vehicles.tables.ts';
export * from '../modules/vouchers/vouchers.tables.ts';
