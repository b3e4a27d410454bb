DROP INDEX "guest_sessions_ip_created_idx";--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "minor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_sessions" ADD COLUMN "minor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_sessions" ADD COLUMN "counted_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
CREATE INDEX "guest_sessions_ip_counted_idx" ON "guest_sessions" USING btree ("ip_address","counted_at");--> statement-breakpoint
-- Backfill: every session that exists counts against its address's cap from when it was opened (issue 36).
UPDATE "guest_sessions" SET "counted_at" = "created_at";
