// Every table of the application, re-exported for Drizzle and drizzle-kit. Tables live next to
// the module that owns them (`<area>.tables.ts`); add one export line per module.
export * from '../auth/auth.tables.ts';
export * from '../mail/outbox.tables.ts';
export * from '../modules/audit/audit.tables.ts';
export * from '../modules/ledger/ledger.tables.ts';
export * from '../modules/products/products.tables.ts';
export * from '../modules/states/states.tables.ts';
export * from '../modules/students/students.tables.ts';
