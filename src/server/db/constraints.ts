// Constraints drizzle-kit cannot declare, applied after the migrations (idempotently, under the
// same lock). The exclusion constraint is what makes double-booking an instructor impossible
// whatever the application does (DESIGN §3, docs/scheduling.md): two lessons of one instructor
// that are not cancelled may not overlap in time. It needs btree_gist (for `instructor_id =`
// inside a GiST index), loaded in extensions.ts on both engines.
export const DATABASE_CONSTRAINTS_SQL = `
DO $constraints$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'lessons_no_double_booking') THEN
    ALTER TABLE public.lessons ADD CONSTRAINT lessons_no_double_booking
      EXCLUDE USING gist (instructor_id WITH =, tstzrange(start_time, end_time, '[)') WITH &&)
      WHERE (cancelled_at IS NULL);
  END IF;
END
$constraints$;
`;

/** The constraint's name, so the lessons module can turn its violation into CONFLICT. */
export const NO_DOUBLE_BOOKING_CONSTRAINT = 'lessons_no_double_booking';
