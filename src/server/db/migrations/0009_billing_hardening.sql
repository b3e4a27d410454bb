CREATE TABLE "billing_installation" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"idempotency_prefix" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_installation_single_row" CHECK ("billing_installation"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD COLUMN "intro_checkout_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "created_account" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "guest_session_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "handoff_minted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_guest_session_idx" ON "payments" USING btree ("guest_session_id");