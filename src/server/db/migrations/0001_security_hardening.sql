CREATE TABLE "session_handoffs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"guest_session_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_handoffs_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_status_known";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_messages" ADD COLUMN "status" text DEFAULT 'complete' NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_messages" ADD COLUMN "charged" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "session_handoffs" ADD CONSTRAINT "session_handoffs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_handoffs_expires_idx" ON "session_handoffs" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_expires_idx" ON "refresh_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "messages_pending_idx" ON "messages" USING btree ("created_at") WHERE "messages"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "guest_messages_pending_idx" ON "guest_messages" USING btree ("created_at") WHERE "guest_messages"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_status_known" CHECK ("messages"."status" in ('pending', 'complete', 'interrupted'));--> statement-breakpoint
ALTER TABLE "guest_messages" ADD CONSTRAINT "guest_messages_status_known" CHECK ("guest_messages"."status" in ('pending', 'complete', 'interrupted'));