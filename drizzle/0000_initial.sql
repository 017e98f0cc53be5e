CREATE TYPE "public"."quiz_question_kind" AS ENUM('coursePrepQuizQuestion', 'lectureQuizQuestion');--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	"impersonated_by" text,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "sign_in_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "two_factors" (
	"id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"backup_codes" text NOT NULL,
	"user_id" text NOT NULL,
	"verified" boolean DEFAULT true,
	"failed_verification_count" integer DEFAULT 0,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"role" text,
	"banned" boolean DEFAULT false,
	"ban_reason" text,
	"ban_expires" timestamp with time zone,
	"two_factor_enabled" boolean DEFAULT false,
	"last_active_at" timestamp with time zone,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text DEFAULT 'email' NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dispatched_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"provider_message_id" text,
	"resent_from_id" uuid,
	"resent_by_id" text
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"reference" text NOT NULL,
	"decline_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_id" text,
	"updated_by_name" text,
	"updated_by_role" text,
	"collection_name" text NOT NULL,
	"collection_path" text NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "availability_audit_findings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lesson_id" uuid NOT NULL,
	"instructor_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"other_lesson_id" uuid,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "availability_audit_findings_kind_check" CHECK ("availability_audit_findings"."kind" in ('OUTSIDE_AVAILABILITY', 'OVERLAP'))
);
--> statement-breakpoint
CREATE TABLE "instructor_availability_exceptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instructor_id" uuid NOT NULL,
	"date" date NOT NULL,
	"start_minute" integer,
	"end_minute" integer,
	"is_available" boolean NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instructor_availability_exceptions_minutes_check" CHECK (("instructor_availability_exceptions"."start_minute" is null and "instructor_availability_exceptions"."end_minute" is null and not "instructor_availability_exceptions"."is_available")
        or ("instructor_availability_exceptions"."start_minute" >= 0 and "instructor_availability_exceptions"."end_minute" <= 1440 and "instructor_availability_exceptions"."start_minute" < "instructor_availability_exceptions"."end_minute"))
);
--> statement-breakpoint
CREATE TABLE "instructor_breaks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instructor_id" uuid NOT NULL,
	"weekday" integer NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	"kind" text DEFAULT 'BREAK' NOT NULL,
	CONSTRAINT "instructor_breaks_weekday_check" CHECK ("instructor_breaks"."weekday" between 1 and 7),
	CONSTRAINT "instructor_breaks_kind_check" CHECK ("instructor_breaks"."kind" in ('BREAK', 'MEAL_BREAK')),
	CONSTRAINT "instructor_breaks_minutes_check" CHECK ("instructor_breaks"."start_minute" >= 0 and "instructor_breaks"."end_minute" <= 1440 and "instructor_breaks"."start_minute" < "instructor_breaks"."end_minute")
);
--> statement-breakpoint
CREATE TABLE "instructor_weekly_hours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instructor_id" uuid NOT NULL,
	"weekday" integer NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	CONSTRAINT "instructor_weekly_hours_weekday_check" CHECK ("instructor_weekly_hours"."weekday" between 1 and 7),
	CONSTRAINT "instructor_weekly_hours_minutes_check" CHECK ("instructor_weekly_hours"."start_minute" >= 0 and "instructor_weekly_hours"."end_minute" <= 1440 and "instructor_weekly_hours"."start_minute" < "instructor_weekly_hours"."end_minute")
);
--> statement-breakpoint
CREATE TABLE "checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"student_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"payment_provider" text,
	"payment_reference" text,
	"coupon_code" text,
	"voucher_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"student_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"online_enrollment_id" uuid,
	"cohort_id" uuid,
	"amount_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"payment_provider" text,
	"payment_reference" text,
	"coupon_code" text,
	"voucher_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificate_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"label" text NOT NULL,
	"prefix" text NOT NULL,
	"val_min" integer NOT NULL,
	"val_max" integer NOT NULL,
	"us_state_id" text NOT NULL,
	"last_issued" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_types_range_check" CHECK ("certificate_types"."val_min" >= 0 and "certificate_types"."val_min" <= "certificate_types"."val_max"),
	CONSTRAINT "certificate_types_counter_check" CHECK ("certificate_types"."last_issued" is null or "certificate_types"."last_issued" <= "certificate_types"."val_max")
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" text,
	"created_by_name" text NOT NULL,
	"issued_to" uuid NOT NULL,
	"cert_type_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"cert_number" text NOT NULL,
	"us_state_id" text NOT NULL,
	"shipping_speed" text,
	"idempotency_key" text,
	CONSTRAINT "certificates_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "shipping_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"certificate_id" uuid NOT NULL,
	"speed" text NOT NULL,
	"status" text DEFAULT 'Requested' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"queued_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"shipped_by_name" text,
	CONSTRAINT "shipping_orders_certificate_id_unique" UNIQUE("certificate_id")
);
--> statement-breakpoint
CREATE TABLE "coupon_regions" (
	"coupon_id" uuid NOT NULL,
	"region_id" uuid NOT NULL,
	CONSTRAINT "coupon_regions_coupon_id_region_id_pk" PRIMARY KEY("coupon_id","region_id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"scope" text NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"discount" integer NOT NULL,
	"expiration" timestamp with time zone NOT NULL,
	"course_id" text,
	"state" text,
	"is_daily_coupon" boolean DEFAULT false NOT NULL,
	"display_in_landing_pages" boolean DEFAULT false NOT NULL,
	"only_first_purchase" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_scope_check" CHECK ("coupons"."scope" in ('course', 'lesson', 'roadTest')),
	CONSTRAINT "coupons_type_check" CHECK ("coupons"."type" in ('dollar', 'percent')),
	CONSTRAINT "coupons_discount_check" CHECK ("coupons"."discount" >= 1 and ("coupons"."type" = 'dollar' or "coupons"."discount" <= 10000))
);
--> statement-breakpoint
CREATE TABLE "cohort_attendance" (
	"session_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"attendance" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cohort_attendance_session_id_student_id_pk" PRIMARY KEY("session_id","student_id"),
	CONSTRAINT "cohort_attendance_value_check" CHECK (attendance in ('Absent', 'Made_Up', 'Not_Set', 'Present'))
);
--> statement-breakpoint
CREATE TABLE "cohort_enrollments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cohort_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cohort_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cohort_id" uuid NOT NULL,
	"name" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	CONSTRAINT "cohort_sessions_times_check" CHECK ("cohort_sessions"."end_time" > "cohort_sessions"."start_time")
);
--> statement-breakpoint
CREATE TABLE "cohorts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"state" text NOT NULL,
	"time_zone" text NOT NULL,
	"max_enrollees" integer NOT NULL,
	"num_enrolled" integer DEFAULT 0 NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cohorts_dates_check" CHECK ("cohorts"."end_date" >= "cohorts"."start_date"),
	CONSTRAINT "cohorts_max_check" CHECK ("cohorts"."max_enrollees" > 0),
	CONSTRAINT "cohorts_enrolled_check" CHECK ("cohorts"."num_enrolled" >= 0 and "cohorts"."num_enrolled" <= "cohorts"."max_enrollees"),
	CONSTRAINT "cohorts_state_check" CHECK ("cohorts"."state" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "course_offerings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"format" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"external_course_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_offerings_format_check" CHECK ("course_offerings"."format" in ('online', 'classroom')),
	CONSTRAINT "course_offerings_location_check" CHECK (("course_offerings"."format" = 'online') = ("course_offerings"."location" = ''))
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"state" text NOT NULL,
	"category" text NOT NULL,
	"audience" text NOT NULL,
	"name" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"required_seconds" integer NOT NULL,
	"daily_cap_seconds" integer,
	"min_days" integer,
	"quiz_pass_percent" integer DEFAULT 70 NOT NULL,
	"price_cents" integer NOT NULL,
	"product_id" uuid,
	"certificate_type_id" uuid,
	"is_published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_category_check" CHECK ("courses"."category" in ('classroom-drivers-ed', 'adult-classroom-drivers-ed', 'drivers-ed', 'adult-drivers-ed', 'parent-taught', 'traffic-school', 'knowledge-test')),
	CONSTRAINT "courses_audience_check" CHECK ("courses"."audience" in ('teen', 'adult', 'teen-parent-taught', 'teen-instructor-led')),
	CONSTRAINT "courses_state_check" CHECK ("courses"."state" ~ '^[A-Z]{2}$'),
	CONSTRAINT "courses_required_check" CHECK ("courses"."required_seconds" > 0),
	CONSTRAINT "courses_daily_cap_check" CHECK ("courses"."daily_cap_seconds" is null or "courses"."daily_cap_seconds" > 0),
	CONSTRAINT "courses_min_days_check" CHECK ("courses"."min_days" is null or "courses"."min_days" > 0),
	CONSTRAINT "courses_quiz_pass_check" CHECK ("courses"."quiz_pass_percent" between 0 and 100),
	CONSTRAINT "courses_price_check" CHECK ("courses"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "driving_skill_ratings" (
	"report_id" uuid NOT NULL,
	"driving_skill_id" uuid NOT NULL,
	"rating" text NOT NULL,
	CONSTRAINT "driving_skill_ratings_report_id_driving_skill_id_pk" PRIMARY KEY("report_id","driving_skill_id"),
	CONSTRAINT "driving_skill_ratings_rating_check" CHECK ("driving_skill_ratings"."rating" in ('Todo', 'NeedsAdditionalDevelopment', 'NeedsImprovement', 'Consistent', 'Capable', 'Proficient'))
);
--> statement-breakpoint
CREATE TABLE "driving_skill_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lesson_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"last_email_sent" timestamp with time zone,
	"updated_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "driving_skills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"label" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "driving_skills_label_unique" UNIQUE("label")
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"key" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"value" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_id" text
);
--> statement-breakpoint
CREATE TABLE "instructor_portraits" (
	"instructor_id" uuid PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instructor_references" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"url" text NOT NULL,
	"label" text NOT NULL,
	"category" text NOT NULL,
	"sub_label" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instructor_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instructor_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"moderated_by_id" text,
	"moderated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instructor_reviews_rating_check" CHECK ("instructor_reviews"."rating" between 1 and 5),
	CONSTRAINT "instructor_reviews_status_check" CHECK ("instructor_reviews"."status" in ('Pending', 'Approved', 'Rejected'))
);
--> statement-breakpoint
CREATE TABLE "instructors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"languages" text[] DEFAULT '{English}'::text[] NOT NULL,
	"region_id" uuid,
	"service_region_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"time_zone" text NOT NULL,
	"us_state_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"email" text,
	"phone_number" text,
	"slack_username" text,
	"license_number" text,
	"license_expiration_date" date,
	"base_address" text,
	"base_latitude" double precision,
	"base_longitude" double precision,
	"max_base_travel_minutes" integer,
	"max_between_travel_minutes" integer,
	"teaching_pay_cents" integer,
	"non_teaching_pay_cents" integer,
	"payroll_first_name" text,
	"payroll_last_name" text,
	"payroll_title" text,
	"regional_manager_id" text,
	"assigned_badges" text[] DEFAULT '{}'::text[] NOT NULL,
	"activated_at" timestamp with time zone,
	"search_text" text GENERATED ALWAYS AS (lower(public.unaccent_immutable(name || ' ' || first_name || ' ' || last_name || ' ' || coalesce(email, '') || ' ' || coalesce(phone_number, '')))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instructors_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "instructors_status_check" CHECK ("instructors"."status" in ('Active', 'Inactive', 'Retired')),
	CONSTRAINT "instructors_travel_check" CHECK (coalesce("instructors"."max_base_travel_minutes", 0) >= 0 and coalesce("instructors"."max_between_travel_minutes", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"student_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"kind" text NOT NULL,
	"origin" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by_id" text,
	"created_by_name" text NOT NULL,
	"reference_entry_id" uuid,
	"counterpart_student_id" uuid,
	"lesson_id" text,
	"payment_method" text,
	"payment_reference" text,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"items" jsonb,
	"coupon_id" text,
	"voucher_id" text,
	"note" text,
	CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" in ('purchase', 'cancelLesson', 'charge', 'editPurchase', 'expireProducts', 'refund', 'removeStudentFromLesson', 'scheduleLesson', 'scheduleMultipleLessons', 'transferAccount', 'transferExpiration', 'transferLesson', 'transferPurchase', 'updateLesson', 'voidExpiration', 'voidPurchase', 'voidRefund'))
);
--> statement-breakpoint
CREATE TABLE "ledger_idempotency_keys" (
	"student_id" uuid NOT NULL,
	"key" text NOT NULL,
	"entry_ids" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_idempotency_keys_student_id_key_pk" PRIMARY KEY("student_id","key")
);
--> statement-breakpoint
CREATE TABLE "ledger_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"lot_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"product_type" text NOT NULL,
	"quantity" integer NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "ledger_lines_type_check" CHECK ("ledger_lines"."product_type" in ('course', 'drivingMinute', 'fee', 'homePickup', 'observationMinute'))
);
--> statement-breakpoint
CREATE TABLE "student_ledgers" (
	"student_id" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"label" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"test_product_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_types_name_unique" UNIQUE("name"),
	CONSTRAINT "lesson_types_duration_check" CHECK ("lesson_types"."duration_minutes" > 0 and "lesson_types"."duration_minutes" <= 720)
);
--> statement-breakpoint
CREATE TABLE "lesson_cancellations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lesson_id" uuid NOT NULL,
	"student_id" uuid,
	"reason" text NOT NULL,
	"initiated_by" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"changed_by_id" text,
	"instructor_id" uuid NOT NULL,
	"lesson_start_time" timestamp with time zone NOT NULL,
	"minutes_forfeited" boolean DEFAULT false NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "lesson_cancellations_reason_check" CHECK ("lesson_cancellations"."reason" in ('EXPIRED', 'NO_SHOW', 'OTHER')),
	CONSTRAINT "lesson_cancellations_initiator_check" CHECK ("lesson_cancellations"."initiated_by" in ('RoadReady', 'Immediate_Reschedule', 'Instructor', 'Student'))
);
--> statement-breakpoint
CREATE TABLE "lesson_students" (
	"lesson_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"pickup_details" text DEFAULT '' NOT NULL,
	"driving_minutes" integer DEFAULT 0 NOT NULL,
	"observation_minutes" integer DEFAULT 0 NOT NULL,
	"previous_hours" numeric(6, 2) DEFAULT 0 NOT NULL,
	"attendance" text DEFAULT 'Unrecorded' NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "lesson_students_lesson_id_student_id_pk" PRIMARY KEY("lesson_id","student_id"),
	CONSTRAINT "lesson_students_minutes_check" CHECK ("lesson_students"."driving_minutes" >= 0 and "lesson_students"."observation_minutes" >= 0),
	CONSTRAINT "lesson_students_attendance_check" CHECK ("lesson_students"."attendance" in ('Unrecorded', 'Attended', 'NoShow'))
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instructor_id" uuid NOT NULL,
	"lesson_type_id" uuid NOT NULL,
	"booked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"booked_by_id" text,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"actual_duration_minutes" integer,
	"actual_duration_note" text,
	"comments" text DEFAULT '' NOT NULL,
	"is_shareable" boolean DEFAULT false NOT NULL,
	"is_observer_allowed" boolean DEFAULT false NOT NULL,
	"price_cents" integer,
	"location_id" uuid,
	"pickup_location" text DEFAULT '' NOT NULL,
	"pickup_latitude" double precision,
	"pickup_longitude" double precision,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lessons_time_check" CHECK ("lessons"."start_time" < "lessons"."end_time"),
	CONSTRAINT "lessons_duration_check" CHECK ("lessons"."duration_minutes" > 0 and coalesce("lessons"."actual_duration_minutes", 0) >= 0),
	CONSTRAINT "lessons_price_check" CHECK (coalesce("lessons"."price_cents", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "transient_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instructor_id" uuid NOT NULL,
	"lesson_type_id" uuid NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"pickup_latitude" double precision,
	"pickup_longitude" double precision,
	"held_by_id" text,
	"holder_token" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transient_slots_time_check" CHECK ("transient_slots"."start_time" < "transient_slots"."end_time")
);
--> statement-breakpoint
CREATE TABLE "course_timer_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enrollment_id" uuid NOT NULL,
	"session" text NOT NULL,
	"kind" text NOT NULL,
	"seq" integer NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "online_enrollments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"status" text DEFAULT 'Enrolled' NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"migrated_from_id" uuid,
	"created_by_name" text NOT NULL,
	"completed_at" timestamp with time zone,
	"certificate_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_enrollments_ended_check" CHECK (("online_enrollments"."status" = 'Enrolled') = ("online_enrollments"."ended_at" is null))
);
--> statement-breakpoint
CREATE TABLE "seat_time_patches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enrollment_id" uuid NOT NULL,
	"day" date NOT NULL,
	"seconds" integer NOT NULL,
	"reason" text NOT NULL,
	"created_by_id" text,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seat_time_patches_seconds_check" CHECK ("seat_time_patches"."seconds" <> 0),
	CONSTRAINT "seat_time_patches_reason_check" CHECK (length(trim("seat_time_patches"."reason")) > 0)
);
--> statement-breakpoint
CREATE TABLE "lecture_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lecture_parts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lecture_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"layout" text,
	"content" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lecture_parts_type_check" CHECK ("lecture_parts"."type" in ('content', 'quiz')),
	CONSTRAINT "lecture_parts_layout_check" CHECK ("lecture_parts"."layout" is null or "lecture_parts"."layout" in ('singleImage', 'singleVideo', 'title', 'twoColumn')),
	CONSTRAINT "lecture_parts_content_check" CHECK (("lecture_parts"."type" = 'content') = ("lecture_parts"."layout" is not null and "lecture_parts"."content" is not null))
);
--> statement-breakpoint
CREATE TABLE "lectures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL,
	"minimum_seconds" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lectures_minimum_check" CHECK ("lectures"."minimum_seconds" is null or "lectures"."minimum_seconds" > 0)
);
--> statement-breakpoint
CREATE TABLE "landing_page_meeting_points" (
	"landing_page_id" uuid NOT NULL,
	"meeting_point_id" uuid NOT NULL,
	CONSTRAINT "landing_page_meeting_points_landing_page_id_meeting_point_id_pk" PRIMARY KEY("landing_page_id","meeting_point_id")
);
--> statement-breakpoint
CREATE TABLE "landing_page_regions" (
	"landing_page_id" uuid NOT NULL,
	"region_id" uuid NOT NULL,
	CONSTRAINT "landing_page_regions_landing_page_id_region_id_pk" PRIMARY KEY("landing_page_id","region_id")
);
--> statement-breakpoint
CREATE TABLE "location_landing_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"state" text NOT NULL,
	"hub_id" uuid,
	"metro_id" uuid,
	"center_address" text NOT NULL,
	"google_my_business_url" text,
	"price_scheme_id" uuid NOT NULL,
	"cms_id" text,
	"state_cms_id" text,
	"slug" text NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"last_revalidated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "location_landing_pages_state_slug_key" UNIQUE("state","slug")
);
--> statement-breakpoint
CREATE TABLE "metros" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"state" text NOT NULL,
	"cms_id" text,
	"state_cms_id" text,
	"is_published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metros_state_slug_key" UNIQUE("state","slug")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"state" text,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"body" text NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "licensing_guides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"state" text NOT NULL,
	"audience" text NOT NULL,
	"label" text NOT NULL,
	"article_slug" text,
	"steps" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licensing_guides_state_audience_key" UNIQUE("state","audience"),
	CONSTRAINT "licensing_guides_steps_array_check" CHECK (jsonb_typeof("licensing_guides"."steps") = 'array')
);
--> statement-breakpoint
CREATE TABLE "lecture_progress" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enrollment_id" uuid NOT NULL,
	"lecture_id" uuid NOT NULL,
	"read_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lecture_quiz_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enrollment_id" uuid NOT NULL,
	"lecture_id" uuid NOT NULL,
	"part_id" uuid NOT NULL,
	"answers" jsonb NOT NULL,
	"num_correct" integer NOT NULL,
	"total_questions" integer NOT NULL,
	"pass_percent" integer NOT NULL,
	"passed" boolean NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lecture_quiz_attempts_score_check" CHECK ("lecture_quiz_attempts"."num_correct" between 0 and "lecture_quiz_attempts"."total_questions")
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "quiz_question_kind" NOT NULL,
	"us_state_id" text,
	"lecture_part_id" uuid,
	"prompt" text NOT NULL,
	"choices" jsonb NOT NULL,
	"correct_index" integer NOT NULL,
	"explanation" text NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_questions_lecture_part_check" CHECK (("quiz_questions"."kind" = 'lectureQuizQuestion') = ("quiz_questions"."lecture_part_id" is not null)),
	CONSTRAINT "quiz_questions_correct_index_check" CHECK ("quiz_questions"."correct_index" >= 0),
	CONSTRAINT "quiz_questions_state_check" CHECK ("quiz_questions"."kind" <> 'coursePrepQuizQuestion' or "quiz_questions"."us_state_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "price_scheme_fragment_products" (
	"fragment_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"algorithm" text NOT NULL,
	"amount_cents" integer,
	"percent_basis_points" integer,
	"rounding" text NOT NULL,
	"rounding_digit" integer,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "price_scheme_fragment_products_fragment_id_product_id_pk" PRIMARY KEY("fragment_id","product_id"),
	CONSTRAINT "price_scheme_fragment_products_algorithm_check" CHECK ("price_scheme_fragment_products"."algorithm" in ('fixed', 'dollarDiscount', 'percentDiscount', 'dollarThenPercentDiscount', 'percentThenDollarDiscount')),
	CONSTRAINT "price_scheme_fragment_products_rounding_check" CHECK ("price_scheme_fragment_products"."rounding" in ('digit', 'down', 'nearest', 'up')),
	CONSTRAINT "price_scheme_fragment_products_amount_check" CHECK ("price_scheme_fragment_products"."amount_cents" between 0 and 100000000),
	CONSTRAINT "price_scheme_fragment_products_percent_check" CHECK ("price_scheme_fragment_products"."percent_basis_points" between 0 and 10000),
	CONSTRAINT "price_scheme_fragment_products_digit_check" CHECK (("price_scheme_fragment_products"."rounding" = 'digit') = ("price_scheme_fragment_products"."rounding_digit" is not null) and "price_scheme_fragment_products"."rounding_digit" between 0 and 9)
);
--> statement-breakpoint
CREATE TABLE "price_scheme_fragment_schemes" (
	"fragment_id" uuid NOT NULL,
	"price_scheme_id" uuid NOT NULL,
	CONSTRAINT "price_scheme_fragment_schemes_fragment_id_price_scheme_id_pk" PRIMARY KEY("fragment_id","price_scheme_id")
);
--> statement-breakpoint
CREATE TABLE "price_scheme_fragments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_scheme_products" (
	"price_scheme_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "price_scheme_products_price_scheme_id_product_id_pk" PRIMARY KEY("price_scheme_id","product_id"),
	CONSTRAINT "price_scheme_products_price_check" CHECK ("price_scheme_products"."price_cents" between 0 and 100000000)
);
--> statement-breakpoint
CREATE TABLE "price_schemes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"canonical_price_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_schemes_canonical_price_check" CHECK ("price_schemes"."canonical_price_cents" between 0 and 100000000)
);
--> statement-breakpoint
CREATE TABLE "product_components" (
	"package_id" uuid NOT NULL,
	"component_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_components_package_id_component_id_pk" PRIMARY KEY("package_id","component_id"),
	CONSTRAINT "product_components_quantity_check" CHECK ("product_components"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"first_sold_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_type_check" CHECK ("products"."type" in ('course', 'drivingMinute', 'fee', 'homePickup', 'observationMinute', 'package'))
);
--> statement-breakpoint
CREATE TABLE "parking_hubs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"super_region_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "region_schemes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"super_region_id" uuid NOT NULL,
	"price_scheme_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "region_schemes_super_region_id_unique" UNIQUE("super_region_id")
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"super_region_id" uuid NOT NULL,
	"geometry" jsonb NOT NULL,
	"bounding_box" "box" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "super_regions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"state" text NOT NULL,
	"google_business_page_url" text,
	"slack_channel_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scholarship_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"user_name" text NOT NULL,
	"email" text NOT NULL,
	"dob" date NOT NULL,
	"scholarship_answer" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"voucher_id" uuid,
	"decline_reason" text,
	"reviewed_by_name" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scholarship_applications_status_check" CHECK (status in ('pending', 'granted', 'declined')),
	CONSTRAINT "scholarship_applications_granted_check" CHECK (("scholarship_applications"."status" = 'granted') = ("scholarship_applications"."voucher_id" is not null)),
	CONSTRAINT "scholarship_applications_declined_check" CHECK (("scholarship_applications"."status" = 'declined') = ("scholarship_applications"."decline_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "state_configs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"state" text NOT NULL,
	"long_name" text NOT NULL,
	"has_home_pickup" boolean DEFAULT false NOT NULL,
	"has_meeting_points" boolean DEFAULT false NOT NULL,
	"has_fixed_locations" boolean DEFAULT false NOT NULL,
	"is_shareable_by_default" boolean DEFAULT false NOT NULL,
	"cms_id" text,
	"late_cancellation_window_hours" integer DEFAULT 48 NOT NULL,
	"late_cancellation_fee_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "state_configs_state_unique" UNIQUE("state"),
	CONSTRAINT "state_configs_window_check" CHECK ("state_configs"."late_cancellation_window_hours" >= 0),
	CONSTRAINT "state_configs_fee_check" CHECK ("state_configs"."late_cancellation_fee_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "state_meeting_points" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"state" text NOT NULL,
	"address" text NOT NULL,
	"label" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"restricted_lesson_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "us_states" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_supported" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"text" text NOT NULL,
	"created_by_id" text,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_guardians" (
	"user_id" text NOT NULL,
	"student_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_guardians_user_id_student_id_pk" PRIMARY KEY("user_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "student_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"text" text NOT NULL,
	"created_by_id" text,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_hidden_from_instructor_view" boolean DEFAULT false NOT NULL,
	"is_pinned" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"email" text,
	"dob" date,
	"signup_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"us_state_id" text,
	"parent_name" text,
	"parent_email" text,
	"stripe_customer_id" text,
	"sms_opt_in" boolean DEFAULT false NOT NULL,
	"accept_tos" boolean DEFAULT false NOT NULL,
	"license_number" text,
	"license_issue_date" date,
	"license_expiration_date" date,
	"previous_hours" numeric(6, 2) DEFAULT 0 NOT NULL,
	"preferred_pronoun" text,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"address_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"address" text,
	"phone" text,
	"secondary_phone" text,
	"city" text,
	"address_state" text,
	"zipcode" text,
	"observer_approved" boolean DEFAULT false NOT NULL,
	"private_approved" boolean DEFAULT false NOT NULL,
	"contract_status" text DEFAULT 'NotSent' NOT NULL,
	"transfer_status" text DEFAULT 'No' NOT NULL,
	"transfer_type" text,
	"account_disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (public.unaccent_immutable(lower(coalesce("name", '') || ' ' || coalesce("email", '') || ' ' || coalesce("license_number", '') || ' ' || regexp_replace(coalesce("license_number", ''), '[^[:alnum:]]', '', 'g') || ' ' || regexp_replace(coalesce("phone", ''), '[^0-9]', '', 'g') || ' ' || regexp_replace(coalesce("secondary_phone", ''), '[^0-9]', '', 'g')))) STORED NOT NULL,
	CONSTRAINT "students_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "user_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"type" text NOT NULL,
	"message" text NOT NULL,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "user_logs_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1)
);
--> statement-breakpoint
CREATE TABLE "legacy_balance_days" (
	"student_id" uuid NOT NULL,
	"day" date NOT NULL,
	"driving_minutes" integer NOT NULL,
	"observation_minutes" integer NOT NULL,
	"funds_cents" integer NOT NULL,
	"expired_minutes" integer NOT NULL,
	CONSTRAINT "legacy_balance_days_student_id_day_pk" PRIMARY KEY("student_id","day")
);
--> statement-breakpoint
CREATE TABLE "legacy_balances" (
	"student_id" uuid PRIMARY KEY NOT NULL,
	"driving_minutes" integer NOT NULL,
	"observation_minutes" integer NOT NULL,
	"funds_cents" integer NOT NULL,
	"expired_minutes" integer NOT NULL,
	"import_batch_id" uuid NOT NULL,
	"imported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"start_time" timestamp with time zone DEFAULT now() NOT NULL,
	"end_time" timestamp with time zone,
	"started_by_id" text,
	"started_by_name" text NOT NULL,
	"cancel_requested_at" timestamp with time zone,
	"is_cancelled" boolean DEFAULT false NOT NULL,
	"students_count" integer DEFAULT 0 NOT NULL,
	"checked_students_count" integer DEFAULT 0 NOT NULL,
	"ignored_students_count" integer DEFAULT 0 NOT NULL,
	"ledger_students_count" integer DEFAULT 0 NOT NULL,
	"out_of_sync_students_count" integer DEFAULT 0 NOT NULL,
	"conflicts_count" integer DEFAULT 0 NOT NULL,
	"errors_count" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_conflicts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sync_check_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"product_type" text,
	"sync_indicator" text NOT NULL,
	"next_value" integer NOT NULL,
	"legacy_value" integer NOT NULL,
	"breakdown" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sync_conflicts_kind_check" CHECK ("sync_conflicts"."kind" in ('studentExpiredMinutes', 'studentFundsBalance', 'studentProductBalance'))
);
--> statement-breakpoint
CREATE TABLE "api_call_counts" (
	"day" date NOT NULL,
	"operation_name" text NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "api_call_counts_day_operation_name_pk" PRIMARY KEY("day","operation_name")
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"samsara_id" text,
	"instructor_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"product_id" uuid NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"redeemed_at" timestamp with time zone,
	"redeemed_by_student_id" uuid,
	"ledger_entry_id" uuid,
	"batch_id" uuid NOT NULL,
	"created_by_id" text,
	"created_by_name" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factors" ADD CONSTRAINT "two_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_resent_by_id_users_id_fk" FOREIGN KEY ("resent_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_audit_findings" ADD CONSTRAINT "availability_audit_findings_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_audit_findings" ADD CONSTRAINT "availability_audit_findings_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_audit_findings" ADD CONSTRAINT "availability_audit_findings_other_lesson_id_lessons_id_fk" FOREIGN KEY ("other_lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_availability_exceptions" ADD CONSTRAINT "instructor_availability_exceptions_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_breaks" ADD CONSTRAINT "instructor_breaks_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_weekly_hours" ADD CONSTRAINT "instructor_weekly_hours_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_checkouts" ADD CONSTRAINT "course_checkouts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_checkouts" ADD CONSTRAINT "course_checkouts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_checkouts" ADD CONSTRAINT "course_checkouts_online_enrollment_id_online_enrollments_id_fk" FOREIGN KEY ("online_enrollment_id") REFERENCES "public"."online_enrollments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_checkouts" ADD CONSTRAINT "course_checkouts_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_issued_to_students_id_fk" FOREIGN KEY ("issued_to") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_cert_type_id_certificate_types_id_fk" FOREIGN KEY ("cert_type_id") REFERENCES "public"."certificate_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_orders" ADD CONSTRAINT "shipping_orders_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_regions" ADD CONSTRAINT "coupon_regions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_regions" ADD CONSTRAINT "coupon_regions_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_attendance" ADD CONSTRAINT "cohort_attendance_session_id_cohort_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."cohort_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_attendance" ADD CONSTRAINT "cohort_attendance_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_enrollments" ADD CONSTRAINT "cohort_enrollments_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_enrollments" ADD CONSTRAINT "cohort_enrollments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_sessions" ADD CONSTRAINT "cohort_sessions_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohorts" ADD CONSTRAINT "cohorts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_offerings" ADD CONSTRAINT "course_offerings_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_certificate_type_id_certificate_types_id_fk" FOREIGN KEY ("certificate_type_id") REFERENCES "public"."certificate_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driving_skill_ratings" ADD CONSTRAINT "driving_skill_ratings_report_id_driving_skill_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."driving_skill_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driving_skill_ratings" ADD CONSTRAINT "driving_skill_ratings_driving_skill_id_driving_skills_id_fk" FOREIGN KEY ("driving_skill_id") REFERENCES "public"."driving_skills"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driving_skill_reports" ADD CONSTRAINT "driving_skill_reports_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driving_skill_reports" ADD CONSTRAINT "driving_skill_reports_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driving_skill_reports" ADD CONSTRAINT "driving_skill_reports_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_flags" ADD CONSTRAINT "feature_flags_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_portraits" ADD CONSTRAINT "instructor_portraits_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_reviews" ADD CONSTRAINT "instructor_reviews_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_reviews" ADD CONSTRAINT "instructor_reviews_moderated_by_id_users_id_fk" FOREIGN KEY ("moderated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructors" ADD CONSTRAINT "instructors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructors" ADD CONSTRAINT "instructors_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructors" ADD CONSTRAINT "instructors_regional_manager_id_users_id_fk" FOREIGN KEY ("regional_manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_student_id_student_ledgers_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student_ledgers"("student_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_ledgers" ADD CONSTRAINT "student_ledgers_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_types" ADD CONSTRAINT "lesson_types_test_product_id_products_id_fk" FOREIGN KEY ("test_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_cancellations" ADD CONSTRAINT "lesson_cancellations_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_cancellations" ADD CONSTRAINT "lesson_cancellations_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_cancellations" ADD CONSTRAINT "lesson_cancellations_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_cancellations" ADD CONSTRAINT "lesson_cancellations_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_students" ADD CONSTRAINT "lesson_students_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_students" ADD CONSTRAINT "lesson_students_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_lesson_type_id_lesson_types_id_fk" FOREIGN KEY ("lesson_type_id") REFERENCES "public"."lesson_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_booked_by_id_users_id_fk" FOREIGN KEY ("booked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_location_id_state_meeting_points_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."state_meeting_points"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transient_slots" ADD CONSTRAINT "transient_slots_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transient_slots" ADD CONSTRAINT "transient_slots_lesson_type_id_lesson_types_id_fk" FOREIGN KEY ("lesson_type_id") REFERENCES "public"."lesson_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transient_slots" ADD CONSTRAINT "transient_slots_held_by_id_users_id_fk" FOREIGN KEY ("held_by_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_timer_events" ADD CONSTRAINT "course_timer_events_enrollment_id_online_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."online_enrollments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_enrollments" ADD CONSTRAINT "online_enrollments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_enrollments" ADD CONSTRAINT "online_enrollments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_enrollments" ADD CONSTRAINT "online_enrollments_migrated_from_id_online_enrollments_id_fk" FOREIGN KEY ("migrated_from_id") REFERENCES "public"."online_enrollments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_enrollments" ADD CONSTRAINT "online_enrollments_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_time_patches" ADD CONSTRAINT "seat_time_patches_enrollment_id_online_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."online_enrollments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_images" ADD CONSTRAINT "lecture_images_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_parts" ADD CONSTRAINT "lecture_parts_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lectures" ADD CONSTRAINT "lectures_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_page_meeting_points" ADD CONSTRAINT "landing_page_meeting_points_landing_page_id_location_landing_pages_id_fk" FOREIGN KEY ("landing_page_id") REFERENCES "public"."location_landing_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_page_meeting_points" ADD CONSTRAINT "landing_page_meeting_points_meeting_point_id_state_meeting_points_id_fk" FOREIGN KEY ("meeting_point_id") REFERENCES "public"."state_meeting_points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_page_regions" ADD CONSTRAINT "landing_page_regions_landing_page_id_location_landing_pages_id_fk" FOREIGN KEY ("landing_page_id") REFERENCES "public"."location_landing_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_page_regions" ADD CONSTRAINT "landing_page_regions_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_landing_pages" ADD CONSTRAINT "location_landing_pages_hub_id_parking_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."parking_hubs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_landing_pages" ADD CONSTRAINT "location_landing_pages_metro_id_metros_id_fk" FOREIGN KEY ("metro_id") REFERENCES "public"."metros"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_landing_pages" ADD CONSTRAINT "location_landing_pages_price_scheme_id_price_schemes_id_fk" FOREIGN KEY ("price_scheme_id") REFERENCES "public"."price_schemes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_progress" ADD CONSTRAINT "lecture_progress_enrollment_id_online_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."online_enrollments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_progress" ADD CONSTRAINT "lecture_progress_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_quiz_attempts" ADD CONSTRAINT "lecture_quiz_attempts_enrollment_id_online_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."online_enrollments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_us_state_id_us_states_code_fk" FOREIGN KEY ("us_state_id") REFERENCES "public"."us_states"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_lecture_part_id_lecture_parts_id_fk" FOREIGN KEY ("lecture_part_id") REFERENCES "public"."lecture_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_scheme_fragment_products" ADD CONSTRAINT "price_scheme_fragment_products_fragment_id_price_scheme_fragments_id_fk" FOREIGN KEY ("fragment_id") REFERENCES "public"."price_scheme_fragments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_scheme_fragment_products" ADD CONSTRAINT "price_scheme_fragment_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_scheme_fragment_schemes" ADD CONSTRAINT "price_scheme_fragment_schemes_fragment_id_price_scheme_fragments_id_fk" FOREIGN KEY ("fragment_id") REFERENCES "public"."price_scheme_fragments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_scheme_fragment_schemes" ADD CONSTRAINT "price_scheme_fragment_schemes_price_scheme_id_price_schemes_id_fk" FOREIGN KEY ("price_scheme_id") REFERENCES "public"."price_schemes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_scheme_products" ADD CONSTRAINT "price_scheme_products_price_scheme_id_price_schemes_id_fk" FOREIGN KEY ("price_scheme_id") REFERENCES "public"."price_schemes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_scheme_products" ADD CONSTRAINT "price_scheme_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_components" ADD CONSTRAINT "product_components_package_id_products_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_components" ADD CONSTRAINT "product_components_component_id_products_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_hubs" ADD CONSTRAINT "parking_hubs_super_region_id_super_regions_id_fk" FOREIGN KEY ("super_region_id") REFERENCES "public"."super_regions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "region_schemes" ADD CONSTRAINT "region_schemes_super_region_id_super_regions_id_fk" FOREIGN KEY ("super_region_id") REFERENCES "public"."super_regions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "region_schemes" ADD CONSTRAINT "region_schemes_price_scheme_id_price_schemes_id_fk" FOREIGN KEY ("price_scheme_id") REFERENCES "public"."price_schemes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_super_region_id_super_regions_id_fk" FOREIGN KEY ("super_region_id") REFERENCES "public"."super_regions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scholarship_applications" ADD CONSTRAINT "scholarship_applications_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scholarship_applications" ADD CONSTRAINT "scholarship_applications_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_alerts" ADD CONSTRAINT "booking_alerts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_guardians" ADD CONSTRAINT "student_guardians_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_guardians" ADD CONSTRAINT "student_guardians_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_notes" ADD CONSTRAINT "student_notes_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_logs" ADD CONSTRAINT "user_logs_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legacy_balance_days" ADD CONSTRAINT "legacy_balance_days_student_id_legacy_balances_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."legacy_balances"("student_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legacy_balances" ADD CONSTRAINT "legacy_balances_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_conflicts" ADD CONSTRAINT "sync_conflicts_sync_check_id_sync_checks_id_fk" FOREIGN KEY ("sync_check_id") REFERENCES "public"."sync_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_redeemed_by_student_id_students_id_fk" FOREIGN KEY ("redeemed_by_student_id") REFERENCES "public"."students"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_userId_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_userId_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sign_in_attempts_window_idx" ON "sign_in_attempts" USING btree ("window_started_at");--> statement-breakpoint
CREATE INDEX "twoFactors_secret_idx" ON "two_factors" USING btree ("secret");--> statement-breakpoint
CREATE INDEX "twoFactors_userId_idx" ON "two_factors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "outbox_messages_status_created_idx" ON "outbox_messages" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_created_idx" ON "outbox_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_user_idx" ON "outbox_messages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "outbox_messages_channel_created_idx" ON "outbox_messages" USING btree ("channel","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_key" ON "payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "audit_logs_timestamp_idx" ON "audit_logs" USING btree ("timestamp");--> statement-breakpoint
CREATE INDEX "audit_logs_collection_idx" ON "audit_logs" USING btree ("collection_name","collection_path");--> statement-breakpoint
CREATE UNIQUE INDEX "availability_audit_findings_open_idx" ON "availability_audit_findings" USING btree ("lesson_id","kind") WHERE "availability_audit_findings"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "availability_audit_findings_instructor_idx" ON "availability_audit_findings" USING btree ("instructor_id","resolved_at");--> statement-breakpoint
CREATE INDEX "instructor_availability_exceptions_idx" ON "instructor_availability_exceptions" USING btree ("instructor_id","date");--> statement-breakpoint
CREATE INDEX "instructor_breaks_instructor_idx" ON "instructor_breaks" USING btree ("instructor_id","weekday");--> statement-breakpoint
CREATE INDEX "instructor_weekly_hours_instructor_idx" ON "instructor_weekly_hours" USING btree ("instructor_id","weekday");--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_user_key" ON "checkouts" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "course_checkouts_user_key" ON "course_checkouts" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_types_label_idx" ON "certificate_types" USING btree ("us_state_id",lower("label"));--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_type_number_idx" ON "certificates" USING btree ("cert_type_id","number");--> statement-breakpoint
CREATE INDEX "certificates_issued_to_idx" ON "certificates" USING btree ("issued_to","issued_at");--> statement-breakpoint
CREATE INDEX "certificates_issued_at_idx" ON "certificates" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "shipping_orders_status_idx" ON "shipping_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_lower" ON "coupons" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "cohort_enrollments_student_key" ON "cohort_enrollments" USING btree ("cohort_id","student_id");--> statement-breakpoint
CREATE INDEX "cohort_enrollments_student_idx" ON "cohort_enrollments" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "cohort_sessions_cohort_idx" ON "cohort_sessions" USING btree ("cohort_id","start_time");--> statement-breakpoint
CREATE INDEX "cohorts_course_idx" ON "cohorts" USING btree ("course_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "course_offerings_place_key" ON "course_offerings" USING btree ("course_id","format","location");--> statement-breakpoint
CREATE UNIQUE INDEX "courses_published_address_key" ON "courses" USING btree ("state","category") WHERE "courses"."is_published";--> statement-breakpoint
CREATE INDEX "courses_state_idx" ON "courses" USING btree ("state","category");--> statement-breakpoint
CREATE UNIQUE INDEX "driving_skill_reports_lesson_student_idx" ON "driving_skill_reports" USING btree ("lesson_id","student_id");--> statement-breakpoint
CREATE INDEX "driving_skill_reports_student_idx" ON "driving_skill_reports" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "instructor_references_category_idx" ON "instructor_references" USING btree ("category","sort_order");--> statement-breakpoint
CREATE INDEX "instructor_reviews_instructor_idx" ON "instructor_reviews" USING btree ("instructor_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "instructor_reviews_lesson_student_idx" ON "instructor_reviews" USING btree ("lesson_id","student_id");--> statement-breakpoint
CREATE INDEX "instructors_search_idx" ON "instructors" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "instructors_status_name_idx" ON "instructors" USING btree ("status","name","id");--> statement-breakpoint
CREATE INDEX "instructors_service_regions_idx" ON "instructors" USING gin ("service_region_ids");--> statement-breakpoint
CREATE INDEX "instructors_regional_manager_idx" ON "instructors" USING btree ("regional_manager_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_student_version" ON "ledger_entries" USING btree ("student_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_one_settlement" ON "ledger_entries" USING btree ("reference_entry_id") WHERE "ledger_entries"."kind" in ('voidPurchase', 'voidRefund', 'voidExpiration', 'transferExpiration');--> statement-breakpoint
CREATE INDEX "ledger_entries_lesson" ON "ledger_entries" USING btree ("lesson_id");--> statement-breakpoint
CREATE INDEX "ledger_lines_entry" ON "ledger_lines" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "ledger_lines_student_expiry" ON "ledger_lines" USING btree ("student_id","expires_at");--> statement-breakpoint
CREATE INDEX "lesson_cancellations_timestamp_idx" ON "lesson_cancellations" USING btree ("timestamp");--> statement-breakpoint
CREATE INDEX "lesson_cancellations_lesson_idx" ON "lesson_cancellations" USING btree ("lesson_id");--> statement-breakpoint
CREATE INDEX "lesson_students_student_idx" ON "lesson_students" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "lessons_instructor_time_idx" ON "lessons" USING btree ("instructor_id","start_time");--> statement-breakpoint
CREATE INDEX "lessons_start_time_idx" ON "lessons" USING btree ("start_time");--> statement-breakpoint
CREATE INDEX "transient_slots_instructor_time_idx" ON "transient_slots" USING btree ("instructor_id","start_time");--> statement-breakpoint
CREATE INDEX "transient_slots_expires_idx" ON "transient_slots" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "course_timer_events_enrollment_idx" ON "course_timer_events" USING btree ("enrollment_id","received_at");--> statement-breakpoint
CREATE INDEX "course_timer_events_session_idx" ON "course_timer_events" USING btree ("enrollment_id","session","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "online_enrollments_live_key" ON "online_enrollments" USING btree ("student_id","course_id") WHERE "online_enrollments"."status" = 'Enrolled';--> statement-breakpoint
CREATE UNIQUE INDEX "online_enrollments_migrated_from_key" ON "online_enrollments" USING btree ("migrated_from_id");--> statement-breakpoint
CREATE INDEX "online_enrollments_student_idx" ON "online_enrollments" USING btree ("student_id","enrolled_at");--> statement-breakpoint
CREATE INDEX "seat_time_patches_enrollment_idx" ON "seat_time_patches" USING btree ("enrollment_id","day");--> statement-breakpoint
CREATE INDEX "lecture_images_course_idx" ON "lecture_images" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lecture_parts_position_key" ON "lecture_parts" USING btree ("lecture_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "lectures_position_key" ON "lectures" USING btree ("course_id","position");--> statement-breakpoint
CREATE INDEX "landing_page_regions_region_idx" ON "landing_page_regions" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "location_landing_pages_metro_idx" ON "location_landing_pages" USING btree ("metro_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lecture_progress_key" ON "lecture_progress" USING btree ("enrollment_id","lecture_id");--> statement-breakpoint
CREATE INDEX "lecture_quiz_attempts_enrollment_idx" ON "lecture_quiz_attempts" USING btree ("enrollment_id","part_id");--> statement-breakpoint
CREATE INDEX "quiz_questions_state_idx" ON "quiz_questions" USING btree ("kind","us_state_id","is_active");--> statement-breakpoint
CREATE INDEX "quiz_questions_lecture_part_idx" ON "quiz_questions" USING btree ("lecture_part_id","position");--> statement-breakpoint
CREATE INDEX "parking_hubs_super_region_idx" ON "parking_hubs" USING btree ("super_region_id");--> statement-breakpoint
CREATE INDEX "regions_bounding_box_idx" ON "regions" USING gist ("bounding_box");--> statement-breakpoint
CREATE INDEX "regions_super_region_idx" ON "regions" USING btree ("super_region_id");--> statement-breakpoint
CREATE INDEX "scholarship_applications_status_idx" ON "scholarship_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "state_meeting_points_state_idx" ON "state_meeting_points" USING btree ("state","label");--> statement-breakpoint
CREATE INDEX "booking_alerts_student_idx" ON "booking_alerts" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "student_guardians_student_idx" ON "student_guardians" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "student_notes_student_idx" ON "student_notes" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "students_search_idx" ON "students" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "students_sort_idx" ON "students" USING btree ((public.unaccent_immutable(lower("name")) collate "C"),"id");--> statement-breakpoint
CREATE INDEX "user_logs_student_idx" ON "user_logs" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "user_logs_kind_idx" ON "user_logs" USING btree ("kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sync_checks_one_running" ON "sync_checks" USING btree ((true)) WHERE "sync_checks"."end_time" is null;--> statement-breakpoint
CREATE INDEX "sync_checks_start_time" ON "sync_checks" USING btree ("start_time");--> statement-breakpoint
CREATE INDEX "sync_conflicts_check_kind" ON "sync_conflicts" USING btree ("sync_check_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_name_idx" ON "vehicles" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_samsara_id_idx" ON "vehicles" USING btree ("samsara_id") WHERE "vehicles"."samsara_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_code_lower" ON "vouchers" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "vouchers_product" ON "vouchers" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "vouchers_batch" ON "vouchers" USING btree ("batch_id");