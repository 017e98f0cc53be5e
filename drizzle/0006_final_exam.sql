CREATE TABLE "final_exam_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enrollment_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"questions" jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"answers" jsonb,
	"submitted_at" timestamp with time zone,
	"num_correct" integer,
	"total_questions" integer NOT NULL,
	"percent" integer,
	"sections" jsonb,
	"pass_percent" integer NOT NULL,
	"sections_scored" boolean NOT NULL,
	"passed" boolean,
	CONSTRAINT "final_exam_attempts_graded_check" CHECK (("final_exam_attempts"."submitted_at" is null) = ("final_exam_attempts"."passed" is null))
);
--> statement-breakpoint
CREATE TABLE "final_exam_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"section" text NOT NULL,
	"prompt" text NOT NULL,
	"choices" jsonb NOT NULL,
	"correct_index" integer NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "final_exam_questions_section_check" CHECK ("final_exam_questions"."section" in ('signs', 'trafficLaws', 'general')),
	CONSTRAINT "final_exam_questions_correct_check" CHECK ("final_exam_questions"."correct_index" >= 0)
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "final_exam_percent" integer;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "final_exam_attempt_id" uuid;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "exam_question_count" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "exam_pool_size" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "exam_pass_percent" integer DEFAULT 70 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "exam_sections_scored" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "exam_max_attempts" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "exam_after_last_fail" text DEFAULT 'restartCourse' NOT NULL;--> statement-breakpoint
ALTER TABLE "online_enrollments" ADD COLUMN "restarted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "final_exam_attempts" ADD CONSTRAINT "final_exam_attempts_enrollment_id_online_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."online_enrollments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "final_exam_questions" ADD CONSTRAINT "final_exam_questions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "final_exam_attempts_enrollment_idx" ON "final_exam_attempts" USING btree ("enrollment_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "final_exam_attempts_open_key" ON "final_exam_attempts" USING btree ("enrollment_id") WHERE "final_exam_attempts"."submitted_at" is null;--> statement-breakpoint
CREATE INDEX "final_exam_questions_course_idx" ON "final_exam_questions" USING btree ("course_id","position");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_exam_check" CHECK (("courses"."exam_question_count" is null or "courses"."exam_question_count" > 0) and "courses"."exam_pass_percent" between 0 and 100 and ("courses"."exam_max_attempts" is null or "courses"."exam_max_attempts" > 0) and "courses"."exam_after_last_fail" in ('restartCourse', 'endEnrollment'));