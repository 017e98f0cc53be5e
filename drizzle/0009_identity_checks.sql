CREATE TABLE "identity_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enrollment_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"answer_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enrollment_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"prompt" text NOT NULL,
	"asked_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"result" text,
	CONSTRAINT "identity_challenges_result_check" CHECK (("identity_challenges"."result" is null) = ("identity_challenges"."settled_at" is null) and ("identity_challenges"."result" is null or "identity_challenges"."result" in ('passed', 'wrong', 'timedOut')))
);
--> statement-breakpoint
CREATE TABLE "identity_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"prompt" text NOT NULL,
	"position" integer NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_questions_prompt_check" CHECK (length(trim("identity_questions"."prompt")) > 0)
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "identity_check_min_seconds" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "identity_check_max_seconds" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "identity_answer_seconds" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "identity_max_misses" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "online_enrollments" ADD COLUMN "ended_reason" text;--> statement-breakpoint
ALTER TABLE "online_enrollments" ADD COLUMN "identity_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "online_enrollments" ADD COLUMN "identity_next_check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "identity_answers" ADD CONSTRAINT "identity_answers_enrollment_id_online_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."online_enrollments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_answers" ADD CONSTRAINT "identity_answers_question_id_identity_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."identity_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_challenges" ADD CONSTRAINT "identity_challenges_enrollment_id_online_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."online_enrollments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_challenges" ADD CONSTRAINT "identity_challenges_question_id_identity_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."identity_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "identity_answers_enrollment_question_key" ON "identity_answers" USING btree ("enrollment_id","question_id");--> statement-breakpoint
CREATE INDEX "identity_challenges_enrollment_idx" ON "identity_challenges" USING btree ("enrollment_id","asked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_challenges_pending_key" ON "identity_challenges" USING btree ("enrollment_id") WHERE "identity_challenges"."result" is null;--> statement-breakpoint
CREATE INDEX "identity_questions_position_idx" ON "identity_questions" USING btree ("position");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_identity_check" CHECK (("courses"."identity_check_min_seconds" is null) = ("courses"."identity_check_max_seconds" is null) and ("courses"."identity_check_min_seconds" is null or "courses"."identity_check_min_seconds" between 1 and "courses"."identity_check_max_seconds") and "courses"."identity_answer_seconds" > 0 and "courses"."identity_max_misses" > 0);