CREATE TABLE "checkout_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_key" text NOT NULL,
	"provider" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"hold_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_attempts_payment_key" ON "checkout_attempts" USING btree ("payment_key");--> statement-breakpoint
CREATE INDEX "checkout_attempts_status_created" ON "checkout_attempts" USING btree ("status","created_at");