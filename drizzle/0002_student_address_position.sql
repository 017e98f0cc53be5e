ALTER TABLE "students" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_position_pair_check" CHECK (("students"."latitude" is null) = ("students"."longitude" is null));