CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"lesson_type_id" uuid NOT NULL,
	"region_id" uuid NOT NULL,
	"state" text NOT NULL,
	"zip_code" text,
	"address" text,
	"meeting_point_id" uuid,
	"pickup_latitude" double precision NOT NULL,
	"pickup_longitude" double precision NOT NULL,
	"time_zone" text NOT NULL,
	"weekdays" integer[] NOT NULL,
	"earliest_minute" integer NOT NULL,
	"latest_minute" integer NOT NULL,
	"until" date NOT NULL,
	"status" text DEFAULT 'Waiting' NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"offer_hold_id" uuid,
	"offer_instructor_id" uuid,
	"offer_start_time" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"offers_made" integer DEFAULT 0 NOT NULL,
	"cancelled_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_status_check" CHECK ("waitlist_entries"."status" in ('Waiting', 'Offered', 'Booked', 'Expired', 'Cancelled')),
	CONSTRAINT "waitlist_entries_window_check" CHECK ("waitlist_entries"."earliest_minute" >= 0 and "waitlist_entries"."latest_minute" <= 1440 and "waitlist_entries"."earliest_minute" < "waitlist_entries"."latest_minute")
);
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_lesson_type_id_lesson_types_id_fk" FOREIGN KEY ("lesson_type_id") REFERENCES "public"."lesson_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_meeting_point_id_state_meeting_points_id_fk" FOREIGN KEY ("meeting_point_id") REFERENCES "public"."state_meeting_points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_offer_hold_id_transient_slots_id_fk" FOREIGN KEY ("offer_hold_id") REFERENCES "public"."transient_slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_offer_instructor_id_instructors_id_fk" FOREIGN KEY ("offer_instructor_id") REFERENCES "public"."instructors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_cancelled_by_id_users_id_fk" FOREIGN KEY ("cancelled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_entries_line_idx" ON "waitlist_entries" USING btree ("status","queued_at");--> statement-breakpoint
CREATE INDEX "waitlist_entries_region_idx" ON "waitlist_entries" USING btree ("region_id","created_at");--> statement-breakpoint
CREATE INDEX "waitlist_entries_user_idx" ON "waitlist_entries" USING btree ("user_id");