ALTER TABLE "courses" ADD COLUMN "instruction_min_seconds" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "lecture_minimum_enforced" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "quiz_feedback" text DEFAULT 'answers' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "quiz_retry_wait_seconds" integer;--> statement-breakpoint
ALTER TABLE "course_timer_events" ADD COLUMN "lecture_id" uuid;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_instruction_min_check" CHECK ("courses"."instruction_min_seconds" is null or "courses"."instruction_min_seconds" between 1 and "courses"."required_seconds");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_quiz_feedback_check" CHECK ("courses"."quiz_feedback" in ('answers', 'answersWhenPassed', 'scoreOnly'));--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_quiz_retry_wait_check" CHECK ("courses"."quiz_retry_wait_seconds" is null or "courses"."quiz_retry_wait_seconds" > 0);