ALTER TABLE "users" ADD COLUMN "email_proven_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_user_idx" ON "email_outbox" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "email_outbox_created_idx" ON "email_outbox" USING btree ("created_at");--> statement-breakpoint
-- Backfill: mails already kept belong to the account that holds their address now.
UPDATE "email_outbox" SET "user_id" = "users"."id" FROM "users" WHERE "users"."email" = "email_outbox"."to";--> statement-breakpoint
-- Mails already sent keep no body: their links would still work for a while.
UPDATE "email_outbox" SET "html" = '', "text" = '' WHERE "status" IN ('sent', 'failed');--> statement-breakpoint
-- Backfill: an address verified from its mail counts as proven; one an account was created with
-- by a purchase (verified without a link) waits for its first link.
UPDATE "users" SET "email_proven_at" = "created_at" WHERE "is_verified" AND NOT "is_auto_created";
