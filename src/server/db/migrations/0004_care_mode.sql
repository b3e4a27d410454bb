ALTER TABLE "conversations" ADD COLUMN "care_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "care" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_messages" ADD COLUMN "care" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_sessions" ADD COLUMN "care_until" timestamp with time zone;