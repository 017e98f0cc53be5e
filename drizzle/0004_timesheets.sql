CREATE TABLE "timesheet_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"paid_block_types" text[] NOT NULL,
	"approved_by_id" text,
	"approved_by_name" text NOT NULL,
	"approved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheet_approvals_period_start_unique" UNIQUE("period_start")
);
--> statement-breakpoint
CREATE TABLE "timesheet_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"period_length" text NOT NULL,
	"anchor_date" date NOT NULL,
	"paid_block_types" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_id" text,
	CONSTRAINT "timesheet_settings_one_row" CHECK ("timesheet_settings"."id"),
	CONSTRAINT "timesheet_settings_length_check" CHECK ("timesheet_settings"."period_length" in ('WEEKLY', 'BIWEEKLY'))
);
--> statement-breakpoint
CREATE TABLE "timesheet_snapshot_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"approval_id" uuid NOT NULL,
	"instructor_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"block_type" text NOT NULL,
	"date" date NOT NULL,
	"lesson_id" uuid,
	"description" text NOT NULL,
	"minutes" integer NOT NULL,
	"rate_cents" integer NOT NULL,
	"pay_cents" integer NOT NULL,
	"corrects_period_start" date,
	"reason" text,
	CONSTRAINT "timesheet_snapshot_lines_kind_check" CHECK ("timesheet_snapshot_lines"."kind" in ('TEACHING', 'NON_TEACHING'))
);
--> statement-breakpoint
CREATE TABLE "timesheet_snapshots" (
	"approval_id" uuid NOT NULL,
	"instructor_id" uuid NOT NULL,
	"teaching_rate_cents" integer NOT NULL,
	"non_teaching_rate_cents" integer NOT NULL,
	"teaching_minutes" integer NOT NULL,
	"non_teaching_minutes" integer NOT NULL,
	"teaching_pay_cents" integer NOT NULL,
	"non_teaching_pay_cents" integer NOT NULL,
	"total_pay_cents" integer NOT NULL,
	CONSTRAINT "timesheet_snapshots_approval_id_instructor_id_pk" PRIMARY KEY("approval_id","instructor_id")
);
--> statement-breakpoint
ALTER TABLE "timesheet_approvals" ADD CONSTRAINT "timesheet_approvals_approved_by_id_users_id_fk" FOREIGN KEY ("approved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_settings" ADD CONSTRAINT "timesheet_settings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_snapshot_lines" ADD CONSTRAINT "timesheet_snapshot_lines_approval_id_timesheet_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."timesheet_approvals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_snapshot_lines" ADD CONSTRAINT "timesheet_snapshot_lines_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_snapshots" ADD CONSTRAINT "timesheet_snapshots_approval_id_timesheet_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."timesheet_approvals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_snapshots" ADD CONSTRAINT "timesheet_snapshots_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "timesheet_snapshot_lines_approval_idx" ON "timesheet_snapshot_lines" USING btree ("approval_id","instructor_id");--> statement-breakpoint
CREATE INDEX "timesheet_snapshot_lines_corrects_idx" ON "timesheet_snapshot_lines" USING btree ("corrects_period_start");