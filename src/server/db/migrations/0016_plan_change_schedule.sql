ALTER TABLE "billing_accounts" ADD COLUMN "scheduled_change_id" text;--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD COLUMN "scheduled_change_at" timestamp with time zone;